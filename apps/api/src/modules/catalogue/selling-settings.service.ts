import type { BrandSelectionSettings } from '@app/domain/selection';
import type { Db } from '../../db/client';
import type { BrandSellingChangeRow } from '../../db/schema/index';
import { insertSellingChange, listNewestSellingChanges, lockedNewestSellingChange, newestSellingChange } from './selling-changes.repository';

/** How a brand sells as an admin set it, with who set it, why and when (ADR 163). */
export type SellingChange = BrandSellingChangeRow;

/** How the brand sells as an admin last set it, alone (ADR 163); null while it sells as configured in code. */
export async function sellingSettingsOf(db: Db, brandId: number): Promise<BrandSelectionSettings | null> {
  return (await newestSellingChange(db, brandId))?.settings ?? null;
}

/** A brand's new selling settings, in the caller's transaction (the admin's audit row beside it). */
export const addSellingChange = insertSellingChange;

/** The brand's newest selling change, locked for a new one (an admin's change). */
export const newestSellingChangeForUpdate = lockedNewestSellingChange;

/** Every brand's newest selling change (the console's list). */
export const newestSellingChanges = listNewestSellingChanges;
