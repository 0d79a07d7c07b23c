import type { ReferralsOverview } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';

/** The patient's referral link, account credit and referrals with their stages (ADR 109). */
export async function getReferralsOverview(): Promise<ReferralsOverview> {
  return (await apiRequest<{ data: ReferralsOverview }>('GET', '/api/patient/referrals')).data;
}
