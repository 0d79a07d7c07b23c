import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { auditEvents, prescriptions, visitReviews } from '../../db/schema/index';
import { suiteTestApp } from '../../test/suite-test-app';
import { getBytes } from '../../test/kits/photo-test-kit';
import { subscriptionOf } from '../../test/kits/subscription-test-kit';
import { reviewablePatient, signedInProvider } from '../../test/kits/care-portal-test-kit';

// Issue 14, items 2 and 6: the provider portal's queue, visit view, decisions and photo requests,
// licensure, and the refusals (outside the states, a decided visit, two providers at once).

const TEXT = STAFF_MESSAGES.carePortal;
/** The trial box's Rx (the recommended formula) and an add-on Rx a patient may add. */
const FUTURE_PROOF = 16;
const DEEP_CLEANSE = 17;
const DEEP_CLEANSE_FULL_SIZE_ITEM = 1702;

const t = suiteTestApp();

const auditOf = (patientId: number, action: string) =>
  t.handle.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.patientId, patientId), eq(auditEvents.action, action)))
    .orderBy(auditEvents.id);

const prescribeFormula = { itemId: FUTURE_PROOF, ingredients: [{ name: 'Tretinoin', strength: '0.025%' }, { name: 'Niacinamide', strength: '4%' }] };

describe('the review queue', () => {
  it('lists completed visits in the provider’s states, oldest first, with the time waiting', async () => {
    const older = await reviewablePatient(t, { hoursAgo: 30 });
    const newer = await reviewablePatient(t, { hoursAgo: 2 });
    const elsewhere = await reviewablePatient(t, { state: 'NY', hoursAgo: 50 });
    const { client } = await signedInProvider(t, ['CA']);
    const response = await client.get('/api/care/queue');
    expect(response.status).toBe(200);
    const uuids = response.body.data.visits.items.map((visit: { visitUuid: string }) => visit.visitUuid);
    expect(uuids.indexOf(older.patient.uuid)).toBeLessThan(uuids.indexOf(newer.patient.uuid));
    expect(uuids).not.toContain(elsewhere.patient.uuid);
    const first = response.body.data.visits.items.find((visit: { visitUuid: string }) => visit.visitUuid === older.patient.uuid);
    expect(first).toMatchObject({ patientState: 'CA', treatment: 'Skin', isMinor: false, isAwaitingPhotos: false });
    expect(first.waitingMinutes).toBeGreaterThanOrEqual(30 * 60 - 1);
  });
});

