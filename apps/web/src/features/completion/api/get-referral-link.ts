import { apiRequest } from '../../../lib/api-client';

export async function getReferralLink(): Promise<string> {
  return (await apiRequest<{ data: { link: string } }>('GET', '/api/patient/referral')).data.link;
}
