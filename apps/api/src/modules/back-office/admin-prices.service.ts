import type { AdminPrice, AdminPriceChange, AdminPriceChangeCreate, AdminPrices, Brand } from '@app/domain/contracts';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { earliestPriceChangeDate, priceChangeProblems, priceChangeStartsAt } from '@app/domain/subscriptions';
import { addFieldError } from '@app/domain/validation';
import type { Db } from '../../db/client';
import type { CataloguePriceChangeRow } from '../../db/schema/index';
import { withTransaction } from '../../db/transaction';
import { recordAudit } from '../audit';
import { DEMO_BRANDS, findBrandById } from '../brands';
import { addPriceChange, allPriceChanges, allSalesPauses, productPriceChangesForUpdate, salesPauseOf, CATALOGUE_CARDS, CATALOGUE_PRICES } from '../catalogue';
import type { BackOfficeDeps } from './back-office-deps';
import { reasonOrRefusal } from './admin-change-reason';
import type { AdminContext } from './admin-promotion-changes.service';

const TEXT = STAFF_MESSAGES.adminPriceForm.errors;

/** A full-size product a subscriber's box can hold, by the name the console shows. */
interface PricedProduct {
  itemId: number;
  name: string;
  /** The card whose new sales may be paused; null for a prescription (a provider prescribes it). */
  productKey: string | null;
}

/** Every full-size item the catalogue prices (each option of a product its own), in the catalogue's order. */
const PRICED_PRODUCTS: readonly PricedProduct[] = CATALOGUE_CARDS.flatMap((card) => {
  const productKey = card.isRx ? null : card.key;
  const items = card.selectableOptions?.map((option) => ({ itemId: option.fullSizeItemId, name: `${card.name} (${option.name})`, productKey })) ?? (card.fullSizeItemId === undefined ? [] : [{ itemId: card.fullSizeItemId, name: card.name, productKey }]);
  return items.filter((item) => CATALOGUE_PRICES.fullSizeItemPrices[item.itemId] !== undefined);
});

const productOf = (itemId: number) => PRICED_PRODUCTS.find((product) => product.itemId === itemId);

const toChange = (row: CataloguePriceChangeRow): AdminPriceChange => ({
  id: row.id,
  priceCents: row.priceCents,
  effectiveOn: row.effectiveOn,
  reason: row.reason,
  createdAt: row.createdAt.toISOString(),
});

/**
 * One product of a brand with its price at `now`, the changes to come (`changes` are its own,
 * oldest first) and since when its new sales are paused, if they are.
 */
function priceView(brand: Brand, product: PricedProduct, changes: readonly CataloguePriceChangeRow[], pausedAt: Date | undefined, now: Date): AdminPrice {
  const catalogueCents = CATALOGUE_PRICES.fullSizeItemPrices[product.itemId]!.finalAmount;
  const inEffect = changes.filter((change) => change.effectiveFrom <= now).at(-1);
  return {
    brandId: brand.id,
    brandName: brand.name,
    itemId: product.itemId,
    productName: product.name,
    catalogueCents,
    currentCents: inEffect?.priceCents ?? catalogueCents,
    scheduled: changes.filter((change) => change.effectiveFrom > now).map(toChange),
    productKey: product.productKey,
    salesPausedAt: pausedAt?.toISOString() ?? null,
  };
}

const changesOf = (changes: readonly CataloguePriceChangeRow[], brandId: number, itemId: number) => changes.filter((change) => change.brandId === brandId && change.itemId === itemId);

/** Every brand's products with their prices at `now` and their pauses (two statements: a few rows a week). */
export async function listAdminPrices(db: Db, now: Date): Promise<AdminPrices> {
  const [changes, pauses] = await Promise.all([allPriceChanges(db), allSalesPauses(db)]);
  const pausedAt = (brandId: number, productKey: string | null) => pauses.find((pause) => pause.brandId === brandId && pause.productKey === productKey)?.pausedAt;
  const prices = DEMO_BRANDS.flatMap((brand) =>
    PRICED_PRODUCTS.map((product) => priceView(brand, product, changesOf(changes, brand.id, product.itemId), pausedAt(brand.id, product.productKey), now)),
  );
  return { prices, earliestDate: earliestPriceChangeDate(now) };
}

/** The request's problems, field by field, all at once; else the reason as kept. */
function checkedPriceChange(input: AdminPriceChangeCreate, now: Date): string {
  const errors = priceChangeProblems(input, earliestPriceChangeDate(now));
  if (!findBrandById(input.brandId)) {
    addFieldError(errors, 'brandId', TEXT.brandId);
  }
  if (!productOf(input.itemId)) {
    addFieldError(errors, 'itemId', TEXT.itemId);
  }
  return reasonOrRefusal(errors, input.reason);
}

/**
 * A product's new price of a brand from a date (issue 33 item 2, ADR 160): checked whole, stored
 * with its audit row (the price that date had before, and the new one, with the reason), or a 422.
 * The next renewals pass tells the subscribers it raises.
 */
export async function scheduleAdminPrice(deps: BackOfficeDeps, context: AdminContext, input: AdminPriceChangeCreate): Promise<AdminPrice> {
  const now = await deps.clock.now();
  const reason = checkedPriceChange(input, now);
  const brand = findBrandById(input.brandId)!;
  const product = productOf(input.itemId)!;
  return withTransaction(deps.db, async (tx) => {
    const earlier = await productPriceChangesForUpdate(tx, brand.id, product.itemId);
    const pause = product.productKey === null ? undefined : await salesPauseOf(tx, brand.id, product.productKey);
    const before = earlier.filter((change) => change.effectiveOn <= input.effectiveOn).at(-1)?.priceCents ?? CATALOGUE_PRICES.fullSizeItemPrices[product.itemId]!.finalAmount;
    const row = await addPriceChange(tx, {
      brandId: brand.id,
      itemId: product.itemId,
      priceCents: input.priceCents,
      effectiveOn: input.effectiveOn,
      effectiveFrom: priceChangeStartsAt(input.effectiveOn),
      staffId: context.staffId,
      reason,
      createdAt: now,
    });
    await recordAudit(tx, {
      actor: { role: 'admin', id: context.staffId },
      action: 'catalogue.price.schedule',
      subject: { priceChangeId: row.id, brandId: brand.id, itemId: product.itemId, effectiveOn: row.effectiveOn, 'before.priceCents': before, 'after.priceCents': row.priceCents },
      reason,
      ipAddress: context.ipAddress,
      outcome: 'done',
    });
    return priceView(brand, product, [...earlier, row].sort((a, b) => a.effectiveOn.localeCompare(b.effectiveOn) || a.id - b.id), pause?.pausedAt, now);
  });
}
