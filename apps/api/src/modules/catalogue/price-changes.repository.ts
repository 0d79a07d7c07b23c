import { and, asc, eq, sql } from 'drizzle-orm';
import { PRICE_CHANGE_TIME_ZONE, PRICE_RAISE_TELLING_DAYS, type CataloguePriceKind, type PriceChange } from '@app/domain/subscriptions';
import type { BrandSelectionSettings, CardCopy } from '@app/domain/selection';
import type { Db } from '../../db/client';
import { cataloguePriceChanges, catalogueSalesPauses, type CataloguePriceChangeRow, type CatalogueSalesPauseRow } from '../../db/schema/index';

/** The one kind of price a subscriber's box bills at and is told of (ADR 165): a box holds full-size items. */
const BOX_PRICE_KIND: CataloguePriceKind = 'full-size';

/** A brand's catalogue at an instant as stored: the newest change of each item in effect, and the products paused for new sales. */
export interface StoredCatalogueAt {
  changes: PriceChange[];
  pausedKeys: string[];
  /** The brand's newest selling settings an admin set (ADR 163); null while it sells as configured. */
  sellingSettings: BrandSelectionSettings | null;
  /** The newest copy an admin set of each of the brand's cards that has one, by card key (ADR 167). */
  copies: { cardKey: string; copy: CardCopy }[];
}

/**
 * The brand's changes that checkouts take at `at` (the newest of each item and kind, on
 * catalogue_price_changes_from_idx), its paused products, its newest selling settings (on
 * brand_selling_changes_brand_idx) and the newest copy of each card an admin changed (on
 * card_copy_changes_card_idx): one statement.
 */
export async function catalogueRowsAt(db: Db, brandId: number, at: Date): Promise<StoredCatalogueAt> {
  const { rows } = await db.execute<{
    item_id: number | null;
    price_kind: CataloguePriceKind | null;
    price_cents: number | null;
    effective_on: string | null;
    paused_key: string | null;
    settings: BrandSelectionSettings | null;
    copy_key: string | null;
    copy: CardCopy | null;
  }>(sql`
    select * from (
      select distinct on (item_id, price_kind) item_id, price_kind, price_cents, effective_on::text, null::text as paused_key, null::jsonb as settings, null::text as copy_key, null::jsonb as copy
      from catalogue_price_changes
      where brand_id = ${brandId} and effective_from <= ${at.toISOString()}::timestamptz
      order by item_id, price_kind, effective_from desc, id desc
    ) changes
    union all
    select null, null, null, null, product_key, null, null, null from catalogue_sales_pauses where brand_id = ${brandId}
    union all
    (select null, null, null, null, null, settings, null, null from brand_selling_changes where brand_id = ${brandId} order by id desc limit 1)
    union all
    (select distinct on (card_key) null, null, null, null, null, null, card_key, copy from card_copy_changes where brand_id = ${brandId} order by card_key, id desc)`);
  const changes: PriceChange[] = [];
  const pausedKeys: string[] = [];
  const copies: StoredCatalogueAt['copies'] = [];
  let sellingSettings: BrandSelectionSettings | null = null;
  for (const row of rows) {
    if (row.copy !== null) {
      copies.push({ cardKey: row.copy_key!, copy: row.copy });
    } else if (row.settings !== null) {
      sellingSettings = row.settings;
    } else if (row.paused_key !== null) {
      pausedKeys.push(row.paused_key);
    } else {
      changes.push({ kind: row.price_kind!, itemId: row.item_id!, priceCents: row.price_cents!, effectiveOn: row.effective_on! });
    }
  }
  return { changes, pausedKeys, sellingSettings, copies };
}

/** A box's item and the change that bears on it: the newest in effect on the box's bill date, and when the subscriber was told of it. */
export interface BoxPriceChange {
  subscriptionId: number;
  itemId: number;
  priceCents: number;
  effectiveOn: string;
  noticedOn: string | null;
}

/**
 * For each box (a subscription and the date it bills), the full-size change in effect on that
 * date of each of its items, with the subscriber's notice of it: one statement for any number of
 * boxes. A box is full size: trial-size and one-time prices never bill a renewal.
 */
export async function changesForBoxes(db: Db, boxes: readonly { subscriptionId: number; billDate: string }[]): Promise<BoxPriceChange[]> {
  if (boxes.length === 0) {
    return [];
  }
  const ids = `{${boxes.map((box) => box.subscriptionId).join(',')}}`;
  const dates = `{${boxes.map((box) => box.billDate).join(',')}}`;
  const { rows } = await db.execute<{ subscription_id: number; item_id: number; price_cents: number; effective_on: string; noticed_on: string | null }>(sql`
    select box.subscription_id, item.item_id, change.price_cents, change.effective_on::text, notice.noticed_on::text
    from unnest(${ids}::int[], ${dates}::date[]) as box(subscription_id, bill_date)
    join subscriptions s on s.id = box.subscription_id
    join subscription_items item on item.subscription_id = s.id
    cross join lateral (
      select c.id, c.price_cents, c.effective_on from catalogue_price_changes c
      where c.brand_id = s.brand_id and c.item_id = item.item_id and c.price_kind = ${BOX_PRICE_KIND} and c.effective_on <= box.bill_date
      order by c.effective_on desc, c.id desc limit 1
    ) change
    left join price_change_notices notice on notice.price_change_id = change.id and notice.subscription_id = s.id`);
  return rows.map((row) => ({ subscriptionId: row.subscription_id, itemId: row.item_id, priceCents: row.price_cents, effectiveOn: row.effective_on, noticedOn: row.noticed_on }));
}

