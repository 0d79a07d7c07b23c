import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { walkRoutes } from '../../test/route-walk';
import { subscriptionOf } from '../../test/kits/subscription-test-kit';
import { createTestStaff } from '../../test/kits/staff-test-kit';
import { paidPatient, signedInOperator, type PaidPatient } from '../../test/kits/operations-test-kit';

// Issue 28 item 5: operators see no text a patient wrote. Canaries go into every patient-written
// field (a survey answer, a thread's subject, a message, a cancellation note), then every GET
// route of the operator surface, from the route table, is read for the patient: none may carry one.

const CANARIES = {
  answer: 'canary-answer-7f3a',
  subject: 'canary-subject-51c2',
  message: 'canary-message-9d04',
  cancelNote: 'canary-cancel-note-2be8',
};

let t: TestApp;
let paid: PaidPatient;
beforeAll(async () => {
  t = await buildTestApp();
  paid = await paidPatient(t);
  const client = paid.patient.client;
  const thread = await client.post('/api/patient/care-messages', { subject: CANARIES.subject, body: CANARIES.message });
  expect(thread.status, JSON.stringify(thread.body)).toBe(200);
  const subscription = await subscriptionOf(paid.patient);
  const canceled = await client.post(`/api/patient/subscriptions/${subscription.id}/cancel`, { reason: 'other', note: CANARIES.cancelNote });
  expect(canceled.status, JSON.stringify(canceled.body)).toBe(200);
  const answered = await t.handle.pool.query(
    `update survey_responses set answers = answers || jsonb_build_object('canary', $1::text)
      where visit_id in (select id from visits where patient_id = $2)`,
    [CANARIES.answer, paid.patientId],
  );
  expect(answered.rowCount).toBeGreaterThan(0);
});
afterAll(() => t.close());

describe('the operator surface', () => {
  it('answers every read about the patient without a word the patient wrote', async () => {
    const { client } = await signedInOperator(t);
    const provider = await createTestStaff(t, 'provider', { states: ['CA'] });
    const { rows } = await t.handle.pool.query<{ email: string }>('select email from patients where id = $1', [paid.patientId]);
    const urls = walkRoutes(t.app)
      .filter((route) => route.audience === 'operator' && route.method === 'GET')
      .map((route) =>
        route.url
          .replace(':patientId', String(paid.patientId))
          .replace(':providerId', String(provider.providerId))
          .concat(route.url === '/api/ops/patients' ? `?q=${encodeURIComponent(rows[0]!.email)}` : ''),
      );
    expect(urls.length).toBeGreaterThanOrEqual(4);

    for (const url of urls) {
      const response = await client.get(url);
      expect(response.status, url).toBe(200);
      const text = JSON.stringify(response.body);
      for (const canary of Object.values(CANARIES)) {
        expect(text, `${url} carries ${canary}`).not.toContain(canary);
      }
    }
    // The thread is there, by its counts: the scan above read a page that lists it.
    const overview = await client.get(`/api/ops/patients/${paid.patientId}`);
    expect(overview.body.data.threads).toEqual([expect.objectContaining({ messageCount: 1 })]);
    expect(overview.body.data.subscriptions[0].status).toBe('canceled');
  });
});
