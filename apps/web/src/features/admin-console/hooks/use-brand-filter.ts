import { useState } from 'react';
import type { SelectOption } from '../../../components/ui/select-field';

/** A row of a console list kept per brand. */
interface BrandRow {
  brandId: number;
  brandName: string;
}

/**
 * The brand a console list shows, one at a time (prices, product copy): the brands the list holds,
 * each once in the list's order, as the filter's options; the one chosen, or the first until another
 * is chosen (or when the chosen one is no longer listed); and the rows of that brand.
 */
export function useBrandFilter<Row extends BrandRow>(list: readonly Row[]) {
  const [choice, choose] = useState('');
  const names = new Map(list.map((row) => [String(row.brandId), row.brandName]));
  const brands: SelectOption[] = [...names].map(([value, label]) => ({ value, label }));
  const brand = brands.find((each) => each.value === choice) ?? brands[0];
  const shown = list.filter((row) => String(row.brandId) === brand?.value);
  return { brands, brand, shown, choose };
}