/**
 * Records a notice for every live subscriber whose box holds an item below the price of that
 * item's newest full-size change (the only price a box bills), once per change and subscription (the key refuses a second), while that
 * change is at most PRICE_RAISE_TELLING_DAYS past its date: the date
 * they were told in their zone starts the 7 days. At most `limit` at a time, so a raise for many
 * subscribers is told a page per transaction. Answers whom to tell, of which change.
 */
export async function recordPriceNotices(tx: Db, now: Date, limit: number): Promise<{ subscriptionId: number; priceChangeId: number; nextBillDate: string }[]> {
  const { rows } = await tx.execute<{ subscription_id: number; price_change_id: number; next_bill_date: string }>(sql`
    with newest as (
      select distinct on (brand_id, item_id) id, brand_id, item_id, price_cents, effective_on
      from catalogue_price_changes where price_kind = ${BOX_PRICE_KIND}
      order by brand_id, item_id, effective_on desc, id desc
    ), recent as (
      select * from newest
      where effective_on >= (${now.toISOString()}::timestamptz at time zone ${PRICE_CHANGE_TIME_ZONE})::date - ${PRICE_RAISE_TELLING_DAYS}::int
    ), told as (
      insert into price_change_notices (price_change_id, subscription_id, noticed_on)
      select recent.id, s.id, (${now.toISOString()}::timestamptz at time zone s.time_zone)::date
      from recent
      join subscription_items item on item.item_id = recent.item_id and item.price_cents < recent.price_cents
      join subscriptions s on s.id = item.subscription_id and s.brand_id = recent.brand_id and s.status <> 'canceled'
      where not exists (select 1 from price_change_notices earlier where earlier.price_change_id = recent.id and earlier.subscription_id = s.id)
      limit ${limit}
      on conflict do nothing
      returning price_change_id, subscription_id
    )
    select told.subscription_id, told.price_change_id, s.next_bill_date::text
    from told join subscriptions s on s.id = told.subscription_id`);
  return rows.map((row) => ({ subscriptionId: row.subscription_id, priceChangeId: row.price_change_id, nextBillDate: row.next_bill_date }));
}

export async function insertPriceChange(tx: Db, values: typeof cataloguePriceChanges.$inferInsert): Promise<CataloguePriceChangeRow> {
  const [row] = await tx.insert(cataloguePriceChanges).values(values).returning();
  return row!;
}

/**
 * Pauses the brand's new sales of a product, in one statement: answers since when it is paused,
 * and whether this call paused it (false when it was paused already; the pause keeps its time).
 */
export async function insertSalesPause(tx: Db, values: CatalogueSalesPauseRow): Promise<{ pausedAt: Date; isNew: boolean }> {
  const [row] = await tx
    .insert(catalogueSalesPauses)
    .values(values)
    // A no-op update, so the row that stands is answered; xmax is 0 only on a row this statement inserted.
    .onConflictDoUpdate({ target: [catalogueSalesPauses.brandId, catalogueSalesPauses.productKey], set: { brandId: sql`excluded.brand_id` } })
    .returning({ pausedAt: catalogueSalesPauses.pausedAt, isNew: sql<boolean>`xmax = 0` });
  return row!;
}

export async function findSalesPause(db: Db, brandId: number, productKey: string): Promise<CatalogueSalesPauseRow | undefined> {
  const [row] = await db.select().from(catalogueSalesPauses).where(and(eq(catalogueSalesPauses.brandId, brandId), eq(catalogueSalesPauses.productKey, productKey)));
  return row;
}

/** Resumes the brand's new sales of a product; answers the pause it ended, if there was one. */
export async function deleteSalesPause(tx: Db, brandId: number, productKey: string): Promise<CatalogueSalesPauseRow | undefined> {
  const [row] = await tx.delete(catalogueSalesPauses).where(and(eq(catalogueSalesPauses.brandId, brandId), eq(catalogueSalesPauses.productKey, productKey))).returning();
  return row;
}

/** Every brand's paused products (the console's list; a few rows). */
export async function listSalesPauses(db: Db): Promise<CatalogueSalesPauseRow[]> {
  return db.select().from(catalogueSalesPauses);
}

/**
 * One price of a product's changes of a brand, oldest first, under a lock on that price held to
 * the end of the transaction: two admins changing it at once each see the other's change, so the
 * audit's "before" is never stale.
 */
export async function lockedChangesOfProduct(tx: Db, brandId: number, itemId: number, kind: CataloguePriceKind): Promise<CataloguePriceChangeRow[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('catalogue-price'), hashtext(${`${brandId}:${itemId}:${kind}`}))`);
  return tx
    .select()
    .from(cataloguePriceChanges)
    .where(and(eq(cataloguePriceChanges.brandId, brandId), eq(cataloguePriceChanges.itemId, itemId), eq(cataloguePriceChanges.priceKind, kind)))
    .orderBy(asc(cataloguePriceChanges.effectiveOn), asc(cataloguePriceChanges.id));
}

/** Every change of every brand, oldest first (the console's history; a table of a few rows a week). */
export async function listPriceChanges(db: Db): Promise<CataloguePriceChangeRow[]> {
  return db.select().from(cataloguePriceChanges).orderBy(asc(cataloguePriceChanges.effectiveOn), asc(cataloguePriceChanges.id));
}

export async function findPriceChange(db: Db, id: number): Promise<CataloguePriceChangeRow | undefined> {
  const [row] = await db.select().from(cataloguePriceChanges).where(eq(cataloguePriceChanges.id, id));
  return row;
}
