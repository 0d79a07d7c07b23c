import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { rowAsJson, rowFromJson } from '../../db/json-row';
import { prepared } from '../../db/prepared';
import {
  boxSafetyChecks,
  subscriptionItems,
  subscriptionRenewals,
  subscriptions,
  type SubscriptionItemRow,
  type SubscriptionRenewalRow,
  type SubscriptionRow,
} from '../../db/schema/index';
import type { SafetyCheckRow } from './safety-checks.repository';

/** A subscription with what its view shows beside it. */
export interface SubscriptionBox {
  subscription: SubscriptionRow;
  /** Its products, in their order. */
  items: SubscriptionItemRow[];
  /** Its newest unpaid renewal (open, held for the provider, or abandoned when it paused). */
  renewal: SubscriptionRenewalRow | undefined;
  /** Its newest paid renewal: the box whose supply the patient is using. */
  lastPaid: SubscriptionRenewalRow | undefined;
  /** The safety answers for its next box. */
  safetyCheck: SafetyCheckRow | undefined;
}

// Each subquery names its own table: a renewals table twice needs two names.
const item = alias(subscriptionItems, 'item');
const unpaid = alias(subscriptionRenewals, 'unpaid');
const paid = alias(subscriptionRenewals, 'paid');
const check = alias(boxSafetyChecks, 'safety_check');

// Each part is its own SQL object, nested in the selection: Drizzle writes the columns of a
// one-table select's own chunks without their table, which inside a subquery would be ambiguous.
// An alias in a template is written as its name alone, so each FROM names the table before it.
const ITEMS = sql`coalesce((
  select json_agg(${rowAsJson(item)} order by ${item.position}, ${item.id}) from ${subscriptionItems} ${item}
   where ${item.subscriptionId} = ${subscriptions.id}), '[]'::json)`;
const UNPAID = sql`(
  select ${rowAsJson(unpaid)} from ${subscriptionRenewals} ${unpaid}
   where ${unpaid.subscriptionId} = ${subscriptions.id} and ${unpaid.status} in ('open', 'abandoned', 'held')
   order by ${unpaid.cycle} desc limit 1)`;
const LAST_PAID = sql`(
  select ${rowAsJson(paid)} from ${subscriptionRenewals} ${paid}
   where ${paid.subscriptionId} = ${subscriptions.id} and ${paid.status} = 'paid'
   order by ${paid.cycle} desc limit 1)`;
const NEXT_SAFETY_CHECK = sql`(
  select ${rowAsJson(check)} from ${boxSafetyChecks} ${check}
   where ${check.subscriptionId} = ${subscriptions.id} and ${check.billDate} = ${subscriptions.nextBillDate})`;

/**
 * The patient's subscriptions, newest first, each with its items, unpaid and last paid renewals and
 * the next box's safety answers, in ONE statement (a consistent snapshot without a transaction):
 * the dashboard reads it on every visit, and each statement costs a round trip (ADR 127). Each
 * part is read on its own index (`subscription_items_subscription_idx`,
 * `subscription_renewals_cycle_key` newest cycle first, `box_safety_checks_box_key`).
 */
export async function findSubscriptionBoxesOfPatient(db: Db, patientId: number): Promise<SubscriptionBox[]> {
  const statement = prepared(db, 'subscription_boxes_of_patient', (d) =>
    d
      .select({
        subscription: sql<Record<string, unknown>>`${rowAsJson(subscriptions)}`,
        items: sql<Record<string, unknown>[]>`${ITEMS}`,
        renewal: sql<Record<string, unknown> | null>`${UNPAID}`,
        lastPaid: sql<Record<string, unknown> | null>`${LAST_PAID}`,
        safetyCheck: sql<Record<string, unknown> | null>`${NEXT_SAFETY_CHECK}`,
      })
      .from(subscriptions)
      .where(eq(subscriptions.patientId, sql.placeholder('patientId')))
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id)),
  );
  const rows = await statement.execute({ patientId });
  return rows.map((row) => ({
    subscription: rowFromJson(subscriptions, row.subscription),
    items: row.items.map((json) => rowFromJson(subscriptionItems, json)),
    renewal: row.renewal ? rowFromJson(subscriptionRenewals, row.renewal) : undefined,
    lastPaid: row.lastPaid ? rowFromJson(subscriptionRenewals, row.lastPaid) : undefined,
    safetyCheck: row.safetyCheck ? rowFromJson(boxSafetyChecks, row.safetyCheck) : undefined,
  }));
}
