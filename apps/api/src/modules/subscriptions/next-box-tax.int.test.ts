import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nextBox } from '@app/domain/selection';
import { billInstant } from '@app/domain/subscriptions';
import { activate, patientAtCheckout } from '../../test/kits/checkout-test-kit';
import { appWithJobsOfFile, moveClock, renewalChargesOf, subscriptionOf } from '../../test/kits/subscription-test-kit';
import { AGENCY_HOST, MAIN_HOST, selectionData } from '../../test/kits/selection-test-kit';

// Issue 29 item 3: "Your next box" at checkout is the products and the tax the first renewal adds,
// the dashboard's total is their sum, and the first renewal charges exactly that, on both brands.

const file = appWithJobsOfFile();

describe('the next box’s tax, from checkout to the first renewal', () => {
  it.each([
    ['main', MAIN_HOST],
    ['agency', AGENCY_HOST],
  ])('%s: the checkout’s next box plus its estimated tax is the dashboard’s total, and the renewal charges it to the cent', async (_brand, host) => {
    const patient = await patientAtCheckout(file.t, { host, state: 'CA' });
    const checkout = await selectionData(patient);
    const next = nextBox(checkout, checkout.initialSelectedItemIds)!;
    expect(checkout.nextBoxTax).toBeGreaterThan(0);
    expect((await activate(patient, 'trial')).status).toBe(200);

    const dashboard = await subscriptionOf(patient);
    expect(dashboard.nextBox).toEqual({ subtotalCents: next.amount, taxCents: checkout.nextBoxTax, creditCents: 0, totalCents: next.amount + checkout.nextBoxTax! });

    const hours = Math.ceil((billInstant(dashboard.nextBillDate, dashboard.timeZone) - (await file.t.adapters.clock.now()).getTime()) / 3_600_000);
    await moveClock(file.t, file.jobs, hours + 1);
    const [charge] = await renewalChargesOf(file.t, dashboard.id);
    expect(charge).toMatchObject({ status: 'succeeded', amountCents: dashboard.nextBox.totalCents });
  }, 120_000);

  it('says the tax is to come when no state is on file yet', async () => {
    const patient = await patientAtCheckout(file.t, { host: MAIN_HOST });
    await file.t.handle.db.execute(sql`update patients set state = null where id = (select patient_id from visits where uuid = ${patient.uuid})`);
    expect((await selectionData(patient)).nextBoxTax).toBeNull();
  });
});
