import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/domain/messages';
import { auditEvents, patients, type AuditEventRow } from '../../db/schema/index';
import { suiteTestApp } from '../../test/suite-test-app';
import { signInAsStaff } from '../../test/staff-session';
import { TestClient } from '../../test/test-client';
import { getBytes, photoFile, postForm, smallPng } from '../../test/kits/photo-test-kit';
import { activate, cardToken, giveAddress, registerCard, TEST_CARDS } from '../../test/kits/checkout-test-kit';
import { patientIdOf, subscriptionOf } from '../../test/kits/subscription-test-kit';
import { putItems, selectionData, sellingPatient } from '../../test/kits/selection-test-kit';
import { contextOfFlow } from '../../test/kits/survey-test-kit';
import { auditEventsOfPatient } from './audit.service';

// Issue 14, item 5 on the patient's side (ADR 116): who, role, what, which patient, when and from
// which address, for each change and each read of health data; nothing a patient typed.

const t = suiteTestApp();

/** What the patient wrote about their medicines: health data that must never reach the trail. */
const MEDICINES = 'Spironolactone 50 mg for hormonal acne';
const PASSWORD = 'correct-horse';

/** A patient's trail, oldest first. */
const trailOf = async (patientId: number) => (await auditEventsOfPatient(t.handle.db, patientId)).reverse();
const actionsOf = (rows: AuditEventRow[]) => rows.map((row) => row.action);

describe("a patient's trail, from sign-up to a skipped box", () => {
  it('has one row per change and per read of health data, naming the patient, the records and the address, and none for other reads', async () => {
    const patient = await sellingPatient(t, { answers: { current_medications: 'yes', current_medications_details: MEDICINES } });
    const { client, uuid } = patient;
    const patientId = await patientIdOf(t, patient);
    const saved = await client.post(`/api/visits/${uuid}/response`, {
      context: contextOfFlow(patient.flow),
      response: { question: 'skin_type', answer: 'oily', answeredAt: new Date().toISOString() },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await client.get(`/api/visits/${uuid}`)).status).toBe(200);
    // The account, the brand and the subscriptions carry no health data: read without a row.
    expect((await client.get('/api/patient')).status).toBe(200);
    expect((await client.get('/api/brand')).status).toBe(200);
    const upload = await postForm(t.app, client, `/api/visits/${uuid}/photos`, [{ name: 'perspective', value: 'face_front' }, photoFile(await smallPng())]);
    expect(upload.status, JSON.stringify(upload.body)).toBe(200);
    const photoId = upload.body.data.id as number;
    expect((await getBytes(t.app, client, upload.body.data.localUrl as string)).status).toBe(200);

    const box = await putItems(patient, (await selectionData(patient)).initialSelectedItemIds);
    expect(box.status).toBe(200);
    await giveAddress(t, patient);
    const token = await cardToken(client, TEST_CARDS.success);
    expect((await registerCard(client, token)).status).toBe(200);
    const paid = await activate(patient, 'trial');
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const subscription = await subscriptionOf(patient);
    const skipped = await client.post(`/api/patient/subscriptions/${subscription.id}/schedule`, { change: 'skip' });
    expect(skipped.status, JSON.stringify(skipped.body)).toBe(200);

    const rows = await trailOf(patientId);
    expect(actionsOf(rows)).toEqual([
      'account.register',
      'account.legal-name',
      'visit.open',
      'survey.complete',
      'survey.answer',
      'visit.read',
      'photo.upload',
      'photo.read',
      'selection.box-change',
      'payment-method.store',
      'checkout.activate-trial',
      'subscription.skip',
    ]);
    for (const row of rows) {
      expect(row, row.action).toMatchObject({ actorRole: 'patient', actorId: patientId, patientId, outcome: 'done', reason: null, ipAddress: client.remoteAddress });
      expect(Date.now() - row.occurredAt.getTime()).toBeLessThan(120_000);
    }
    const subjectOf = (action: string) => rows.find((row) => row.action === action)?.subject;
    expect(subjectOf('visit.read')).toEqual({ uuid });
    expect(subjectOf('photo.read')).toEqual({ id: photoId });
    expect(subjectOf('subscription.skip')).toEqual({ subscriptionId: subscription.id });

    // Nothing the patient typed is on the trail: the answer, the password, the card or its token.
    const everything = JSON.stringify(await t.handle.db.select().from(auditEvents));
    for (const secret of [MEDICINES, 'Spironolactone', PASSWORD, TEST_CARDS.success, token, 'oily']) {
      expect(everything).not.toContain(secret);
    }
  });
});

