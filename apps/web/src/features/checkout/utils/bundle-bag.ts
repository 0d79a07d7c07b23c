import { readDraft, writeDraft } from '../../../lib/session-drafts';

const KEY = 'product-detail.bundle-bag';

/**
 * The bundle page's choices before the account exists (001 §3 session bag: hasViewedBundle,
 * selectedAddOnProductItemIds), kept in the tab until the visit can hold them.
 */
export interface BundleBag {
  hasViewedBundle: boolean;
  selectedAddOnProductItemIds: number[];
}

export function readBundleBag(): BundleBag | undefined {
  const bag = readDraft<BundleBag>(KEY);
  const ids = bag?.selectedAddOnProductItemIds;
  if (!bag?.hasViewedBundle || !Array.isArray(ids)) {
    return undefined;
  }
  return { hasViewedBundle: true, selectedAddOnProductItemIds: ids.filter((id): id is number => Number.isInteger(id)) };
}

export function writeBundleBag(selectedAddOnProductItemIds: readonly number[]): void {
  writeDraft(KEY, { hasViewedBundle: true, selectedAddOnProductItemIds: [...selectedAddOnProductItemIds] });
}
