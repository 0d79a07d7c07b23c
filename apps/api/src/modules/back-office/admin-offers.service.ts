import type { AdminBrandSelling, AdminOffers, AdminSellingChange, AdminSellingPreview, Brand, ProductSelectionData } from '@app/domain/contracts';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { adminSellingSettingsOf, sellingSettingsFromAdmin, sellingSettingsProblems, type BrandSelectionSettings } from '@app/domain/selection';
import { hasFieldErrors } from '@app/domain/validation';
import { withTransaction } from '../../db/transaction';
import { AppError, validationError } from '../../errors';
import { recordAudit } from '../audit';
import { DEMO_BRANDS, findBrandById, GIFT_POUCH_IMAGE } from '../brands';
import { addSellingChange, newestSellingChangeForUpdate, newestSellingChanges, type SellingChange } from '../catalogue';
import { previewSelectionData, type SelectionDeps } from '../selection';
import type { BackOfficeDeps } from './back-office-deps';
import { reasonOrRefusal } from './admin-change-reason';
import type { AdminContext } from './admin-promotion-changes.service';
import { changedValues } from './audit-changes';

/** What the offers console reaches: the back office's, the brands' configured selling and the tax estimate of a preview. */
export type AdminOffersDeps = BackOfficeDeps & Pick<SelectionDeps, 'settingsFor' | 'taxEstimator'>;

/** The settings a brand sells by: an admin's newest change, else the brand's configuration. */
const settingsIn = (deps: AdminOffersDeps, brandId: number, change: SellingChange | undefined): BrandSelectionSettings =>
  change?.settings ?? deps.settingsFor(brandId);

function sellingView(deps: AdminOffersDeps, brand: Brand, change: SellingChange | undefined): AdminBrandSelling {
  return {
    brandId: brand.id,
    brandName: brand.name,
    settings: adminSellingSettingsOf(settingsIn(deps, brand.id, change)),
    changedAt: change?.createdAt.toISOString() ?? null,
    reason: change?.reason ?? null,
  };
}

/** Every brand's offers and flags as they sell now (issue 33 item 3). */
export async function listAdminOffers(deps: AdminOffersDeps): Promise<AdminOffers> {
  const changes = await newestSellingChanges(deps.db);
  return { brands: DEMO_BRANDS.map((brand) => sellingView(deps, brand, changes.find((change) => change.brandId === brand.id))) };
}

function brandOrNotFound(brandId: number): Brand {
  const brand = findBrandById(brandId);
  if (!brand) {
    throw new AppError('NOT_FOUND', STAFF_MESSAGES.adminOffers.errors.brandNotFound);
  }
  return brand;
}

/** The settings an admin sent (their problems refused already), laid over `base` as the brand would sell by them. */
function checkedSettings(deps: AdminOffersDeps, brandId: number, admin: AdminSellingChange['settings'], base: BrandSelectionSettings): BrandSelectionSettings {
  const giftImage = deps.settingsFor(brandId).giftWithPurchase?.image ?? GIFT_POUCH_IMAGE;
  return sellingSettingsFromAdmin(admin, base, giftImage);
}

/**
 * A brand's offers and flags from now (ADR 163): a new row of brand_selling_changes, read by the
 * next checkout of every API process (no cache), and one audit row with each changed value before
 * and after and the reason. Boxes already paid keep their terms: they hold their own prices and offer.
 */
export async function changeAdminOffers(deps: AdminOffersDeps, context: AdminContext, brandId: number, input: AdminSellingChange): Promise<AdminBrandSelling> {
  const brand = brandOrNotFound(brandId);
  const reason = reasonOrRefusal(sellingSettingsProblems(input.settings), input.reason);
  const now = await deps.clock.now();
  return withTransaction(deps.db, async (tx) => {
    const before = settingsIn(deps, brandId, await newestSellingChangeForUpdate(tx, brandId));
    const after = checkedSettings(deps, brandId, input.settings, before);
    const change = await addSellingChange(tx, { brandId, settings: after, staffId: context.staffId, reason, createdAt: now });
    await recordAudit(tx, {
      actor: { role: 'admin', id: context.staffId },
      action: 'brand.offers.change',
      subject: { brandId, ...changedValues(adminSellingSettingsOf(before), adminSellingSettingsOf(after)) },
      reason,
      ipAddress: context.ipAddress,
      outcome: 'done',
    });
    return sellingView(deps, brand, change);
  });
}

/** What a new patient of the brand would see under settings not yet saved; nothing is stored. */
export async function previewAdminOffers(deps: AdminOffersDeps, brandId: number, input: AdminSellingPreview): Promise<ProductSelectionData> {
  const brand = brandOrNotFound(brandId);
  const problems = sellingSettingsProblems(input.settings);
  if (hasFieldErrors(problems)) {
    throw validationError(problems);
  }
  return previewSelectionData(deps, brand, input.category, (inEffect) => checkedSettings(deps, brandId, input.settings, inEffect));
}
