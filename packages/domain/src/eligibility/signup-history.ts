import type { IneligibleReason } from '../constants/ineligible-reasons';
import { categoryNameForId } from '../constants/treatment-categories';
import { FLOWS, type FlowId } from '../flows/flow-definitions';

/** A visit of the signed-in patient, as far as the sign-up check needs it. */
export interface PastVisit {
  flow: string;
  completedAt: Date | string | null;
}

/**
 * What a signed-in patient's finished visits say about a new sign-up for these categories (ADR 141):
 * - `already_completed_sign_up` when a finished sign-up or new-treatment visit already covers one of
 *   them (the treatment is running; the dashboard has it);
 * - `should_show_new_signup_flow` when the patient finished a sign-up for another category: an
 *   existing patient adds a treatment through the new-treatment flow, not a second sign-up;
 * - undefined for a patient with no finished sign-up, who goes on as anyone else.
 */
export function signupHistoryReason(
  visits: readonly PastVisit[],
  treatmentCategories: readonly number[],
): Extract<IneligibleReason, 'already_completed_sign_up' | 'should_show_new_signup_flow'> | undefined {
  const asked = new Set(treatmentCategories.map(categoryNameForId));
  const finished = visits.flatMap((visit) => {
    const flow = visit.completedAt ? FLOWS[visit.flow as FlowId] : undefined;
    return flow && flow.flowType !== 'treatment-renewal' ? [flow] : [];
  });
  if (finished.some((flow) => asked.has(flow.category))) {
    return 'already_completed_sign_up';
  }
  if (finished.some((flow) => flow.flowType === 'initial-treatment')) {
    return 'should_show_new_signup_flow';
  }
  return undefined;
}

/**
 * `isOtcSignupUser` of the eligibility data (000 §3, ADR 154): the account was made by the
 * storefront's sign-up (`otcSignupAt`) and has never completed a medical visit, i.e. a visit of
 * one of the clinical flows in the flow table. Once a visit is finished the account is a patient's
 * like any other.
 */
export function isOtcSignupAccount(account: { otcSignupAt: Date | string | null }, visits: readonly PastVisit[]): boolean {
  return account.otcSignupAt !== null && !visits.some((visit) => visit.completedAt !== null && FLOWS[visit.flow as FlowId] !== undefined);
}
