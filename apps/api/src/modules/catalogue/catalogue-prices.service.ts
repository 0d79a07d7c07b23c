import type { CataloguePrices } from '@app/domain/contracts';
import { pricesWithChanges, renewalPriceCents, type BoxItem } from '@app/domain/subscriptions';
import type { Db } from '../../db/client';
import { CATALOGUE_PRICES } from './catalogue-data';
import { changesForBoxes, changesInEffectAt, findPriceChange, insertPriceChange, listPriceChanges, lockedChangesOfProduct, recordPriceNotices } from './price-changes.repository';

/**
 * The catalogue's prices of a brand at an instant (ADR 160): the code's catalogue with the
 * admins' changes in effect laid over it. One statement; a checkout reads it once and charges
 * from what it read, so a change landing meanwhile never splits a box between two versions.
 */
export async function cataloguePricesAt(db: Db, brandId: number, at: Date): Promise<CataloguePrices> {
  return pricesWithChanges(CATALOGUE_PRICES, await changesInEffectAt(db, brandId, at));
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
