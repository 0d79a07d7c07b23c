import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@app/domain/messages';
import { appointmentTimeSlots, creditLedger, patients, promotionClaims, providers, visits } from '../../db/schema/index';
import { suiteTestApp } from '../../test/suite-test-app';
import { TestClient } from '../../test/test-client';
import { photoFile, postForm, smallPng } from '../../test/kits/photo-test-kit';
import { saveRecommendedBox } from '../../test/kits/selection-test-kit';
import { payForSavedBox } from '../../test/kits/checkout-test-kit';
import { completeVisitSurvey } from '../../test/kits/survey-test-kit';
import { licenseProvider } from '../../test/kits/scheduling-test-kit';

const t = suiteTestApp();

let serial = 1;
async function patientWithVisit(flow = 'skin-signup') {
  const client = new TestClient(t.app);
  await client.post('/api/eligibility/evaluate', { state: 'CA', birthdate: '04/12/1990', hasAcceptedTerms: true });
  const registered = await client.post('/api/register', { email: `complete${serial++}@example.com`, password: 'correct-horse' });
  const visit = (await client.post('/api/visits', { flow })).body.data;
  return { client, patientId: registered.body.user.id as number, uuid: visit.uuid as string };
}

/** Everything before "complete" done, the way each module leaves its data. */
async function finishEarlierSteps(client: TestClient, patientId: number, uuid: string) {
  await t.handle.db.update(patients).set({ firstname: 'Ann', lastname: 'Lee', phoneConfirmedAt: new Date() }).where(eq(patients.id, patientId));
  const refused = await client.post(`/api/visits/${uuid}/steps/photo-id`);
  expect(refused.status).toBe(422);
  expect(refused.body.message).toBe(MESSAGES.photos.requiredMissing);
  const png = await smallPng();
  for (const perspective of ['photo_id', 'face_front', 'face_left', 'face_right']) {
    const uploaded = await postForm(t.app, client, `/api/visits/${uuid}/photos`, [{ name: 'perspective', value: perspective }, photoFile(png, 'photo.png', 'image/png')]);
    expect(uploaded.status).toBe(200);
  }
  expect((await client.post(`/api/visits/${uuid}/steps/photo-id`)).status).toBe(200);
  expect((await client.post(`/api/visits/${uuid}/steps/photos`)).status).toBe(200);
  await completeVisitSurvey(client, { uuid, flow: 'skin-signup' });
  const [provider] = await t.handle.db.insert(providers).values({ name: 'Dr. Test' }).returning();
  await licenseProvider(t, provider!.id);
  const [slot] = await t.handle.db.insert(appointmentTimeSlots).values({ providerId: provider!.id, startsAt: new Date(Date.now() + 86_400_000 + serial * 900_000) }).returning();
  // Booked through the scheduling route, which reports the booking to the visit.
  expect((await client.post(`/api/consultations/${uuid}`, { brand: 1, appointmentTimeSlotId: slot!.id })).status).toBe(200);
  await saveRecommendedBox(client, 'skin-signup');
  await payForSavedBox(t, client, uuid, 'trial');
  const goals = await client.post(`/api/visits/${uuid}/skincare-goals`, { goals: ['clear_breakouts', 'fade_dark_spots'] });
  expect(goals.status).toBe(200);
}

describe('skincare goals', () => {
  it('saves several goals across categories and records the step', async () => {
    const { client, uuid } = await patientWithVisit();
    const response = await client.post(`/api/visits/${uuid}/skincare-goals`, { goals: ['clear_breakouts', 'soften_fine_lines', 'clear_breakouts'] });
    expect(response.status).toBe(200);
    expect(response.body.data.progress.steps.find((s: { step: string }) => s.step === 'skincare-goals').state).toBe('done');
    const [row] = await t.handle.db.select().from(visits).where(eq(visits.uuid, uuid));
    expect(row!.skincareGoals).toEqual(['clear_breakouts', 'soften_fine_lines']);
  });

  it('refuses an unknown goal or none, storing nothing', async () => {
    const { client, uuid } = await patientWithVisit();
    for (const goals of [['be_famous'], []]) {
      const response = await client.post(`/api/visits/${uuid}/skincare-goals`, { goals });
      expect(response.status).toBe(422);
    }
    const [row] = await t.handle.db.select().from(visits).where(eq(visits.uuid, uuid));
    expect(row!.skincareGoals).toBeNull();
  });

  it("cannot touch another patient's visit", async () => {
    const owner = await patientWithVisit();
    const intruder = await patientWithVisit();
    const response = await intruder.client.post(`/api/visits/${owner.uuid}/skincare-goals`, { goals: ['clear_breakouts'] });
    expect(response.status).toBe(404);
    const [row] = await t.handle.db.select().from(visits).where(eq(visits.uuid, owner.uuid));
    expect(row!.skincareGoals).toBeNull();
  });
});