describe('a visit', () => {
  it('shows answers in words, the health history, the photos through the provider’s own links, and is audited', async () => {
    const { patient, patientId } = await reviewablePatient(t);
    const { client, member } = await signedInProvider(t, ['CA']);
    const response = await client.get(`/api/care/visits/${patient.uuid}`);
    expect(response.status).toBe(200);
    const view = response.body.data;
    expect(view.patient).toMatchObject({ state: 'CA', isMinor: false });
    expect(view.answers.length).toBeGreaterThan(3);
    expect(view.answers[0]).toEqual({ question: expect.any(String), answer: expect.any(String) });
    expect(view.requestedRx).toEqual([{ itemId: FUTURE_PROOF, name: 'Future-Proof Formula' }]);
    const [photo] = view.photos;
    expect(photo.url).toMatch(/^\/api\/care\/photos\/\d+\/file\?/);
    expect((await getBytes(t.app, client, photo.url)).status).toBe(200);
    // The patient cannot use the provider's link, nor another provider.
    expect((await getBytes(t.app, patient.client, photo.url)).status).toBe(403);
    const other = await signedInProvider(t, ['CA']);
    expect((await getBytes(t.app, other.client, photo.url)).status).toBe(403);
    const reads = await auditOf(patientId, 'visit.read');
    expect(reads.map((row) => [row.actorRole, row.actorId, row.outcome])).toEqual([['provider', member.id, 'done']]);
    expect((await auditOf(patientId, 'photo.read')).map((row) => row.outcome)).toEqual(['done', 'refused']);
  });

  it('refuses a provider outside the patient’s state, and audits the attempt against the patient', async () => {
    const { patient, patientId } = await reviewablePatient(t, { state: 'NY' });
    const { client, member } = await signedInProvider(t, ['CA']);
    const response = await client.get(`/api/care/visits/${patient.uuid}`);
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(TEXT.outsideLicence);
    const decision = await client.post(`/api/care/visits/${patient.uuid}/decision`, { prescribe: [prescribeFormula] });
    expect(decision.status).toBe(403);
    const refused = [...(await auditOf(patientId, 'visit.read')), ...(await auditOf(patientId, 'visit.decide'))];
    expect(refused.map((row) => [row.actorId, row.outcome, row.reason])).toEqual([
      [member.id, 'refused', TEXT.outsideLicence],
      [member.id, 'refused', TEXT.outsideLicence],
    ]);
    expect(await t.handle.db.select().from(visitReviews).where(eq(visitReviews.patientId, patientId))).toEqual([]);
  });

  it('answers 404 to an unknown visit', async () => {
    const { client } = await signedInProvider(t);
    expect((await client.get('/api/care/visits/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('deciding a visit', () => {
  it('prescribes one Rx and declines another: the declined item leaves the box and the next box costs less', async () => {
    const { patient, patientId, subscription } = await reviewablePatient(t, { extraItemIds: [DEEP_CLEANSE_FULL_SIZE_ITEM] });
    const { client } = await signedInProvider(t, ['CA']);
    const before = (await client.get(`/api/care/visits/${patient.uuid}`)).body.data;
    expect(before.requestedRx.map((item: { itemId: number }) => item.itemId).sort((a: number, b: number) => a - b)).toEqual([FUTURE_PROOF, DEEP_CLEANSE]);
    const response = await client.post(`/api/care/visits/${patient.uuid}/decision`, {
      prescribe: [prescribeFormula],
      decline: [{ itemId: DEEP_CLEANSE, reason: 'Start with the formula alone for the first weeks.' }],
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data.decision.prescriptions.map((row: { itemName: string; status: string }) => [row.itemName, row.status])).toEqual([
      ['Future-Proof Formula', 'active'],
      ['Deep Cleanse', 'declined'],
    ]);
    const after = await subscriptionOf(patient);
    const declined = subscription.items.find((item) => item.name.startsWith('Deep Cleanse'))!;
    expect(after.items.map((item) => item.itemId)).not.toContain(declined.itemId);
    expect(after.nextBox.subtotalCents).toBe(subscription.nextBox.subtotalCents - declined.priceCents);
    const seen = (await patient.client.get('/api/patient/prescriptions')).body.data;
    expect(seen.map((row: { status: string }) => row.status).sort()).toEqual(['active', 'declined']);
    expect((await auditOf(patientId, 'prescription.prescribe')).length).toBe(1);
    expect((await auditOf(patientId, 'prescription.decline')).length).toBe(1);
    // Decided visits leave the queue.
    const queue = (await client.get('/api/care/queue')).body.data.visits.items.map((visit: { visitUuid: string }) => visit.visitUuid);
    expect(queue).not.toContain(patient.uuid);
  });

  it('refuses a forged decision on a decided visit with nothing changed, and audits it', async () => {
    const { patient, patientId } = await reviewablePatient(t);
    const { client } = await signedInProvider(t, ['CA']);
    expect((await client.post(`/api/care/visits/${patient.uuid}/decision`, { prescribe: [prescribeFormula] })).status).toBe(200);
    const forged = await client.post(`/api/care/visits/${patient.uuid}/decision`, { decline: [{ itemId: FUTURE_PROOF, reason: 'changed my mind' }] });
    expect(forged.status).toBe(409);
    expect(forged.body.message).toBe(TEXT.alreadyDecided);
    const rows = await t.handle.db.select().from(prescriptions).where(eq(prescriptions.patientId, patientId));
    expect(rows.map((row) => row.status)).toEqual(['active']);
    expect((await auditOf(patientId, 'visit.decide')).map((row) => row.outcome)).toEqual(['done', 'refused']);
  });

  it('lets exactly one of two providers deciding at once win', async () => {
    const { patient, patientId } = await reviewablePatient(t);
    const [first, second] = await Promise.all([signedInProvider(t, ['CA']), signedInProvider(t, ['CA'])]);
    const answers = await Promise.all([
      first.client.post(`/api/care/visits/${patient.uuid}/decision`, { prescribe: [prescribeFormula] }),
      second.client.post(`/api/care/visits/${patient.uuid}/decision`, { decline: [{ itemId: FUTURE_PROOF, reason: 'Not suitable.' }] }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await t.handle.db.select().from(prescriptions).where(eq(prescriptions.patientId, patientId))).length).toBe(1);
    expect((await t.handle.db.select().from(visitReviews).where(eq(visitReviews.patientId, patientId))).length).toBe(1);
  });

  it('refuses a decision that leaves a requested Rx undecided, a strength not listed, or a decline without a reason', async () => {
    const { patient, patientId } = await reviewablePatient(t, { extraItemIds: [DEEP_CLEANSE_FULL_SIZE_ITEM] });
    const { client } = await signedInProvider(t, ['CA']);
    const undecided = await client.post(`/api/care/visits/${patient.uuid}/decision`, { prescribe: [prescribeFormula] });
    expect(undecided.status).toBe(422);
    expect(undecided.body.errors.decision).toEqual([TEXT.decision.requestedUndecided]);
    const badStrength = await client.post(`/api/care/visits/${patient.uuid}/decision`, {
      prescribe: [{ itemId: FUTURE_PROOF, ingredients: [{ name: 'Tretinoin', strength: '5%' }] }],
      decline: [{ itemId: DEEP_CLEANSE, reason: '  ' }],
    });
    expect(badStrength.status).toBe(422);
    expect(badStrength.body.errors.decision).toEqual([TEXT.decision.strengthNotListed.replace('{item}', 'Future-Proof Formula'), TEXT.decision.declineReasonNeeded]);
    expect(await t.handle.db.select().from(prescriptions).where(eq(prescriptions.patientId, patientId))).toEqual([]);
  });
});

describe('asking for more photos', () => {
  it('marks the visit as waiting for photos until the patient sends one, and refuses a second request meanwhile', async () => {
    const { patient } = await reviewablePatient(t);
    const { client } = await signedInProvider(t, ['CA']);
    const asked = await client.post(`/api/care/visits/${patient.uuid}/photo-request`, { note: 'A closer photo of your left cheek, please.' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.data.photoRequest).toMatchObject({ note: 'A closer photo of your left cheek, please.', answeredAt: null });
    const queued = (await client.get('/api/care/queue')).body.data.visits.items.find((visit: { visitUuid: string }) => visit.visitUuid === patient.uuid);
    expect(queued.isAwaitingPhotos).toBe(true);
    const again = await client.post(`/api/care/visits/${patient.uuid}/photo-request`, { note: 'And the right one.' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(TEXT.photosAlreadyRequested);
    const empty = await client.post(`/api/care/visits/${patient.uuid}/photo-request`, { note: ' ' });
    expect(empty.status).toBe(422);
  });
});
