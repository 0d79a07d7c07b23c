import type { SafetyCheckView } from '@app/domain/contracts';
import type { SafetyAnswers } from '@app/domain/subscriptions';
import { apiRequest } from '../../../lib/api-client';

const pathOf = (subscriptionId: number) => `/api/patient/subscriptions/${subscriptionId}/safety-check`;

/** The next box's safety questions and the answers already given. */
export async function getSafetyCheck(subscriptionId: number): Promise<SafetyCheckView> {
  return (await apiRequest<{ data: SafetyCheckView }>('GET', pathOf(subscriptionId))).data;
}

export async function answerSafetyCheck(subscriptionId: number, answers: SafetyAnswers): Promise<SafetyCheckView> {
  return (await apiRequest<{ data: SafetyCheckView }>('PUT', pathOf(subscriptionId), { answers })).data;
}