describe('refused attempts', () => {
  it('a refused change is on the trail with its catalogue message, though its transaction rolled back', async () => {
    const patient = await sellingPatient(t);
    const patientId = await patientIdOf(t, patient);
    const before = await trailOf(patientId);
    // A subscription that is not the patient's: refused in the change's transaction, nothing changed.
    const refused = await patient.client.post('/api/patient/subscriptions/999999/schedule', { change: 'skip' });
    expect(refused.status).toBe(404);
    const [row] = (await trailOf(patientId)).slice(before.length);
    expect(row).toMatchObject({
      actorRole: 'patient',
      actorId: patientId,
      action: 'subscription.skip',
      patientId,
      subject: { subscriptionId: 999999 },
      outcome: 'refused',
      reason: refused.body.message,
      ipAddress: patient.client.remoteAddress,
    });
  });

  it('a refusal whose message would echo the input keeps only the error code', async () => {
    const patient = await sellingPatient(t);
    const patientId = await patientIdOf(t, patient);
    const before = (await trailOf(patientId)).length;
    // A body key holding health data, with a character PostgreSQL cannot store: the 422 names the field.
    const echoed = await patient.client.post(`/api/visits/${patient.uuid}/response`, { [`${MEDICINES}\u0000`]: 'x' });
    expect(echoed.status).toBe(422);
    // A schema failure on an answer's text.
    const invalid = await patient.client.post(`/api/visits/${patient.uuid}/response`, { context: 7, response: { question: MEDICINES } });
    expect(invalid.status).toBe(422);
    const rows = (await trailOf(patientId)).slice(before);
    expect(rows.map((row) => [row.action, row.outcome, row.reason])).toEqual([
      ['survey.answer', 'refused', 'VALIDATION_FAILED'],
      ['survey.answer', 'refused', 'VALIDATION_FAILED'],
    ]);
    expect(JSON.stringify(rows)).not.toContain('Spironolactone');
  });

  it('a staff session on a patient route is refused and recorded as that staff member; an anonymous caller names nobody', async () => {
    const patient = await sellingPatient(t);
    const patientId = await patientIdOf(t, patient);
    const operator = new TestClient(t.app, 'localhost', '10.66.1.1');
    const member = await signInAsStaff(t, operator, 'operator');
    expect((await operator.get(`/api/visits/${patient.uuid}`)).status).toBe(403);
    const [row] = await t.handle.db.select().from(auditEvents).where(and(eq(auditEvents.actorRole, 'operator'), eq(auditEvents.actorId, member.id)));
    expect(row).toMatchObject({ actorRole: 'operator', action: 'visit.read', patientId: null, subject: { uuid: patient.uuid }, outcome: 'refused', reason: MESSAGES.account.wrongRole });

    const countBefore = (await t.handle.db.select().from(auditEvents)).length;
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get(`/api/visits/${patient.uuid}`)).status).toBe(401);
    expect((await t.handle.db.select().from(auditEvents)).length).toBe(countBefore);
    expect((await trailOf(patientId)).some((entry) => entry.actorRole !== 'patient')).toBe(false);
  });

  it('a wrong password on a known account is recorded without the password; an unknown email leaves no row', async () => {
    const email = `trail-login-${Date.now()}@example.com`;
    const owner = new TestClient(t.app, 'localhost', '10.66.0.1');
    await owner.post('/api/eligibility/evaluate', { state: 'CA', birthdate: '04/12/1990', hasAcceptedTerms: true, treatmentCategories: [1] });
    expect((await owner.post('/api/register', { email, password: PASSWORD })).status).toBe(200);
    const [account] = await t.handle.db.select({ id: patients.id }).from(patients).where(eq(patients.email, email));
    const patientId = account!.id;

    const guesser = new TestClient(t.app, 'localhost', '10.66.0.2');
    expect((await guesser.post('/auth/login', { email, password: 'Wrong-guess-1' })).status).toBe(422);
    expect((await guesser.post('/auth/login', { email: `nobody-${email}`, password: 'Wrong-guess-2' })).status).toBe(422);
    const signedIn = new TestClient(t.app, 'localhost', '10.66.0.3');
    expect((await signedIn.post('/auth/login', { email, password: PASSWORD })).status).toBe(200);
    expect((await signedIn.post('/logout', {})).status).toBe(200);

    const rows = await trailOf(patientId);
    expect(rows.map((row) => [row.action, row.outcome, row.reason, row.ipAddress])).toEqual([
      ['account.register', 'done', null, '10.66.0.1'],
      ['account.sign-in', 'refused', 'wrong password', '10.66.0.2'],
      ['account.sign-in', 'done', null, '10.66.0.3'],
      ['account.sign-out', 'done', null, '10.66.0.3'],
    ]);
    const everything = JSON.stringify(await t.handle.db.select().from(auditEvents));
    expect(everything).not.toContain('Wrong-guess');
    expect(everything).not.toContain(`nobody-${email}`);
  });
});
