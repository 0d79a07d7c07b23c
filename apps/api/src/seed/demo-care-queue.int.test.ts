import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, patients, prescriptions, visitReviews, visits } from '../db/schema/index';
import { findStaffByEmail } from '../modules/staff/staff.repository';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { signInAs } from '../test/staff-session';
import { TestClient } from '../test/test-client';
import { getBytes } from '../test/kits/photo-test-kit';
import { BRAND_DEMO_ACCOUNTS } from './demo-accounts';
import { seedDemoData } from './demo-data';
import { QUEUE_DEMO_ACCOUNT } from './demo-queue-patient';
import { RETURNING_DEMO_ACCOUNT } from './demo-returning-patient';
import { DEMO_STAFF } from './demo-staff';

// Issue 14 item 1 in demo data: a fresh start shows the demo provider a queue that makes sense
// (the fresh patient's visit only, the old visits decided), threads waiting in both states and a
// consultation on their calendar; a second start adds nothing.

let t: TestApp;
let provider: TestClient;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemoData(t.handle.db, t.secret, t.adapters);
  const staff = await findStaffByEmail(t.handle.db, DEMO_STAFF[0].email);
  provider = new TestClient(t.app);
  await signInAs(t, provider, { role: 'provider', staffId: staff!.id });
  await provider.get('/api/auth/csrf');
});
afterAll(() => t.close());

const db = () => t.handle.db;
/** Rows in each table the seed writes to (the names are this file's own constants). */
const TABLES = ['patients', 'visits', 'survey_responses', 'photos', 'consultations', 'orders', 'subscriptions', 'payment_methods', 'prescriptions', 'visit_reviews', 'care_threads', 'care_messages', 'audit_events'];
const counts = async () =>
  Object.fromEntries(
    await Promise.all(TABLES.map(async (table) => [table, Number((await db().execute(sql.raw(`select count(*)::int as n from ${table}`))).rows[0]!.n)] as const)),
  );

const patientIdOf = async (account: { brandId: number; email: string }) => {
  const [row] = await db().select({ id: patients.id }).from(patients).where(eq(patients.email, account.email));
  return row!.id;
};
const signupVisitOf = async (patientId: number) => {
  const [row] = await db().select().from(visits).where(eq(visits.patientId, patientId)).orderBy(visits.id).limit(1);
  return row!;
};

interface QueueBody {
  visits: { visitUuid: string; patientName: string; waitingMinutes: number }[];
  threads: { patientName: string; subject: string; waitingMinutes: number; isOverdue: boolean }[];
}
const queue = async (): Promise<QueueBody> => {
  const { visits: visitsPage, threads } = (await provider.get('/api/care/queue')).body.data;
  return { visits: visitsPage.items, threads: threads.items };
};
/** The fresh patient's visit as the queue lists it. */
const queuedVisit = async () => (await queue()).visits.find((visit) => visit.patientName === 'Casey Lane')!;

