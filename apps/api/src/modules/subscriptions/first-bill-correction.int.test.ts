import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { addDays, billInstant } from '@app/domain/subscriptions';
import { findApiRoot } from '../../db/api-root';
import { subscriptionEvents, subscriptionRenewals, subscriptions } from '../../db/schema/index';
import { suiteTestApp } from '../../test/suite-test-app';
import { AGENCY_HOST, MAIN_HOST } from '../../test/kits/selection-test-kit';
import { subscriptionOf, trialPatient } from '../../test/kits/subscription-test-kit';

// Migration 0025 (issue 29 item 2, ADR 137): the subscriptions activation stored with the trial
// box's 30 days where the first shipment was a two-month supply get their first renewal 60 days on,
// with a history row; set-based, so 100,000 of them take one statement.

const MIGRATION = readFileSync(join(findApiRoot(), 'drizzle', '0025_correct_two_month_first_bill_dates.sql'), 'utf8');

const t = suiteTestApp();

/** Runs the migration's SQL again on the test database, as the migrations' owner would at boot. */
async function runCorrection(): Promise<void> {
  const client = new pg.Client({ connectionString: t.databaseUrl });
  await client.connect();
  try {
    await client.query(MIGRATION);
  } finally {
    await client.end();
  }
}

/** A row as the old activation wrote it: the trial ending, and the next box billing, 30 local days after the start (moved by `movedDays`). */
async function storeAsBefore(subscriptionId: number, startedOn: string, timeZone: string, movedDays = 0): Promise<string> {
  const wrong = addDays(startedOn, 30);
  const next = addDays(wrong, movedDays);
  await t.handle.db
    .update(subscriptions)
    .set({ trialEndsAt: new Date(billInstant(wrong, timeZone)), nextBillDate: next, nextBillAt: new Date(billInstant(next, timeZone)) })
    .where(eq(subscriptions.id, subscriptionId));
  return next;
}

const rowOf = async (id: number) => (await t.handle.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;
const eventsOf = (id: number) => t.handle.db.select().from(subscriptionEvents).where(eq(subscriptionEvents.subscriptionId, id));
const startDateOf = (view: { nextBillDate: string }, supplyDays: number) => addDays(view.nextBillDate, -supplyDays);

describe('migration 0025: two-month first shipments stored with a 30-day first renewal', () => {
  it('moves the first renewal to 60 days on with a history row, keeps a later date the patient chose, and leaves the rest alone', async () => {
    const wrong = await trialPatient(t, { host: AGENCY_HOST });
    const postponed = await trialPatient(t, { host: AGENCY_HOST });
    const renewing = await trialPatient(t, { host: AGENCY_HOST });
    const main = await trialPatient(t, { host: MAIN_HOST });
    const zone = wrong.subscription.timeZone;
    const startedOn = startDateOf(wrong.subscription, 60);
    const wrongDate = await storeAsBefore(wrong.subscription.id, startedOn, zone);
    // Postponed five weeks past the wrong date: already after the supply runs out.
    const postponedDate = await storeAsBefore(postponed.subscription.id, startDateOf(postponed.subscription, 60), zone, 35);
    // A renewal already opened for the wrong date is the renewals pass's, not the migration's.
    const renewingDate = await storeAsBefore(renewing.subscription.id, startDateOf(renewing.subscription, 60), zone);
    await t.handle.db.insert(subscriptionRenewals).values({ subscriptionId: renewing.subscription.id, cycle: 1, billDate: renewingDate, nextTryAt: new Date() });
    const before = await subscriptionOf(wrong.patient);
    expect(before.nextBillDate).toBe(wrongDate);

    await runCorrection();

    const corrected = await subscriptionOf(wrong.patient);
    const right = addDays(startedOn, 60);
    expect(corrected).toMatchObject({ nextBillDate: right, trialEndsAt: new Date(billInstant(right, zone)).toISOString() });
    expect(Date.parse(corrected.nextBillAt)).toBe(billInstant(right, zone));
    // The runway the dashboard shows now agrees: the next box arrives as the supply runs out.
    expect(corrected.runway).toMatchObject({ supplyDays: 60, gapDays: 0 });
    const history = (await wrong.patient.client.get(`/api/patient/subscriptions/${wrong.subscription.id}/history`)).body.data as { kind: string; actor: string; details: Record<string, unknown> }[];
    expect(history[0]).toMatchObject({ kind: 'first-box-corrected', actor: 'system', details: { from: wrongDate, to: right, reason: 'two-month-supply' } });

    const kept = await rowOf(postponed.subscription.id);
    expect(kept.nextBillDate).toBe(postponedDate);
    expect(kept.trialEndsAt?.getTime()).toBe(billInstant(addDays(startDateOf(postponed.subscription, 60), 60), zone));
    expect((await eventsOf(postponed.subscription.id)).map((event) => event.kind)).toEqual(['started']);
    expect((await rowOf(renewing.subscription.id)).nextBillDate).toBe(renewingDate);
    expect((await eventsOf(renewing.subscription.id)).map((event) => event.kind)).toEqual(['started']);
    expect((await subscriptionOf(main.patient)).nextBillDate).toBe(main.subscription.nextBillDate);

    // Run again, it finds nothing left to correct.
    await runCorrection();
    expect((await eventsOf(wrong.subscription.id)).filter((event) => event.kind === 'first-box-corrected')).toHaveLength(1);
    expect((await subscriptionOf(wrong.patient)).nextBillDate).toBe(right);
  }, 120_000);

  it('corrects 100,000 subscriptions in one statement', async () => {
    const COUNT = 100_000;
    const model = await trialPatient(t, { host: AGENCY_HOST });
    const source = await rowOf(model.subscription.id);
    const startedOn = startDateOf(model.subscription, 60);
    await storeAsBefore(source.id, startedOn, source.timeZone);
    // 100,000 visits of the model's patient, each with a subscription stored as the old activation did.
    await t.handle.db.execute(sql`
      with made as (
        insert into visits (patient_id, brand_id, flow, treatment_category)
        select ${source.patientId}, ${source.brandId}, 'agency-signup-skin', ${source.treatmentCategory} from generate_series(1, ${COUNT})
        returning id
      )
      insert into subscriptions (patient_id, visit_id, brand_id, treatment_category, status, cadence_days, trial_ends_at, time_zone,
                                 next_bill_date, next_bill_at, intro_offer_id, payment_method_id, created_at)
      select s.patient_id, made.id, s.brand_id, s.treatment_category, s.status, s.cadence_days, s.trial_ends_at, s.time_zone,
             s.next_bill_date, s.next_bill_at, s.intro_offer_id, s.payment_method_id, s.created_at
        from made cross join subscriptions s where s.id = ${source.id}`);
    const started = performance.now();
    await runCorrection();
    const ms = performance.now() - started;
    const [counts] = (
      await t.handle.db.execute<{ corrected: number; events: number }>(sql`
        select (select count(*)::int from subscriptions where id >= ${source.id} and next_bill_date = ${addDays(startedOn, 60)}) as corrected,
               (select count(*)::int from subscription_events where subscription_id >= ${source.id} and kind = 'first-box-corrected') as events`)
    ).rows;
    expect(counts).toEqual({ corrected: COUNT + 1, events: COUNT + 1 });
    // A generous bound for a shared machine: a statement per row would take minutes.
    expect(ms).toBeLessThan(60_000);
  }, 300_000);
});
