import { describe, expect, it } from 'vitest';
import { FLOWS, FLOW_IDS, signupFlowFor, stepNumber } from './flow-definitions';
import { checkoutModeForFlow, isBundleFlow } from '../selection/checkout-mode';
import { upsellOfStep } from '../upsells/upsell-offers';
import { canRecordStep, currentStep, previousStep, resumePath, stepStates, type VisitFacts } from './flow-progress';

const NEW_ACCOUNT: VisitFacts = {
  hasAccount: true,
  isEmailVerified: false,
  hasLegalName: false,
  hasDateOfBirth: true,
  isMinor: false,
  hasConfirmedEligibility: true,
  hasGuardian: false,
  isPhoneConfirmed: false,
  hasConsultation: false,
  hasCompletedSurvey: false,
  hasConfirmedSelection: false,
  hasCompletedCheckout: false,
  hasPaymentMethod: false,
  offeredUpsells: [],
  decidedUpsells: [],
  recordedSteps: [],
};

describe('flow progress', () => {
  it('shows an offer’s step only when the offer was made to the saved box, until it is decided or the box is paid', () => {
    const flow = 'skin-signup';
    const selected = {
      ...NEW_ACCOUNT,
      hasLegalName: true,
      isPhoneConfirmed: true,
      hasCompletedSurvey: true,
      hasConsultation: true,
      hasConfirmedSelection: true,
      recordedSteps: ['photo-id', 'photos'],
    };
    expect(currentStep(flow, selected)).toBe('checkout');
    const offered = { ...selected, offeredUpsells: ['body-cleanse', 'deep-cleanse'] };
    expect(currentStep(flow, offered)).toBe('body-cleanse-upsell');
    expect(currentStep(flow, { ...offered, decidedUpsells: ['body-cleanse'] })).toBe('special-offer-upsell');
    expect(previousStep(flow, 'special-offer-upsell', offered)).toBe('body-cleanse-upsell');
    expect(currentStep(flow, { ...offered, decidedUpsells: ['body-cleanse', 'deep-cleanse'] })).toBe('checkout');
    // Paid without deciding (another tab): the offers are over, nothing sends the patient back.
    expect(currentStep(flow, { ...offered, hasCompletedCheckout: true })).toBe('skincare-goals');
    expect(canRecordStep(flow, 'body-cleanse-upsell')).toBe(false);
    expect(FLOWS['hair-signup'].steps).not.toContain('body-cleanse-upsell');
  });

  it('walks the product-detail trial: bundle, payment method, shipping (the trial paid), then the questionnaire', () => {
    const flow = 'product-detail-trial';
    expect(currentStep(flow, NEW_ACCOUNT)).toBe('bundle');
    const bundled = { ...NEW_ACCOUNT, hasConfirmedSelection: true };
    expect(currentStep(flow, bundled)).toBe('payment-method');
    expect(currentStep(flow, { ...bundled, hasPaymentMethod: true })).toBe('shipping-address');
    // An express wallet payment activates the trial at once: both checkout pages are done.
    expect(currentStep(flow, { ...bundled, hasCompletedCheckout: true })).toBe('quiz');
    expect(resumePath(flow, { ...bundled, hasCompletedCheckout: true })).toBe('/free-trial/skin/quiz');
    for (const step of ['bundle', 'payment-method', 'shipping-address'] as const) {
      expect(canRecordStep(flow, step)).toBe(false);
    }
  });

  it('keeps the legal-name step open until a date of birth is on file', () => {
    const answered = { ...NEW_ACCOUNT, hasCompletedSurvey: true, isEmailVerified: true, hasLegalName: true };
    expect(currentStep('one-time-rx-skin', { ...answered, hasDateOfBirth: false })).toBe('legal-name');
    expect(currentStep('one-time-rx-skin', answered)).toBe('photo-id');
  });

  it('walks the adult skin sign-up in order, each step done by its own fact', () => {
    const booked = { hasLegalName: true, isPhoneConfirmed: true, hasCompletedSurvey: true, hasConsultation: true };
    const paid = { ...booked, hasConfirmedSelection: true, hasCompletedCheckout: true };
    const walk: [Partial<VisitFacts>, string | undefined][] = [
      [{}, 'legal-name'],
      [{ hasLegalName: true }, 'sms-verification'],
      [{ hasLegalName: true, isPhoneConfirmed: true }, 'photo-id'],
      [{ hasLegalName: true, isPhoneConfirmed: true, recordedSteps: ['photo-id'] }, 'photos'],
      [{ hasLegalName: true, isPhoneConfirmed: true, recordedSteps: ['photo-id', 'photos'] }, 'quiz'],
      [{ hasLegalName: true, isPhoneConfirmed: true, hasCompletedSurvey: true, recordedSteps: ['photo-id', 'photos'] }, 'schedule-consultation'],
      [{ hasLegalName: true, isPhoneConfirmed: true, hasCompletedSurvey: true, hasConsultation: true, recordedSteps: ['photo-id', 'photos'] }, 'product-selection'],
      [{ ...booked, hasConfirmedSelection: true, recordedSteps: ['photo-id', 'photos'] }, 'checkout'],
      [{ ...paid, recordedSteps: ['photo-id', 'photos'] }, 'skincare-goals'],
      [{ ...paid, recordedSteps: ['photo-id', 'photos', 'skincare-goals'] }, 'complete'],
      [{ ...paid, recordedSteps: ['photo-id', 'photos', 'skincare-goals', 'complete'] }, undefined],
    ];
    for (const [facts, expected] of walk) {
      expect(currentStep('skin-signup', { ...NEW_ACCOUNT, ...facts })).toBe(expected);
    }
  });

  it('inserts the guardian step for minors only', () => {
    const minor = { ...NEW_ACCOUNT, isMinor: true, hasLegalName: true };
    expect(currentStep('skin-signup', minor)).toBe('guardian');
    expect(currentStep('skin-signup', { ...minor, hasGuardian: true })).toBe('sms-verification');
    expect(stepStates('skin-signup', { ...NEW_ACCOUNT, hasLegalName: true }).find((s) => s.step === 'guardian')?.state).toBe('not-applicable');
  });

  it('counts a skipped phone step as done', () => {
    expect(currentStep('skin-signup', { ...NEW_ACCOUNT, hasLegalName: true, recordedSteps: ['sms-verification'] })).toBe('photo-id');
  });

  it('asks agency patients to verify their email after registering', () => {
    expect(currentStep('agency-skin-signup', NEW_ACCOUNT)).toBe('verify-email');
    expect(currentStep('agency-skin-signup', { ...NEW_ACCOUNT, isEmailVerified: true })).toBe('legal-name');
  });

  it('ends at the completion url of each flow', () => {
    const everythingDone: VisitFacts = {
      ...NEW_ACCOUNT, isEmailVerified: true, hasLegalName: true, isPhoneConfirmed: true, hasConsultation: true,
      hasCompletedSurvey: true, hasConfirmedSelection: true, hasCompletedCheckout: true, recordedSteps: ['photo-id', 'photos', 'skincare-goals', 'complete'],
    };
    for (const flow of FLOW_IDS) {
      expect(resumePath(flow, everythingDone)).toBe(FLOWS[flow].completionUrl);
    }
    expect(FLOWS.resubscription.completionUrl).toBe('/patient-dashboard/manage-subscription/customize');
  });

  it('keeps the selection step open until its box is saved, and never lets it be recorded', () => {
    const booked = { ...NEW_ACCOUNT, hasLegalName: true, isPhoneConfirmed: true, hasCompletedSurvey: true, hasConsultation: true, recordedSteps: ['photo-id', 'photos', 'product-selection'] };
    expect(currentStep('skin-signup', booked)).toBe('product-selection');
    expect(canRecordStep('skin-signup', 'product-selection')).toBe(false);
    // Exactly the flows that sell (001 §4 "Checkout mode by flow") show the recommended routine, then
    // the offers that apply (ADR 108), then the checkout; the product-detail trial sells its bundle
    // through pages of its own instead.
    for (const flow of FLOW_IDS) {
      const steps = FLOWS[flow].steps;
      const sellsBundle = isBundleFlow(flow);
      expect(steps.includes('product-selection'), flow).toBe(checkoutModeForFlow(flow) !== undefined && !sellsBundle);
      expect(steps.includes('bundle') && steps.includes('shipping-address'), flow).toBe(sellsBundle);
      if (steps.includes('checkout')) {
        const between = steps.slice(steps.indexOf('product-selection') + 1, steps.indexOf('checkout'));
        expect(between.every((step) => upsellOfStep(step) !== undefined), flow).toBe(true);
      }
    }
    expect(canRecordStep('skin-signup', 'checkout')).toBe(false);
  });

  it('goes back through applicable steps but not to steps before the account', () => {
    expect(previousStep('skin-signup', 'photo-id', NEW_ACCOUNT)).toBe('sms-verification');
    expect(previousStep('skin-signup', 'sms-verification', NEW_ACCOUNT)).toBe('legal-name');
    expect(previousStep('skin-signup', 'sms-verification', { ...NEW_ACCOUNT, isMinor: true })).toBe('guardian');
    expect(previousStep('skin-signup', 'legal-name', NEW_ACCOUNT)).toBeUndefined();
    expect(previousStep('skin-signup', 'schedule-consultation', NEW_ACCOUNT)).toBe('quiz');
    expect(previousStep('hair-signup', 'legal-name', NEW_ACCOUNT)).toBeUndefined();
    expect(previousStep('new-treatment-skin', 'schedule-consultation', NEW_ACCOUNT)).toBe('quiz');
  });

  it('counts the survey done only when it was completed, never by a recorded step', () => {
    expect(currentStep('new-treatment-skin', { ...NEW_ACCOUNT, recordedSteps: ['quiz'] })).toBe('quiz');
    expect(currentStep('new-treatment-skin', { ...NEW_ACCOUNT, hasCompletedSurvey: true })).toBe('schedule-consultation');
    expect(currentStep('hair-signup', { ...NEW_ACCOUNT, hasLegalName: true })).toBe('quiz');
  });

  it('opens a new treatment on the visit eligibility check when the eligibility on record does not cover it (ADR 100)', () => {
    const uncovered = { ...NEW_ACCOUNT, hasConfirmedEligibility: false };
    expect(currentStep('new-treatment-hair', uncovered)).toBe('confirm-eligibility');
    expect(resumePath('new-treatment-hair', uncovered)).toBe('/new-treatment/hair/confirm-eligibility');
    expect(currentStep('new-treatment-hair', NEW_ACCOUNT)).toBe('quiz');
    // Sign-ups check eligibility before the account, so the fact does not hold them up.
    expect(currentStep('skin-signup', uncovered)).toBe('legal-name');
    expect(previousStep('new-treatment-hair', 'quiz', NEW_ACCOUNT)).toBeUndefined();
    expect(canRecordStep('new-treatment-hair', 'confirm-eligibility')).toBe(false);
  });

  it('lets the patient record only steps that no data of their own completes', () => {
    expect(canRecordStep('skin-signup', 'photos')).toBe(true);
    expect(canRecordStep('skin-signup', 'legal-name')).toBe(false);
    expect(canRecordStep('skin-signup', 'quiz')).toBe(false);
    expect(canRecordStep('skin-signup', 'schedule-consultation')).toBe(false);
    expect(canRecordStep('resubscription', 'schedule-consultation')).toBe(true);
    expect(canRecordStep('resubscription', 'photos')).toBe(false);
    // A step the patient may not record is never completed by a record either (a consultation
    // skip is recorded only where the flow allows it, so that step alone counts records).
    for (const flow of FLOW_IDS) {
      for (const step of FLOWS[flow].steps.filter((candidate) => !canRecordStep(flow, candidate) && candidate !== 'schedule-consultation')) {
        const recorded = stepStates(flow, { ...NEW_ACCOUNT, hasAccount: false, hasConfirmedEligibility: false, recordedSteps: [step] });
        expect(recorded.find((entry) => entry.step === step)?.state, `${flow} ${step}`).not.toBe('done');
      }
    }
  });

  it('chooses the agency sign-up for agency skin patients', () => {
    expect(signupFlowFor('skin', 'main')).toBe('skin-signup');
    expect(signupFlowFor('skin', 'agency')).toBe('agency-skin-signup');
    expect(signupFlowFor('hair', 'agency')).toBe('hair-signup');
  });
});

