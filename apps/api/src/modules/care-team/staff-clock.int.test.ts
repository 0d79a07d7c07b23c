import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { visits } from '../../db/schema/index';
import { suiteTestApp } from '../../test/suite-test-app';
import { photoFile, postForm, smallPng } from '../../test/kits/photo-test-kit';
import { trialPatient } from '../../test/kits/subscription-test-kit';
import { signedInOperator } from '../../test/kits/operations-test-kit';
import { signedInProvider } from '../../test/kits/care-portal-test-kit';

// Issue 29 item 6: in development the app runs on a simulated clock (ADR 110) that
// `POST /api/dev/clock/advance` moves. A visit sent and a message written are stamped on that
// clock, as the care team's queue counts their wait on it: a visit sent a moment ago waits minutes,
// not the days the clock was moved. The operator console's "now" is that clock's too.

const DAYS_MOVED = 29;

const t = suiteTestApp();

describe('the care team’s queue on the simulated clock', () => {
  it('counts the wait of a visit sent and a message written after the clock moved from when they were, on that clock; the console reads it too', async () => {
    const { patient } = await trialPatient(t);
    const upload = await postForm(t.app, patient.client, `/api/visits/${patient.uuid}/photos`, [{ name: 'perspective', value: 'face_front' }, photoFile(await smallPng())]);
    expect(upload.status, JSON.stringify(upload.body)).toBe(200);
    const moved = await patient.client.post('/api/dev/clock/advance', { days: DAYS_MOVED });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const now = Date.parse(moved.body.data.now);

    const goals = await patient.client.post(`/api/visits/${patient.uuid}/skincare-goals`, { goals: ['clear_breakouts'] });
    expect(goals.status, JSON.stringify(goals.body)).toBe(200);
    const sent = await patient.client.post(`/api/visits/${patient.uuid}/steps/complete`);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(Math.abs(Date.parse(sent.body.data.completedAt) - now)).toBeLessThan(60_000);
    const thread = await patient.client.post('/api/patient/care-messages', { subject: 'A question', body: 'Is the formula safe with sunscreen?' });
    expect(thread.status, JSON.stringify(thread.body)).toBe(200);

    const { client } = await signedInProvider(t, ['CA']);
    const queue = (await client.get('/api/care/queue')).body.data;
    const visit = queue.visits.items.find((entry: { visitUuid: string }) => entry.visitUuid === patient.uuid);
    expect(visit.waitingMinutes).toBeLessThan(5);
    const waiting = queue.threads.items.find((entry: { subject: string }) => entry.subject === 'A question');
    expect(waiting.waitingMinutes).toBeLessThan(5);

    // The operator console reads the same clock: its "now", from which it counts a bill date's days.
    const [row] = await t.handle.db.select({ patientId: visits.patientId }).from(visits).where(eq(visits.uuid, patient.uuid));
    const operator = await signedInOperator(t);
    const overview = await operator.client.get(`/api/ops/patients/${row!.patientId}`);
    expect(overview.status, JSON.stringify(overview.body)).toBe(200);
    expect(Math.abs(Date.parse(overview.body.data.readAt) - now)).toBeLessThan(60_000);
  });
});
