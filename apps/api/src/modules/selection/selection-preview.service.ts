import type { Brand, ProductSelectionData } from '@app/domain/contracts';
import { signupFlowFor } from '@app/domain/flows';
import { purchaseContextForFlow, routineAnswersOf, type BrandSelectionSettings } from '@app/domain/selection';
import { catalogueAt } from '../catalogue';
import { selectionDataOf } from './selection-data.service';
import { sellingOfferOf, type SelectionDeps } from './selling-context';

/**
 * The selection data a new patient of the brand would get under settings an admin has not saved
 * (issue 33 item 3, ADR 163), `settingsOver` laying them over the settings in effect, as a save
 * would: the category's sign-up, the routine recommended before any
 * answer, at the prices in effect now, with no state on file (so no tax), no claim and no credit.
 * Nothing is stored.
 */
export async function previewSelectionData(
  deps: Pick<SelectionDeps, 'db' | 'taxEstimator' | 'clock' | 'settingsFor'>,
  brand: Brand,
  category: 'skin' | 'hair',
  settingsOver: (inEffect: BrandSelectionSettings) => BrandSelectionSettings,
): Promise<ProductSelectionData> {
  const flow = signupFlowFor(category, brand.key);
  const catalogue = await catalogueAt(deps.db, brand.id, await deps.clock.now());
  const settings = settingsOver(catalogue.sellingSettings ?? deps.settingsFor(brand.id));
  const selling = sellingOfferOf(deps.settingsFor, brand.id, flow, routineAnswersOf([]), { ...catalogue, sellingSettings: settings });
  const initial = selling.offer.recommendedItemIds;
  const source = {
    ...selling,
    pricing: { ...selling.pricing, upsells: [], creditCents: 0 },
    flow,
    purchaseContext: purchaseContextForFlow(flow, undefined),
    claim: null,
    patient: { brandId: brand.id, firstname: null, lastname: null, state: null },
    viewedAt: null,
  };
  return selectionDataOf(deps, source, initial, initial);
}