describe('recording steps', () => {
  it('refuses to record data-backed steps and an unskippable consultation', async () => {
    const { client, uuid } = await patientWithVisit();
    for (const step of ['legal-name', 'guardian', 'schedule-consultation']) {
      const response = await client.post(`/api/visits/${uuid}/steps/${step}`);
      expect(response.status).toBe(422);
      expect(response.body.message).toBe(MESSAGES.completion.stepsRemaining);
    }
  });
});

describe('POST /api/signup/complete/{category}/{uuid}', () => {
  it('refuses while earlier steps remain (409), then completes the visit and the sign-up once', async () => {
    const { client, patientId, uuid } = await patientWithVisit();
    const early = await client.post(`/api/signup/complete/skin/${uuid}`);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(MESSAGES.completion.stepsRemaining);

    await finishEarlierSteps(client, patientId, uuid);
    const done = await client.post(`/api/signup/complete/skin/${uuid}`);
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(MESSAGES.completion.signupCompleted);
    expect(done.body.data.visit.completedAt).not.toBeNull();
    expect(done.body.data.visit.progress.resumePath).toBe('/get-started/skin/all-set');
    const [row] = await t.handle.db.select().from(patients).where(eq(patients.id, patientId));
    const firstStamp = row!.signupCompletedAt;
    expect(firstStamp).not.toBeNull();
    expect((await client.post(`/api/signup/complete/skin/${uuid}`)).status).toBe(200);
    const [again] = await t.handle.db.select().from(patients).where(eq(patients.id, patientId));
    expect(again!.signupCompletedAt).toEqual(firstStamp);
  });

  it('is a 404 for another category or another patient', async () => {
    const owner = await patientWithVisit();
    expect((await owner.client.post(`/api/signup/complete/hair/${owner.uuid}`)).status).toBe(404);
    const intruder = await patientWithVisit();
    expect((await intruder.client.post(`/api/signup/complete/skin/${owner.uuid}`)).status).toBe(404);
    expect((await owner.client.post(`/api/signup/complete/face/${owner.uuid}`)).status).toBe(422);
  });
});

describe('POST /api/surveys/medical-history-update-complete', () => {
  it('credits $20 once when a promotion was claimed, with the success flash', async () => {
    const { client, patientId } = await patientWithVisit();
    await t.handle.db.insert(promotionClaims).values({ patientId, code: 'WELCOME20', amountCents: 2000 });
    await client.get('/api/flash-messages'); // the registration's own flash
    const response = await client.post('/api/surveys/medical-history-update-complete');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { creditedCents: 2000 }, message: MESSAGES.completion.medicalHistoryCredit });
    expect((await client.get('/api/flash-messages')).body.data.data).toEqual([{ type: 'success', content: MESSAGES.completion.medicalHistoryCredit }]);
    const again = await client.post('/api/surveys/medical-history-update-complete');
    expect(again.body.data.creditedCents).toBe(0);
    const ledger = await t.handle.db.select().from(creditLedger).where(eq(creditLedger.patientId, patientId));
    expect(ledger.map((entry) => entry.amountCents)).toEqual([2000]);
  });

  it('completes the update without credit when nothing was claimed', async () => {
    const { client } = await patientWithVisit();
    const response = await client.post('/api/surveys/medical-history-update-complete');
    expect(response.body).toEqual({ data: { creditedCents: 0 }, message: MESSAGES.completion.medicalHistoryUpdated });
  });

  it('answers 401 to a visitor', async () => {
    expect((await new TestClient(t.app).post('/api/surveys/medical-history-update-complete')).status).toBe(401);
  });
});

describe('GET /api/patient/referral', () => {
  it('gives a stable referral link on the brand host that carries the invite token', async () => {
    const { client } = await patientWithVisit();
    const first = await client.get('/api/patient/referral');
    expect(first.body.data.link).toMatch(/^http:\/\/127\.0\.0\.1:3000\/get-started\/skin\?t=[\w-]+$/);
    expect((await client.get('/api/patient/referral')).body.data.link).toBe(first.body.data.link);
    const other = await patientWithVisit();
    expect((await other.client.get('/api/patient/referral')).body.data.link).not.toBe(first.body.data.link);
  });
});
