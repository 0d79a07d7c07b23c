import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { BrandSelectionSettings, CardCopy } from '@app/domain/selection';
import type { CataloguePriceKind } from '@app/domain/subscriptions';
import { staffRef } from './staff';
import { subscriptions } from './subscriptions';

/**
 * A product's full-size price for a brand from a date (issue 33 item 2, ADR 160). The code's
 * catalogue is the first version; each row overlays it from `effectiveOn`, the newest per item
 * winning. Rows are never changed: a new price is a new row, so the history stays.
 */
export const cataloguePriceChanges = pgTable(
  'catalogue_price_changes',
  {
    id: serial().primaryKey(),
    brandId: integer().notNull(),
    itemId: integer().notNull(),
    /** Which of the item's prices (ADR 165): only a full-size change bills renewals and is told to subscribers. */
    priceKind: text().$type<CataloguePriceKind>().notNull().default('full-size'),
    priceCents: integer().notNull(),
    /** The first bill date of a box at this price (in the subscription's zone). */
    effectiveOn: date({ mode: 'string' }).notNull(),
    /** When checkouts take it: midnight of `effectiveOn` in the business's zone. */
    effectiveFrom: timestamp({ withTimezone: true }).notNull(),
    staffId: staffRef(),
    reason: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    index('catalogue_price_changes_item_idx').on(table.brandId, table.itemId, table.priceKind, table.effectiveOn),
    index('catalogue_price_changes_from_idx').on(table.brandId, table.effectiveFrom),
    check('catalogue_price_changes_price_check', sql`${table.priceCents} >= 0`),
    check('catalogue_price_changes_kind_check', sql`${table.priceKind} in ('full-size', 'trial-size', 'one-time')`),
  ],
);

/** A subscriber told of a price change (the outbox holds the email): the date starts the 7 days' notice. */
export const priceChangeNotices = pgTable(
  'price_change_notices',
  {
    priceChangeId: integer()
      .notNull()
      .references(() => cataloguePriceChanges.id),
    subscriptionId: integer()
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    noticedOn: date({ mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.priceChangeId, table.subscriptionId] }), index('price_change_notices_subscription_idx').on(table.subscriptionId)],
);

/**
 * A brand's over-the-counter product whose new sales an admin paused (issue 33 item 2): no new box,
 * added product or shop order takes it; subscriptions holding it renew as before. Resuming deletes
 * the row; the audit trail keeps each pause and resume with its reason.
 */
export const catalogueSalesPauses = pgTable(
  'catalogue_sales_pauses',
  {
    brandId: integer().notNull(),
    /** The catalogue card's key: the product with every option of it. */
    productKey: text().notNull(),
    pausedAt: timestamp({ withTimezone: true }).notNull(),
    staffId: staffRef(),
    reason: text().notNull(),
  },
  (table) => [primaryKey({ columns: [table.brandId, table.productKey] })],
);

export type CatalogueSalesPauseRow = typeof catalogueSalesPauses.$inferSelect;
export type CataloguePriceChangeRow = typeof cataloguePriceChanges.$inferSelect;

/**
 * How a brand sells as an admin set it (issue 33 item 3, ADR 163): its trial offer, flags, copy,
 * fees, gift and offered promotion, whole, as `BrandSelectionSettings`. The newest row of a brand
 * is in effect; with none, the brand sells as configured in code. Rows are never changed: each
 * change is a new row, so the history stays beside the audit trail.
 */
export const brandSellingChanges = pgTable(
  'brand_selling_changes',
  {
    id: serial().primaryKey(),
    brandId: integer().notNull(),
    // Written only by an admin's change, checked whole by the contract and the domain's rules.
    settings: jsonb().$type<BrandSelectionSettings>().notNull(),
    staffId: staffRef(),
    reason: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('brand_selling_changes_brand_idx').on(table.brandId, table.id)],
);

export type BrandSellingChangeRow = typeof brandSellingChanges.$inferSelect;

/**
 * A product card's copy for a brand as an admin set it (issue 33 item 2, ADR 167): name, card
 * description, claim, and the details' tagline and description, whole, as `CardCopy`. The newest
 * row of a brand's card is in effect; with none, the card says what the catalogue's code says.
 * Rows are never changed: each change is a new row, beside its audit row.
 */
export const cardCopyChanges = pgTable(
  'card_copy_changes',
  {
    id: serial().primaryKey(),
    brandId: integer().notNull(),
    /** The catalogue card's key (every option of the product shares its card). */
    cardKey: text().notNull(),
    // Written only by an admin's change, checked whole by the contract and the domain's rules.
    copy: jsonb().$type<CardCopy>().notNull(),
    staffId: staffRef(),
    reason: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('card_copy_changes_card_idx').on(table.brandId, table.cardKey, table.id)],
);

export type CardCopyChangeRow = typeof cardCopyChanges.$inferSelect;
