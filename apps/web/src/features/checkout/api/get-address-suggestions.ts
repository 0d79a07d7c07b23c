import { AUTOSUGGEST_MAX_RESULTS } from '@app/domain/constants';
import type { AddressSuggestion } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';

/** Address autosuggest (001 §7.2: by brand and text; path ours, ADR 105): at most five addresses. */
export async function getAddressSuggestions(
  text: string,
  brand: number,
): Promise<AddressSuggestion[]> {
  const query = new URLSearchParams({ text, brand: String(brand) });
  const { data } = await apiRequest<{ data: { suggestions: AddressSuggestion[] } }>(
    'GET',
    `/api/patient/address-suggestions?${query.toString()}`,
  );
  return data.suggestions.slice(0, AUTOSUGGEST_MAX_RESULTS);
}
