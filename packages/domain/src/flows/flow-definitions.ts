import type { TreatmentCategoryName } from '../constants/treatment-categories';

/** Every step screen a flow can contain; the web app has one screen per id. */
export const FLOW_STEPS = [
  'bundle',
  'welcome',
  'make-sure-youre-eligible',
  'confirm-eligibility',
  'quiz',
  'register',
  'verify-email',
  'legal-name',
  'guardian',
  'sms-verification',
  'photo-id',
  'photos',
  'schedule-consultation',
  'product-selection',
  'body-cleanse-upsell',
  'special-offer-upsell',
  'checkout',
  'payment-method',
  'shipping-address',
  'skincare-goals',
  'complete',
] as const;
export type FlowStep = (typeof FLOW_STEPS)[number];

/** The flows of 000 §1 / 001 §1 and the flow type of each (000 §3: initial-treatment…). */
export const FLOW_IDS = [
  'skin-signup',
  'agency-skin-signup',
  'hair-signup',
  'new-treatment-skin',
  'new-treatment-hair',
  'one-time-rx-skin',
  'product-detail-trial',
  'resubscription',
  'resubscription-non-expedited',
  'medical-history-update',
] as const;
export type FlowId = (typeof FLOW_IDS)[number];

/** The resubscription flows: the expedited `/renewal` and the non-expedited `/renewal-ne` (ADR 111, 143). */
export const RESUBSCRIPTION_FLOWS = ['resubscription', 'resubscription-non-expedited'] as const satisfies readonly FlowId[];

export type FlowType = 'initial-treatment' | 'new-treatment' | 'treatment-renewal';

export interface FlowDefinition {
  id: FlowId;
  category: TreatmentCategoryName;
  flowType: FlowType;
  /** Steps in order; steps before the account exists (eligibility, register) come first. */
  steps: readonly FlowStep[];
  /** Where the url of a step of this flow starts, e.g. `/get-started/skin`. */
  basePath: string;
  completionUrl: string;
  /** Whether the consultation step offers Skip (resubscription) rather than Go back. */
  canSkipConsultation: boolean;
  /**
   * Where the booked consultation's Continue goes instead of the next step: the manage-subscription
   * customize page in resubscription flows (000 §2); the next step when absent.
   */
  afterBookedConsultationUrl?: string;
}

// The manage-subscription customize page (000 §2): where a resubscription ends.
const MANAGE_SUBSCRIPTION_URL = '/patient-dashboard/manage-subscription/customize';
// A renewal: the consultation, the resubscribe shop, the checkout (ADR 111).
const EXPEDITED_RENEWAL: FlowDefinition = {
  id: 'resubscription',
  category: 'skin',
  flowType: 'treatment-renewal',
  steps: ['schedule-consultation', 'product-selection', 'checkout', 'complete'],
  basePath: '/renewal',
  completionUrl: MANAGE_SUBSCRIPTION_URL,
  canSkipConsultation: true,
  afterBookedConsultationUrl: MANAGE_SUBSCRIPTION_URL,
};

// The medical intake (`quiz`) comes after the photos and before the consultation: the provider
// reviews answers and photos together (ADR 061). Every flow that sells ends its clinical steps with
// the recommended routine (`product-selection`, 001 §2.1, ADR 103) and the checkout (ADR 106).
const SIGNUP_TAIL = ['legal-name', 'guardian', 'sms-verification', 'photo-id', 'photos', 'quiz', 'schedule-consultation', 'product-selection', 'checkout'] as const;
// The skin trial's sign-up offers are made between the routine and the checkout, so an accepted
// one is paid with the box (ADR 108); each step applies only when its offer is made.
const SKIN_TRIAL_TAIL = [...SIGNUP_TAIL.slice(0, -1), 'body-cleanse-upsell', 'special-offer-upsell', 'checkout'] as const;