describe('the demo care team on a fresh start', () => {
  it('queues only the fresh patient’s visit, completed three hours ago; the demo patients’ old visits are decided', async () => {
    const { visits: waiting } = await queue();
    expect(waiting.map((visit) => visit.patientName)).toEqual(['Casey Lane']);
    expect(waiting[0]!.waitingMinutes).toBeGreaterThanOrEqual(179);
    expect(waiting[0]!.waitingMinutes).toBeLessThanOrEqual(181);
    for (const account of [BRAND_DEMO_ACCOUNTS[0], RETURNING_DEMO_ACCOUNT]) {
      const visit = await signupVisitOf(await patientIdOf(account));
      const view = (await provider.get(`/api/care/visits/${visit.uuid}`)).body.data;
      expect(view.decision, account.email).toMatchObject({ providerName: DEMO_STAFF[0].name });
      expect(view.decision.prescriptions.map((row: { itemName: string; status: string }) => [row.itemName, row.status])).toEqual([['Custom Formula', 'active']]);
      // Decided the day after the visit, when its prescription was written.
      expect(new Date(view.decision.decidedAt).getTime() - new Date(view.completedAt).getTime()).toBe(86_400_000);
    }
  });

  it('shows the fresh patient’s answers, photos, consultation and the two Rx to decide', async () => {
    const view = (await provider.get(`/api/care/visits/${(await queuedVisit()).visitUuid}`)).body.data;
    expect(view.patient).toMatchObject({ name: 'Casey Lane', state: QUEUE_DEMO_ACCOUNT.state, isMinor: false });
    expect(view.answers.length).toBeGreaterThan(3);
    expect(view.requestedRx).toHaveLength(2);
    expect(view.requestedRx.map((item: { name: string }) => item.name)).toContain('Deep Cleanse');
    expect(view.decision).toBeNull();
    expect(view.consultation).toMatchObject({ providerName: DEMO_STAFF[0].name, language: 'en' });
    expect(view.photos.map((photo: { perspective: string }) => photo.perspective)).toContain('photo_id');
    expect(view.photos.length).toBeGreaterThan(1);
    for (const photo of view.photos as { url: string }[]) {
      const file = await getBytes(t.app, provider, photo.url);
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
    }
  });

  it('lists two threads waiting for an answer: the older one overdue', async () => {
    const { threads } = await queue();
    expect(threads.map((thread) => [thread.patientName, thread.isOverdue])).toEqual([
      ['Riley Return', true],
      ['Casey Lane', false],
    ]);
    expect(Math.round(threads[0]!.waitingMinutes / 60)).toBe(50);
    expect(Math.round(threads[1]!.waitingMinutes / 60)).toBe(2);
  });

  it('puts the fresh patient’s consultation on the demo provider’s calendar, a day or more ahead', async () => {
    const calendar = (await provider.get('/api/care/calendar')).body.data as { patientName: string; startsAt: string; visitUuid: string | null }[];
    expect(calendar.map((booking) => [booking.patientName, booking.visitUuid])).toEqual([['Casey Lane', (await queuedVisit()).visitUuid]]);
    expect(new Date(calendar[0]!.startsAt).getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
  });

  it('lets the fresh patient sign in to a paid trial box holding two Rx products', async () => {
    const patient = new TestClient(t.app, 'localhost', '10.88.0.1');
    expect((await patient.post('/auth/login', { email: QUEUE_DEMO_ACCOUNT.email, password: QUEUE_DEMO_ACCOUNT.password })).status).toBe(200);
    const [subscription] = (await patient.get('/api/patient/subscriptions')).body.data;
    expect(subscription.status).toBe('trialing');
    expect(subscription.items.filter((item: { isRx: boolean }) => item.isRx)).toHaveLength(2);
    expect((await patient.get('/api/patient/orders')).body.data).toHaveLength(1);
  });

  it('adds nothing when it runs again', async () => {
    const before = await counts();
    await seedDemoData(t.handle.db, t.secret, t.adapters);
    expect(await counts()).toEqual(before);
  });
});

describe('a database seeded before the decisions existed', () => {
  it('gets the old visits decided, their prescriptions linked, and the returning patient’s prescription', async () => {
    // As the previous seed left it: prescriptions without a visit, no review, none for the returning patient.
    const [demoId, returningId] = [await patientIdOf(BRAND_DEMO_ACCOUNTS[0]), await patientIdOf(RETURNING_DEMO_ACCOUNT)];
    await db().delete(visitReviews).where(inArray(visitReviews.patientId, [demoId, returningId]));
    await db().update(prescriptions).set({ visitId: null }).where(eq(prescriptions.patientId, demoId));
    await db().delete(prescriptions).where(eq(prescriptions.patientId, returningId));
    await db().update(visits).set({ facts: sql`${visits.facts} - 'reviewDecided'` }).where(inArray(visits.patientId, [demoId, returningId]));
    expect((await queue()).visits.map((visit) => visit.patientName)).toEqual(['Riley Return', 'Avery Demo', 'Casey Lane']);

    await seedDemoData(t.handle.db, t.secret, t.adapters);
    expect((await queue()).visits.map((visit) => visit.patientName)).toEqual(['Casey Lane']);
    const signup = await signupVisitOf(demoId);
    const linked = await db().select().from(prescriptions).where(eq(prescriptions.visitId, signup.id));
    expect(linked.map((row) => row.itemName)).toEqual(['Custom Formula']);
    expect(await db().select().from(prescriptions).where(eq(prescriptions.patientId, returningId))).toHaveLength(1);
    const trail = await db().select().from(auditEvents).where(and(eq(auditEvents.patientId, demoId), eq(auditEvents.action, 'visit.record-past-decision'))).orderBy(auditEvents.id);
    expect(trail.map((row) => [row.actorRole, row.subject])).toEqual([
      ['system', expect.objectContaining({ visitUuid: signup.uuid, linkedPrescriptions: 0 })],
      ['system', expect.objectContaining({ visitUuid: signup.uuid, linkedPrescriptions: 1 })],
    ]);
  });
});
