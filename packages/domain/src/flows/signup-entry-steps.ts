import type { TreatmentCategoryName } from '../constants/treatment-categories';
import type { FlowStep } from './flow-definitions';

/**
 * The first step of each category's sign-up (000 §2: "default step: make-sure-youre-eligible for
 * hair, welcome otherwise"): `/get-started/{category}` goes there. Kept apart from the flow table
 * so the web app's entry chunk, whose router needs these two words, does not carry the whole
 * table; flow-progress.test.ts checks they are the first steps of the table's sign-up flows.
 */
export const SIGNUP_ENTRY_STEPS = { skin: 'welcome', hair: 'make-sure-youre-eligible' } as const satisfies Record<TreatmentCategoryName, FlowStep>;

/** The first step of a category's sign-up flow. */
export function signupEntryStep(category: TreatmentCategoryName): FlowStep {
  return SIGNUP_ENTRY_STEPS[category];
}