export const FLOWS: Record<FlowId, FlowDefinition> = {
  'skin-signup': {
    id: 'skin-signup',
    category: 'skin',
    flowType: 'initial-treatment',
    steps: ['welcome', 'register', ...SKIN_TRIAL_TAIL, 'skincare-goals', 'complete'],
    basePath: '/get-started/skin',
    completionUrl: '/get-started/skin/all-set',
    canSkipConsultation: false,
  },
  'agency-skin-signup': {
    id: 'agency-skin-signup',
    category: 'skin',
    flowType: 'initial-treatment',
    steps: ['welcome', 'register', 'verify-email', ...SKIN_TRIAL_TAIL, 'skincare-goals', 'complete'],
    basePath: '/get-started/skin',
    completionUrl: '/get-started/skin/all-set',
    canSkipConsultation: false,
  },
  'hair-signup': {
    id: 'hair-signup',
    category: 'hair',
    flowType: 'initial-treatment',
    // The hair intake comes before the account: its last answer leads into registration (000 §2).
    steps: ['make-sure-youre-eligible', 'quiz', 'register', ...SIGNUP_TAIL.filter((step) => step !== 'quiz'), 'complete'],
    basePath: '/get-started/hair',
    completionUrl: '/dashboard',
    canSkipConsultation: false,
  },
  'new-treatment-skin': {
    id: 'new-treatment-skin',
    category: 'skin',
    flowType: 'new-treatment',
    // The new-treatment survey takes its own photos (a photo-upload question), so no photos step.
    // A category the patient's eligibility does not cover is confirmed on the visit first (ADR 100).
    steps: ['confirm-eligibility', 'quiz', 'schedule-consultation', 'product-selection', 'checkout', 'complete'],
    basePath: '/new-treatment/skin',
    completionUrl: '/dashboard',
    canSkipConsultation: false,
  },
  'new-treatment-hair': {
    id: 'new-treatment-hair',
    category: 'hair',
    flowType: 'new-treatment',
    // The new-treatment survey takes its own photos (a photo-upload question), so no photos step.
    // A category the patient's eligibility does not cover is confirmed on the visit first (ADR 100).
    steps: ['confirm-eligibility', 'quiz', 'schedule-consultation', 'product-selection', 'checkout', 'complete'],
    basePath: '/new-treatment/hair',
    completionUrl: '/dashboard',
    canSkipConsultation: false,
  },
  'one-time-rx-skin': {
    id: 'one-time-rx-skin',
    category: 'skin',
    flowType: 'initial-treatment',
    steps: ['quiz', 'register', 'verify-email', 'legal-name', 'guardian', 'photo-id', 'photos', 'product-selection', 'checkout', 'complete'],
    basePath: '/get-started-one-time/skin',
    completionUrl: '/dashboard',
    canSkipConsultation: false,
  },
  'product-detail-trial': {
    id: 'product-detail-trial',
    category: 'skin',
    flowType: 'initial-treatment',
    // The product-detail page's free trial (001 §2.6, §4; ADR 107): the bundle, the account, the
    // payment method, the shipping address that activates the trial, then the questionnaire and
    // the photos, and the rest of the skin sign-up. The box is the bundle, so no selection step.
    steps: [
      'bundle',
      'register',
      'payment-method',
      'shipping-address',
      'quiz',
      'photos',
      'legal-name',
      'guardian',
      'sms-verification',
      'photo-id',
      'schedule-consultation',
      'skincare-goals',
      'complete',
    ],
    basePath: '/free-trial/skin',
    completionUrl: '/get-started/skin/all-set',
    canSkipConsultation: false,
  },
  // The expedited renewal: the call with the provider may be skipped (ADR 111, 143).
  resubscription: EXPEDITED_RENEWAL,
  // The non-expedited renewal (`/renewal-ne`, ADR 143): the call is booked, then the box is chosen.
  'resubscription-non-expedited': {
    ...EXPEDITED_RENEWAL,
    id: 'resubscription-non-expedited',
    basePath: '/renewal-ne',
    canSkipConsultation: false,
    afterBookedConsultationUrl: undefined,
  },
  'medical-history-update': {
    id: 'medical-history-update',
    category: 'skin',
    flowType: 'treatment-renewal',
    steps: ['quiz', 'complete'],
    basePath: '/survey/medical-history-update',
    completionUrl: '/dashboard',
    canSkipConsultation: false,
  },
};

/** Type guard for a flow id taken from a url or a request. */
export function isFlowId(value: string): value is FlowId {
  return (FLOW_IDS as readonly string[]).includes(value);
}

/** The sign-up flow a category starts on a brand: agency skin sign-up differs (000 §1). */
export function signupFlowFor(category: TreatmentCategoryName, brandKey: 'main' | 'agency'): FlowId {
  if (category === 'hair') {
    return 'hair-signup';
  }
  return brandKey === 'agency' ? 'agency-skin-signup' : 'skin-signup';
}

/** The url of a step of a flow. */
export function flowStepPath(flow: FlowId, step: FlowStep): string {
  return `${FLOWS[flow].basePath}/${step}`;
}

/** The step that follows `step` in the flow's list (before any facts are known). */
export function stepAfter(flow: FlowId, step: FlowStep): FlowStep | undefined {
  const steps = FLOWS[flow].steps;
  const index = steps.indexOf(step);
  return index < 0 ? undefined : steps[index + 1];
}

/**
 * Whether the flow asks its survey before the account exists (hair sign-up, one-time Rx): those
 * answers are kept with the visitor's session until the visit opens.
 */
export function isSurveyBeforeAccount(flow: FlowId): boolean {
  const steps = FLOWS[flow].steps;
  const quiz = steps.indexOf('quiz');
  return quiz >= 0 && steps.indexOf('register') > quiz;
}

/**
 * "Step N of T" (ADR 093): every step the flow can show counts, from the start, in the flow's
 * order; a step that turns out not to apply is passed over. The total never changes within a
 * flow and what is left only goes down, whatever the patient's facts turn out to be.
 */
export function stepNumber(flow: FlowId, step: FlowStep): { current: number; total: number } {
  const steps = FLOWS[flow].steps;
  return { current: steps.indexOf(step) + 1, total: steps.length };
}
