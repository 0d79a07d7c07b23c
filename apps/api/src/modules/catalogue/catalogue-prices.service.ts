import type { CatalogueCard, CataloguePrices } from '@app/domain/contracts';
import { cardWithCopy, type BrandSelectionSettings, type CardCopy } from '@app/domain/selection';
import { pricesWithChanges, renewalPriceCents, type BoxItem } from '@app/domain/subscriptions';
import type { Db } from '../../db/client';
import { CATALOGUE_PRICES } from './catalogue-data';
import { catalogueRowsAt, changesForBoxes, deleteSalesPause, findPriceChange, findSalesPause, insertPriceChange, insertSalesPause, listPriceChanges, listSalesPauses, lockedChangesOfProduct, recordPriceNotices } from './price-changes.repository';

/**
 * What a brand sells at an instant (ADRs 160, 161, 163): the code's catalogue with the admins'
 * price changes in effect laid over it, the products whose new sales are paused, and the offers
 * and flags an admin set. One
 * statement; a checkout reads it once and charges from what it read, so a change landing
 * meanwhile never splits a box between two versions.
 */
export interface CatalogueVersion {
  prices: CataloguePrices;
  /** Catalogue card keys no new sale may take (every option of the product). */
  pausedKeys: ReadonlySet<string>;
  /** How the brand sells as an admin last set it (ADR 163); null while it sells as configured in code. */
  sellingSettings: BrandSelectionSettings | null;
  /** The copy an admin set of the brand's cards, by card key (ADR 167); a card without one says the catalogue's. */
  copies: ReadonlyMap<string, CardCopy>;
}

const NOTHING_PAUSED: ReadonlySet<string> = new Set();
const NO_COPIES: ReadonlyMap<string, CardCopy> = new Map();

/** The code's catalogue: no price changed, nothing paused, no copy changed (the volume data set sells at it). */
export const CODE_CATALOGUE: CatalogueVersion = { prices: CATALOGUE_PRICES, pausedKeys: NOTHING_PAUSED, sellingSettings: null, copies: NO_COPIES };

export async function catalogueAt(db: Db, brandId: number, at: Date): Promise<CatalogueVersion> {
  const stored = await catalogueRowsAt(db, brandId, at);
  return {
    prices: pricesWithChanges(CATALOGUE_PRICES, stored.changes),
    pausedKeys: stored.pausedKeys.length === 0 ? NOTHING_PAUSED : new Set(stored.pausedKeys),
    sellingSettings: stored.sellingSettings,
    copies: stored.copies.length === 0 ? NO_COPIES : new Map(stored.copies.map((row) => [row.cardKey, row.copy])),
  };
}

/** The brand's prices at an instant alone (what an estimate shows). */
export async function cataloguePricesAt(db: Db, brandId: number, at: Date): Promise<CataloguePrices> {
  return (await catalogueAt(db, brandId, at)).prices;
}

/** The cards a new sale may take: the catalogue's, less the paused products, each saying what an admin set (ADR 167). */
export function cardsOnSale<Card extends CatalogueCard>(cards: readonly Card[], version: Pick<CatalogueVersion, 'pausedKeys' | 'copies'>): readonly Card[] {
  const onSale = version.pausedKeys.size === 0 ? cards : cards.filter((card) => !version.pausedKeys.has(card.key));
  return version.copies.size === 0 ? onSale : onSale.map((card) => cardWithCopy(card, version.copies.get(card.key)));
}

/** A box to price: its subscription, the date it bills, and its items at the prices they were sold at. */
export interface BoxToPrice<Item extends PricedItem> {
  subscriptionId: number;
  billDate: string;
  items: readonly Item[];
}

type PricedItem = Pick<BoxItem, 'itemId' | 'priceCents'>;

/**
 * Each box's items at the prices it bills on its date (ADR 160): a cut from its date, a raise once
 * the subscriber was told 7 days before. One statement for any number of boxes, so the dashboard,
 * the 3-day notice and the renewal price a box alike.
 */
export async function boxesAtTheirPrices<Item extends PricedItem>(db: Db, boxes: readonly BoxToPrice<Item>[]): Promise<Item[][]> {
  const changes = await changesForBoxes(db, boxes);
  const changeOf = new Map(changes.map((change) => [`${change.subscriptionId}:${change.itemId}`, change]));
  return boxes.map((box) =>
    box.items.map((item) => ({ ...item, priceCents: renewalPriceCents(item.priceCents, changeOf.get(`${box.subscriptionId}:${item.itemId}`), box.billDate) })),
  );
}

/** A new price of a brand's item from a date, in the caller's transaction (the admin's audit row beside it). */
export const addPriceChange = insertPriceChange;

/** Every change of every brand, oldest first. */
export const allPriceChanges = listPriceChanges;

/** A product's changes of a brand, locked for a new one (an admin's change). */
export const productPriceChangesForUpdate = lockedChangesOfProduct;

/** Records who is to be told of a raise, once each (the renewals pass queues their emails in the same transaction). */
export const recordRaiseNotices = recordPriceNotices;

/** One change by its id (the raise a notice tells of). */
export const priceChangeById = findPriceChange;

/** Pauses a brand's new sales of a product, in the caller's transaction: since when, and whether this call paused it. */
export const pauseProductSales = insertSalesPause;

/** Resumes a brand's new sales of a product; answers the pause it ended, if any. */
export const resumeProductSales = deleteSalesPause;

/** A brand's pause of a product, if its new sales are paused. */
export const salesPauseOf = findSalesPause;

/** Every brand's paused products. */
export const allSalesPauses = listSalesPauses;