describe('flow definitions', () => {
  it('start sign-up at the spec default steps and register next', async () => {
    const { FLOWS, signupFlowFor, stepAfter, flowStepPath } = await import('./flow-definitions');
    const { signupEntryStep } = await import('./signup-entry-steps');
    expect(signupEntryStep('skin')).toBe('welcome');
    expect(signupEntryStep('hair')).toBe('make-sure-youre-eligible');
    // The entry's two words are the table's: each category's sign-up flows start there, on both brands.
    for (const category of ['skin', 'hair'] as const) {
      for (const brand of ['main', 'agency'] as const) {
        expect(FLOWS[signupFlowFor(category, brand)].steps[0]).toBe(signupEntryStep(category));
      }
    }
    expect(flowStepPath('hair-signup', stepAfter('hair-signup', 'make-sure-youre-eligible')!)).toBe('/get-started/hair/quiz');
    expect(stepAfter('hair-signup', 'quiz')).toBe('register');
    expect(stepAfter('skin-signup', 'register')).toBe('legal-name');
    expect(stepAfter('skin-signup', 'complete')).toBeUndefined();
  });
});

describe('step numbers (ADR 093)', () => {
  it('count every step of the flow from the start, so a step that does not apply is passed over', () => {
    const total = FLOWS['skin-signup'].steps.length;
    expect(stepNumber('skin-signup', 'welcome')).toEqual({ current: 1, total });
    expect(stepNumber('skin-signup', 'legal-name').current).toBe(FLOWS['skin-signup'].steps.indexOf('legal-name') + 1);
    // An adult has no guardian step: the number after the legal name skips it, the total stays.
    expect(stepNumber('skin-signup', 'sms-verification').current - stepNumber('skin-signup', 'legal-name').current).toBe(2);
    for (const step of FLOWS['skin-signup'].steps) {
      expect(stepNumber('skin-signup', step).total).toBe(total);
    }
  });
});
