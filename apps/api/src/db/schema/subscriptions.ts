import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { paymentMethods } from './payments';
import { patientRef } from './patients';
import { visits } from './visits';

/**
 * Subscriptions with their items, renewal cycles, history, notices, one-tap links and the safety
 * check before a box bills (ADR 106, 114). The orders, invoices and checkout attempts they lead to
 * are in orders.ts.
 */

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial().primaryKey(),
    patientId: patientRef(),
    visitId: integer()
      .notNull()
      .references(() => visits.id),
    brandId: integer().notNull(),
    treatmentCategory: integer().notNull(),
    status: text().$type<SubscriptionStatus>().notNull(),
    /** Days between boxes after the first: 60, or 30 for small bottles (001 §9). */
    cadenceDays: integer().notNull(),
    trialEndsAt: timestamp({ withTimezone: true }),
    /** The patient's zone, which bill dates are calendar days of (ADR 114). */
    timeZone: text().notNull().default('America/New_York'),
    /** The next box's bill date, a calendar day in `timeZone`; `nextBillAt` is its instant (10:00 local). */
    nextBillDate: date({ mode: 'string' }).notNull(),
    nextBillAt: timestamp({ withTimezone: true }).notNull(),
    /** Boxes billed after the first: the next renewal is cycle `cycle + 1`. */
    cycle: integer().notNull().default(0),
    pauseReason: text().$type<PauseReason>(),
    pausedAt: timestamp({ withTimezone: true }),
    cancelReason: text(),
    canceledAt: timestamp({ withTimezone: true }),
    introOfferId: text(),
    paymentMethodId: integer()
      .notNull()
      .references(() => paymentMethods.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('subscriptions_patient_idx').on(table.patientId),
    // One subscription per visit: a second activation of the same sign-up finds the first.
    uniqueIndex('subscriptions_visit_idx').on(table.visitId),
    // The renewals pass reads the subscriptions whose box is due.
    // The renewals pass walks it in (time, id) pages (ADR 125): the id makes the keyset an index condition.
    index('subscriptions_due_idx').on(table.nextBillAt, table.id).where(sql`${table.status} in ('trialing', 'active')`),
    check('subscriptions_status_check', sql`${table.status} in ('trialing', 'active', 'paused', 'canceled')`),
  ],
);

export type SubscriptionStatus = 'trialing' | 'active' | 'paused' | 'canceled';
/** Why a subscription is paused: the patient asked, or the last retry of a charge failed. */
export type PauseReason = 'patient' | 'payment-failed';
export type RenewalStatus = 'open' | 'paid' | 'held' | 'abandoned';

/**
 * One cycle of a subscription being billed (ADR 114): opened by the renewals pass when its box is
 * due, and unique per cycle, so however many workers reach it the cycle is billed once. Its charge
 * attempts are checkout attempts naming it; a decline schedules the next try.
 */
export const subscriptionRenewals = pgTable(
  'subscription_renewals',
  {
    id: serial().primaryKey(),
    subscriptionId: integer()
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    cycle: integer().notNull(),
    billDate: date({ mode: 'string' }).notNull(),
    status: text().$type<RenewalStatus>().notNull().default('open'),
    /** Charges tried: the first, then the retries after 1, 3 and 5 days. */
    tries: integer().notNull().default(0),
    nextTryAt: timestamp({ withTimezone: true }).notNull(),
    lastFailure: text(),
    orderId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('subscription_renewals_cycle_key').on(table.subscriptionId, table.cycle),
    index('subscription_renewals_open_idx').on(table.nextTryAt, table.id).where(sql`${table.status} = 'open'`),
    check('subscription_renewals_status_check', sql`${table.status} in ('open', 'paid', 'held', 'abandoned')`),
  ],
);

export type SubscriptionActor = 'patient' | 'provider' | 'operator' | 'system';

/**
 * What happened to a subscription, who did it and when (issue 13 item 5): written in the same
 * transaction as the change, never updated; the patient's history and the operator's view read it.
 */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: serial().primaryKey(),
    subscriptionId: integer()
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    actor: text().$type<SubscriptionActor>().notNull(),
    actorId: integer(),
    details: jsonb().$type<Record<string, string | number | null>>().notNull().default({}),
    /** The clock's time of the change (ADR 110). */
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [
    index('subscription_events_subscription_idx').on(table.subscriptionId, table.at),
    check('subscription_events_actor_check', sql`${table.actor} in ('patient', 'provider', 'operator', 'system')`),
  ],
);

/** Messages sent about one box (the 3-day notice…): one row per box, date and kind, so a pass sends each once. */
export const subscriptionNotices = pgTable(
  'subscription_notices',
  {
    id: serial().primaryKey(),
    subscriptionId: integer()
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    billDate: date({ mode: 'string' }).notNull(),
    kind: text().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [unique('subscription_notices_box_kind_key').on(table.subscriptionId, table.billDate, table.kind)],
);

/**
 * A one-tap link of the 3-day notice (issue 13 item 6): skip or postpone one box without signing
 * in. Only the token's SHA-256 is kept; it works once and until the box's change cutoff.
 */
export const oneTapLinks = pgTable(
  'one_tap_links',
  {
    id: serial().primaryKey(),
    tokenHash: text().notNull(),
    subscriptionId: integer()
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    billDate: date({ mode: 'string' }).notNull(),
    action: text().$type<'skip' | 'postpone'>().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('one_tap_links_token_idx').on(table.tokenHash)],
);

/** What each later box holds, at the price it was sold under. */
export const subscriptionItems = pgTable(
  'subscription_items',
  {
    id: serial().primaryKey(),
    subscriptionId: integer()
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    itemId: integer().notNull(),
    name: text().notNull(),
    isRx: boolean().notNull(),
    /** The prescription the subscription is for: the patient cannot take it off (a provider's decline can). */
    isRequired: boolean().notNull().default(false),
    priceCents: integer().notNull(),
    position: integer().notNull(),
  },
  (table) => [
    index('subscription_items_subscription_idx').on(table.subscriptionId),
    // The price notices find the boxes that hold an item (ADR 160).
    index('subscription_items_item_idx').on(table.itemId),
  ],
);

/**
 * The safety check before a box bills (issue 13 item 7): the patient's answers for one box; a
 * flagged answer holds that box for the provider instead of billing and sending it.
 */
export const boxSafetyChecks = pgTable(
  'box_safety_checks',
  {
    id: serial().primaryKey(),
    subscriptionId: integer()
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    billDate: date({ mode: 'string' }).notNull(),
    answers: jsonb().$type<Record<string, boolean>>().notNull(),
    isFlagged: boolean().notNull(),
    answeredAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [unique('box_safety_checks_box_key').on(table.subscriptionId, table.billDate)],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type SubscriptionItemRow = typeof subscriptionItems.$inferSelect;
export type SubscriptionRenewalRow = typeof subscriptionRenewals.$inferSelect;
export type SubscriptionEventRow = typeof subscriptionEvents.$inferSelect;
export type OneTapLinkRow = typeof oneTapLinks.$inferSelect;
