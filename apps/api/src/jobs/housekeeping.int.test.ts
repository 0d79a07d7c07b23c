import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  appointmentTimeSlots,
  consultations,
  emailVerificationTokens,
  phoneVerificationCodes,
  providers,
  rateLimitCounters,
  ownCarts,
  sessions,
  shopCarts,
} from '../db/schema/index';
import { suiteTestApp } from '../test/suite-test-app';
import { TestClient } from '../test/test-client';
import { runHousekeeping } from './housekeeping';

const t = suiteTestApp();

const policy = { idleMinutes: 30, absoluteHours: 12 };

describe('housekeeping', () => {
  it('removes stale sessions and old counters, keeping live ones', async () => {
    const live = new TestClient(t.app);
    await live.post('/api/eligibility/evaluate', { state: 'CA', birthdate: '04/12/1990', hasAcceptedTerms: true });
    const stale = new TestClient(t.app);
    await stale.post('/api/eligibility/evaluate', { state: 'NY', birthdate: '04/12/1990', hasAcceptedTerms: true });
    await t.handle.db.update(sessions).set({ lastSeenAt: sql`now() - interval '2 hours'` }).where(sql`${sessions.data}->'eligibility'->>'state' = 'NY'`);
    await t.handle.db.insert(rateLimitCounters).values([
      { key: 'old', windowStart: new Date(Date.now() - 2 * 86_400_000), count: 3 },
      { key: 'fresh', windowStart: new Date(), count: 1 },
    ]);

    await runHousekeeping(t.handle.db, policy);
    const left = await t.handle.db.select().from(sessions);
    expect(left.map((row) => row.data.eligibility?.state)).toEqual(['CA']);
    expect((await t.handle.db.select().from(rateLimitCounters)).map((row) => row.key)).toEqual(['fresh']);
  });

  it('removes expired phone codes and email links, keeping live ones', async () => {
    const client = new TestClient(t.app);
    const registered = await client.post('/api/register', { email: 'cleanup@example.com', password: 'correct-horse', acceptedTOS: true, isAtLeast13: true });
    const patientId = registered.body.user.id as number;
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 600_000);
    await t.handle.db.insert(phoneVerificationCodes).values([
      { patientId, phone: '5551230000', codeHash: 'expired', expiresAt: past },
      { patientId, phone: '5551230000', codeHash: 'live', expiresAt: future },
    ]);
    await t.handle.db.insert(emailVerificationTokens).values([
      { tokenHash: 'expired-token', patientId, expiresAt: past },
      { tokenHash: 'live-token', patientId, expiresAt: future },
    ]);
    await runHousekeeping(t.handle.db, policy);
    expect((await t.handle.db.select().from(phoneVerificationCodes)).map((row) => row.codeHash)).toEqual(['live']);
    expect((await t.handle.db.select().from(emailVerificationTokens)).map((row) => row.tokenHash)).toEqual(['live-token']);
  });

  it('removes consultation slots a day past and never booked, keeping booked, recent and future ones', async () => {
    const client = new TestClient(t.app, undefined, '10.3.0.1');
    const registered = await client.post('/api/register', { email: 'slots@example.com', password: 'correct-horse', acceptedTOS: true, isAtLeast13: true });
    const patientId = registered.body.user.id as number;
    const db = t.handle.db;
    const [provider] = await db.insert(providers).values({ name: 'Dr. Housekeeping' }).returning();
    const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000);
    const [oldFree, oldBooked, recentFree, future] = await db
      .insert(appointmentTimeSlots)
      .values([-48, -50, -2, 24].map((hours) => ({ providerId: provider!.id, startsAt: hoursFromNow(hours) })))
      .returning();
    // A cancelled booking still names its slot: the slot is the record of when it was.
    await db.insert(consultations).values({ patientId, brandId: 1, timeSlotId: oldBooked!.id, cancelledAt: hoursFromNow(-60) });

    await runHousekeeping(t.handle.db, policy);
    const left = await db.select({ id: appointmentTimeSlots.id }).from(appointmentTimeSlots).where(eq(appointmentTimeSlots.providerId, provider!.id));
    const ids = left.map((row) => row.id).sort((a, b) => a - b);
    expect(ids).not.toContain(oldFree!.id);
    expect(ids).toEqual([oldBooked!.id, recentFree!.id, future!.id]);
  });

  it('removes visitors’ shop carts left for 30 days with their lines, keeping fresh ones and accounts’ carts', async () => {
    const db = t.handle.db;
    const variantId = 'gid://teleskin/ProductVariant/5002';
    const addAs = async (client: TestClient) => (await client.post('/api/shop/carts', { lines: [{ variantId, quantity: 1 }] })).body.data.id as string;
    const left = await addAs(new TestClient(t.app, undefined, '10.3.1.1'));
    const fresh = await addAs(new TestClient(t.app, undefined, '10.3.1.2'));
    const shopper = new TestClient(t.app, undefined, '10.3.1.3');
    await shopper.post('/api/register', { email: 'cart-keeper@example.com', password: 'correct-horse', acceptedTOS: true, isAtLeast13: true });
    const account = await addAs(shopper);
    const longAgo = new Date(Date.now() - 31 * 86_400_000);
    await db.update(shopCarts).set({ updatedAt: longAgo }).where(sql`${shopCarts.id} in (${left}, ${account})`);
    const [leftRow] = await db.select().from(shopCarts).where(eq(shopCarts.id, left));

    await runHousekeeping(db, policy);
    expect((await db.select({ id: shopCarts.id }).from(shopCarts)).map((row) => row.id).sort()).toEqual([account, fresh].sort());
    expect(await db.select().from(ownCarts).where(eq(ownCarts.id, leftRow!.serviceCartId))).toEqual([]);
  });
});
