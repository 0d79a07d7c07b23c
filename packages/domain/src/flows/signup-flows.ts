import type { TreatmentCategoryName } from '../constants/treatment-categories';

/**
 * The sign-up flows reachable under `/get-started/{category}/{step}`. Each is an ordered list of
 * steps; the web app walks it with `nextStep` / `previousStep` and the server uses the same list to
 * decide where a returning patient resumes. Later steps arrive with their screens (issue 3).
 */
export const SIGNUP_FLOWS = {
  skin: {
    defaultStep: 'welcome',
    steps: ['welcome', 'register', 'legal-name', 'photo-id', 'schedule-consultation', 'all-set'],
    completionUrl: '/dashboard',
  },
  hair: {
    defaultStep: 'make-sure-youre-eligible',
    steps: ['make-sure-youre-eligible', 'register', 'legal-name', 'photo-id', 'all-set'],
    completionUrl: '/dashboard',
  },
} as const satisfies Record<
  TreatmentCategoryName,
  { defaultStep: string; steps: readonly string[]; completionUrl: string }
>;

export type SignupStep = (typeof SIGNUP_FLOWS)[TreatmentCategoryName]['steps'][number];

/** The url of a step of a category's sign-up flow. */
export function signupStepPath(category: TreatmentCategoryName, step: string): string {
  return `/get-started/${category}/${step}`;
}

/** The step after `step`, or the completion url after the last one; undefined for an unknown step. */
export function nextStepPath(category: TreatmentCategoryName, step: string): string | undefined {
  const flow = SIGNUP_FLOWS[category];
  const steps: readonly string[] = flow.steps;
  const index = steps.indexOf(step);
  if (index < 0) {
    return undefined;
  }
  const next = steps[index + 1];
  return next ? signupStepPath(category, next) : flow.completionUrl;
}

/** The step before `step`, or undefined at the first step or for an unknown step. */
export function previousStepPath(category: TreatmentCategoryName, step: string): string | undefined {
  const steps: readonly string[] = SIGNUP_FLOWS[category].steps;
  const index = steps.indexOf(step);
  const previous = index > 0 ? steps[index - 1] : undefined;
  return previous ? signupStepPath(category, previous) : undefined;
}
