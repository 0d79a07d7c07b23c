import type { AdminPrice, AdminPriceChange, AdminPriceChangeCreate, AdminPrices, Brand } from '@app/domain/contracts';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { earliestPriceChangeDate, priceChangeProblems, priceChangeStartsAt, PRICE_SET_OF_KIND, type CataloguePriceKind } from '@app/domain/subscriptions';
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

/** One price of a product (its full size, trial size or one-time purchase), by the name the console shows. */
interface PricedProduct {
  itemId: number;
  kind: CataloguePriceKind;
  name: string;
  /** The card's own name, which a pause of every option of it names. */
  cardName: string;
  /** The card whose new sales may be paused; null for a prescription (a provider prescribes it). */
  productKey: string | null;
}

const KIND_NAMES = STAFF_MESSAGES.adminPrices.priceKinds;

/**
 * Every price the catalogue has (ADR 165), in the catalogue's order: each full-size item (each
 * option of a product its own), then the product's trial size and its one-time purchase, where it
 * has them. A full size keeps the product's bare name, as subscribers' boxes know it.
 */
const ALL_PRICES: readonly PricedProduct[] = CATALOGUE_CARDS.flatMap((card) => {
  const productKey = card.isRx ? null : card.key;
  const fullSizes = card.selectableOptions?.map((option) => ({ itemId: option.fullSizeItemId, name: `${card.name} (${option.name})` })) ?? (card.fullSizeItemId === undefined ? [] : [{ itemId: card.fullSizeItemId, name: card.name }]);
  const named = (kind: CataloguePriceKind, itemId: number | undefined, name: string): PricedProduct[] =>
    itemId !== undefined && CATALOGUE_PRICES[PRICE_SET_OF_KIND[kind]][itemId] !== undefined ? [{ itemId, kind, name, cardName: card.name, productKey }] : [];
  return [
    ...fullSizes.flatMap((item) => named('full-size', item.itemId, item.name)),
    ...named('trial-size', card.trialSizeItemId, `${card.name} (${KIND_NAMES['trial-size']})`),
    ...fullSizes.flatMap((item) => named('one-time', item.itemId, `${item.name} (${KIND_NAMES['one-time']})`)),
  ];
});

/** Each price once: a card renamed for a brand (hydro-plus for future-proof) sells the same items at the same prices. */
const PRICED_PRODUCTS = ALL_PRICES.filter((product, index) => ALL_PRICES.findIndex((each) => each.itemId === product.itemId && each.kind === product.kind) === index);

const productOf = (itemId: number, kind: CataloguePriceKind) => PRICED_PRODUCTS.find((product) => product.itemId === itemId && product.kind === kind);

const toChange = (row: CataloguePriceChangeRow): AdminPriceChange => ({
  id: row.id,
  priceCents: row.priceCents,
  effectiveOn: row.effectiveOn,
  reason: row.reason,
  createdAt: row.createdAt.toISOString(),
});

/** What the catalogue's code prices the kind's item at, before any change: the price a change is laid over. */
function catalogueCentsOf(product: Pick<PricedProduct, 'itemId' | 'kind'>): number {
  return CATALOGUE_PRICES[PRICE_SET_OF_KIND[product.kind]][product.itemId]!.finalAmount;
}

/**
 * One product of a brand with its price at `now`, the changes to come (`changes` are its own,
 * oldest first) and since when its new sales are paused, if they are.
 */
function priceView(brand: Brand, product: PricedProduct, changes: readonly CataloguePriceChangeRow[], pausedAt: Date | undefined, now: Date): AdminPrice {
  const catalogueCents = catalogueCentsOf(product);
  const inEffect = changes.filter((change) => change.effectiveFrom <= now).at(-1);
  return {
    brandId: brand.id,
    brandName: brand.name,
    itemId: product.itemId,
    priceKind: product.kind,
    productName: product.name,
    catalogueCents,
    currentCents: inEffect?.priceCents ?? catalogueCents,
    scheduled: changes.filter((change) => change.effectiveFrom > now).map(toChange),
    productKey: product.productKey,
    salesName: product.cardName,
    salesPausedAt: pausedAt?.toISOString() ?? null,
  };
}

const changesOf = (changes: readonly CataloguePriceChangeRow[], brandId: number, product: PricedProduct) =>
  changes.filter((change) => change.brandId === brandId && change.itemId === product.itemId && change.priceKind === product.kind);

/** Every brand's products with their prices at `now` and their pauses (two statements: a few rows a week). */
export async function listAdminPrices(db: Db, now: Date): Promise<AdminPrices> {
  const [changes, pauses] = await Promise.all([allPriceChanges(db), allSalesPauses(db)]);
  const pausedAt = (brandId: number, productKey: string | null) => pauses.find((pause) => pause.brandId === brandId && pause.productKey === productKey)?.pausedAt;
  const prices = DEMO_BRANDS.flatMap((brand) =>
    PRICED_PRODUCTS.map((product) => priceView(brand, product, changesOf(changes, brand.id, product), pausedAt(brand.id, product.productKey), now)),
  );
  return { prices, earliestDate: earliestPriceChangeDate(now) };
}

/** The request's problems, field by field, all at once; else the reason as kept. */
function checkedPriceChange(input: AdminPriceChangeCreate, now: Date): string {
  const errors = priceChangeProblems(input, earliestPriceChangeDate(now));
  if (!findBrandById(input.brandId)) {
    addFieldError(errors, 'brandId', TEXT.brandId);
  }
  if (!productOf(input.itemId, input.priceKind)) {
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
  const product = productOf(input.itemId, input.priceKind)!;
  return withTransaction(deps.db, async (tx) => {
    const earlier = await productPriceChangesForUpdate(tx, brand.id, product.itemId, product.kind);
    const pause = product.productKey === null ? undefined : await salesPauseOf(tx, brand.id, product.productKey);
    const before = earlier.filter((change) => change.effectiveOn <= input.effectiveOn).at(-1)?.priceCents ?? catalogueCentsOf(product);
    const row = await addPriceChange(tx, {
      brandId: brand.id,
      itemId: product.itemId,
      priceKind: product.kind,
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
      subject: { priceChangeId: row.id, brandId: brand.id, itemId: product.itemId, priceKind: product.kind, effectiveOn: row.effectiveOn, 'before.priceCents': before, 'after.priceCents': row.priceCents },
      reason,
      ipAddress: context.ipAddress,
      outcome: 'done',
    });
    return priceView(brand, product, [...earlier, row].sort((a, b) => a.effectiveOn.localeCompare(b.effectiveOn) || a.id - b.id), pause?.pausedAt, now);
  });
}
