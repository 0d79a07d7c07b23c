import { apiRequest } from '../../../lib/api-client';

/** GET the hair what-changes list (001 §7.2, new-treatment hair only): what the hair card is "Made to treat:". */
export async function getHairWhatChanges(): Promise<string[]> {
  const answer = await apiRequest<{ data: { whatChanges: { formattedName: string }[] } }>('GET', '/api/data-gateway/surveys/hair-data/get/whatChanges');
  return answer.data.whatChanges.map((entry) => entry.formattedName);
}
