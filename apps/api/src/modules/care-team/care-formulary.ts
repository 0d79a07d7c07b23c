import { buildFormulary, type FormularyEntry } from '@app/domain/care';
import { CATALOGUE_CARDS } from '../catalogue';

/** The catalogue's Rx products with their dosed ingredients and strengths (ADR 117): built once. */
export const FORMULARY: readonly FormularyEntry[] = buildFormulary(CATALOGUE_CARDS.filter((card) => card.isRx));

/** The Rx product an item of a box belongs to (a box holds trial- or full-size items of a product). */
export function rxProductOfItem(itemId: number): FormularyEntry | undefined {
  const card = CATALOGUE_CARDS.find((entry) => entry.isRx && (entry.id === itemId || entry.trialSizeItemId === itemId || entry.fullSizeItemId === itemId));
  return card ? FORMULARY.find((entry) => entry.itemId === card.id) : undefined;
}
