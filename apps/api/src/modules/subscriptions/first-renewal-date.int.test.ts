import { describe, expect, it } from 'vitest';
import type { SubscriptionView } from '@app/domain/contracts';
import { formatBillDate, addDays, billInstant, calendarDateIn, daysBetween, BILL_NOTICE_DAYS } from '@app/domain/subscriptions';
import { AGENCY_HOST, MAIN_HOST, type SellingPatient } from '../../test/kits/selection-test-kit';
import { appWithJobsOfFile, emailsOf, moveClock, ordersOfSubscription, patientIdOf, renewalChargesOf, subscriptionOf, trialPatient } from '../../test/kits/subscription-test-kit';

// Issue 29 item 2: the first renewal bills when the first shipment's supply runs out. The main
// brand's trial box lasts 30 days; the agency's "50% off a 2-month supply" lasts 60, though its
// later small bottles come every 30. The dashboard, the runway meter, the `.ics` of the order's
// confirmation and the 3-day notice all read that one date.

const file = appWithJobsOfFile();

interface Started {
  patient: SellingPatient;
  patientId: number;
  subscription: SubscriptionView;
  startedOn: string;
}

async function startTrial(host: string): Promise<Started> {
  const { patient, subscription } = await trialPatient(file.t, { host });
  const startedOn = calendarDateIn((await file.t.adapters.clock.now()).getTime(), subscription.timeZone);
  return { patient, patientId: await patientIdOf(file.t, patient), subscription, startedOn };
}

/** The `.ics` event of the order's confirmation: its start, as `YYYYMMDDTHHMMSS` in the patient's zone. */
async function calendarStartOf(started: Started): Promise<string | undefined> {
  await file.jobs.runDue();
  const [confirmation] = await emailsOf(file.t, started.patientId, 'subscription-box-paid');
  return /DTSTART;TZID=[^:]+:(\d{8}T\d{6})/.exec(confirmation?.attachments[0]?.content ?? '')?.[1];
}

const icsDate = (date: string) => `${date.replaceAll('-', '')}T100000`;

describe('the first renewal of a trial (issue 29 item 2)', () => {
  let main: Started;
  let agency: Started;

  it('is 30 days on for the main brand’s trial box, and 60 for the agency’s two-month first shipment, everywhere it is shown', async () => {
    main = await startTrial(MAIN_HOST);
    agency = await startTrial(AGENCY_HOST);
    for (const [started, supplyDays, cadenceDays] of [
      [main, 30, 60],
      [agency, 60, 30],
    ] as const) {
      const { subscription, startedOn } = started;
      // The dashboard: the date, its 10:00 local instant, the trial's end.
      expect(subscription).toMatchObject({ status: 'trialing', cadenceDays, nextBillDate: addDays(startedOn, supplyDays) });
      expect(Date.parse(subscription.nextBillAt)).toBe(billInstant(subscription.nextBillDate, subscription.timeZone));
      expect(subscription.trialEndsAt).toBe(subscription.nextBillAt);
      // The runway meter: the box held `supplyDays`, and the next one arrives as it runs out.
      expect(subscription.runway).toMatchObject({ supplyDays, daysLeft: supplyDays, gapDays: 0 });
      expect(subscription.runway.nextArrivesOn).toBe(subscription.runway.supplyEndsOn);
      // The `.ics` of the order's confirmation.
      expect(await calendarStartOf(started)).toBe(icsDate(subscription.nextBillDate));
    }
  });

  it('sends the agency’s 3-day notice for that date, and bills it then, not after 30 days', async () => {
    const { subscription, patient, patientId } = agency;
    const now = (await file.t.adapters.clock.now()).getTime();
    // Day 31: the main brand's box has billed; the agency's has not, nor has its notice gone out.
    await moveClock(file.t, file.jobs, Math.ceil((billInstant(addDays(main.subscription.nextBillDate, 1), subscription.timeZone) - now) / 3_600_000));
    expect(await renewalChargesOf(file.t, main.subscription.id)).toHaveLength(1);
    expect(await renewalChargesOf(file.t, subscription.id)).toEqual([]);
    expect(await emailsOf(file.t, patientId, 'subscription-bills-soon')).toEqual([]);
    expect((await subscriptionOf(patient)).nextBillDate).toBe(subscription.nextBillDate);

    // Three days before: the notice names the dashboard's date.
    const noticeDay = addDays(subscription.nextBillDate, -BILL_NOTICE_DAYS);
    await moveClock(file.t, file.jobs, Math.ceil((billInstant(noticeDay, subscription.timeZone) - (await file.t.adapters.clock.now()).getTime()) / 3_600_000));
    const [notice] = await emailsOf(file.t, patientId, 'subscription-bills-soon');
    expect(notice?.body).toContain(formatBillDate(subscription.nextBillDate, subscription.timeZone));
    expect(await renewalChargesOf(file.t, subscription.id)).toEqual([]);

    // The bill day: charged once, and the next box one small-bottle cadence later.
    await moveClock(file.t, file.jobs, BILL_NOTICE_DAYS * 24 + 1);
    expect(await renewalChargesOf(file.t, subscription.id)).toHaveLength(1);
    expect((await ordersOfSubscription(file.t, subscription.id)).map((order) => order.kind)).toEqual(['trial', 'renewal']);
    const renewed = await subscriptionOf(patient);
    expect(renewed).toMatchObject({ status: 'active', nextBillDate: addDays(subscription.nextBillDate, 30) });
    expect(daysBetween(agency.startedOn, subscription.nextBillDate)).toBe(60);
    // After the first box, the runway counts one cadence.
    expect(renewed.runway.supplyDays).toBe(30);
  }, 120_000);
});
