import { upsellOfStep } from '../upsells/upsell-steps';
import { FLOWS, flowStepPath, type FlowId, type FlowStep } from './flow-definitions';

/**
 * What the server knows about a patient and a visit, from which every step's state is derived.
 * Steps whose work leaves data behind (a legal name, a booking) are done when the data exists;
 * steps that can be skipped or only acknowledged are done when recorded in `recordedSteps`.
 */
export interface VisitFacts {
  hasAccount: boolean;
  isEmailVerified: boolean;
  hasLegalName: boolean;
  /**
   * A date of birth on file. Sign-ups without the eligibility step (product detail, one-time Rx)
   * give it on the legal-name page; until then the step stays open, as the guardian step and
   * the age rules depend on it.
   */
  hasDateOfBirth: boolean;
  isMinor: boolean;
  /**
   * Eligibility on record for this visit's treatment category: the answers given before the
   * account when they covered it, or the visit's own eligibility check (ADR 100).
   */
  hasConfirmedEligibility: boolean;
  hasGuardian: boolean;
  isPhoneConfirmed: boolean;
  hasConsultation: boolean;
  /** Whether the visit's survey has been completed (its answers passed the completion checks). */
  hasCompletedSurvey: boolean;
  /** Whether the box of the selection step was saved ("Check out now"). */
  hasConfirmedSelection: boolean;
  /** Whether the box was paid for (an order exists), the checkout step's data. */
  hasCompletedCheckout: boolean;
  /** Whether the patient has stored a payment method with the processor (card or wallet). */
  hasPaymentMethod: boolean;
  /** The offers made to the saved box (ADR 108) and those the patient accepted or skipped. */
  offeredUpsells: readonly string[];
  decidedUpsells: readonly string[];
  /** Steps the patient finished or skipped, as recorded on the visit. */
  recordedSteps: readonly string[];
}

export type StepState = 'done' | 'todo' | 'not-applicable';

/**
 * Whether a step applies to this patient at all: the guardian step is for minors only; an offer's
 * step when the offer was made to the box, until the box is paid for.
 */
function isApplicable(step: FlowStep, facts: VisitFacts): boolean {
  const upsell = upsellOfStep(step);
  if (upsell) {
    return facts.offeredUpsells.includes(upsell) && !facts.hasCompletedCheckout;
  }
  return step === 'guardian' ? facts.isMinor : true;
}

// Steps done by their own data (an account, a legal name, a guardian…), never by a record.
// The quiz is done only by a completed survey, so the browser cannot skip the medical intake.
const DATA_BACKED_STEPS: readonly FlowStep[] = [
  'bundle',
  'welcome',
  'make-sure-youre-eligible',
  'confirm-eligibility',
  'quiz',
  'register',
  'verify-email',
  'legal-name',
  'guardian',
  'product-selection',
  'body-cleanse-upsell',
  'special-offer-upsell',
  'checkout',
  'payment-method',
  'shipping-address',
];

/** Whether the patient may record a step of this flow as finished or skipped. */
export function canRecordStep(flowId: FlowId, step: FlowStep): boolean {
  const flow = FLOWS[flowId];
  if (!flow.steps.includes(step) || DATA_BACKED_STEPS.includes(step)) {
    return false;
  }
  // Consultations are skippable in resubscription flows only (000 §2).
  return step !== 'schedule-consultation' || flow.canSkipConsultation;
}

function isDone(step: FlowStep, facts: VisitFacts): boolean {
  const recorded = facts.recordedSteps.includes(step);
  switch (step) {
    case 'welcome':
    case 'make-sure-youre-eligible':
    case 'register':
      return facts.hasAccount;
    case 'confirm-eligibility':
      return facts.hasConfirmedEligibility;
    case 'verify-email':
      return facts.isEmailVerified;
    case 'legal-name':
      return facts.hasLegalName && facts.hasDateOfBirth;
    case 'guardian':
      return facts.hasGuardian;
    case 'sms-verification':
      return facts.isPhoneConfirmed || recorded;
    case 'schedule-consultation':
      return facts.hasConsultation || recorded;
    case 'quiz':
      return facts.hasCompletedSurvey;
    case 'product-selection':
    case 'bundle':
      // The bundle's "Check out now" saves its box, as the selection step's does.
      return facts.hasConfirmedSelection;
    case 'body-cleanse-upsell':
    case 'special-offer-upsell':
      return facts.decidedUpsells.includes(upsellOfStep(step)!);
    case 'checkout':
    case 'shipping-address':
      // The product-detail checkout's shipping page ends with "Submit payment" (001 §2.6).
      return facts.hasCompletedCheckout;
    case 'payment-method':
      // An express wallet payment pays at once, so the trial done is the method added too.
      return facts.hasPaymentMethod || facts.hasCompletedCheckout;
    case 'photo-id':
    case 'photos':
    case 'skincare-goals':
    case 'complete':
      return recorded;
  }
}

/** The state of every step of a flow for these facts. */
export function stepStates(flow: FlowId, facts: VisitFacts): { step: FlowStep; state: StepState }[] {
  return FLOWS[flow].steps.map((step) => ({
    step,
    state: !isApplicable(step, facts) ? 'not-applicable' : isDone(step, facts) ? 'done' : 'todo',
  }));
}

/** The step a patient resumes at: the first applicable step not done, or undefined when all are. */
export function currentStep(flow: FlowId, facts: VisitFacts): FlowStep | undefined {
  return stepStates(flow, facts).find((entry) => entry.state === 'todo')?.step;
}

/** Where the patient goes next: the current step's url, or the flow's completion url. */
export function resumePath(flow: FlowId, facts: VisitFacts): string {
  const step = currentStep(flow, facts);
  return step ? flowStepPath(flow, step) : FLOWS[flow].completionUrl;
}

/**
 * The applicable step before `step`, for Back buttons, from the step states the server sends.
 * Steps up to registration are not offered (going back to eligibility would mean signing up
 * again).
 */
export function previousApplicableStep(
  states: readonly { step: FlowStep; state: StepState }[],
  step: FlowStep,
): FlowStep | undefined {
  const index = states.findIndex((entry) => entry.step === step);
  const registerIndex = states.findIndex((entry) => entry.step === 'register');
  for (let i = index - 1; i > registerIndex; i -= 1) {
    const entry = states[i]!;
    if (entry.state !== 'not-applicable' && !ENTRY_STEPS.includes(entry.step)) {
      return entry.step;
    }
  }
  return undefined;
}

// Eligibility steps are never returned to, even in flows without a register step.
const ENTRY_STEPS: readonly FlowStep[] = ['welcome', 'make-sure-youre-eligible', 'confirm-eligibility'];

/** `previousApplicableStep` for facts known on the server. */
export function previousStep(flow: FlowId, step: FlowStep, facts: VisitFacts): FlowStep | undefined {
  return previousApplicableStep(stepStates(flow, facts), step);
}
