import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPLY_TIME_MIN_ANSWERS } from '@app/domain/care';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { countQueries } from '../../test/query-counter';
import { addAvailability, patientWithVisit } from '../../test/kits/scheduling-test-kit';
import { insertMessage, insertThread } from './care-messages.repository';
import { createUsualReplyTime, usualReplyMinutes } from './reply-time.service';

// Issue 14 item 3 (ADR 120): the care team's usual reply time, the median wait for the first
// answer to a waiting patient over the last 30 days, in one statement.

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const NOW = new Date('2027-03-10T12:00:00Z');
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * MINUTE_MS);

let t: TestApp;
let patientId: number;
let providerId: number;
beforeAll(async () => {
  t = await buildTestApp();
  providerId = (await addAvailability(t, { providerName: 'Dr. Quick Reply', from: '2027-06-01', to: '2027-06-01' })).providerId;
  const { client } = await patientWithVisit(t);
  patientId = (await client.get('/api/patient')).body.data.id as number;
});
afterAll(() => t.close());

/** A thread: the patient asks at each of `asked` (minutes ago), the care team answers at `answered` (minutes ago). */
async function exchange(asked: readonly number[], answered: number | null) {
  const thread = await insertThread(t.handle.db, { patientId, subject: 'Question', at: ago(asked[0] ?? answered ?? 0) });
  for (const minutes of asked) {
    await insertMessage(t.handle.db, { threadId: thread.id, patientId, senderRole: 'patient', body: 'A question', createdAt: ago(minutes) });
  }
  if (answered !== null) {
    await insertMessage(t.handle.db, { threadId: thread.id, patientId, senderRole: 'provider', providerId, body: 'An answer', createdAt: ago(answered) });
  }
  return thread.id;
}

describe('the usual reply time', () => {
  it('says nothing is usual until enough answers came in the last 30 days', async () => {
    const { client } = await patientWithVisit(t);
    const response = await client.get('/api/patient/care-messages/reply-time');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ usualReplyMinutes: null });

    // Waits of 1, 2 and 5 hours, and 10 hours counted from the first of two unanswered messages.
    await exchange([1000], 940);
    await exchange([2000], 1880);
    await exchange([3000], 2700);
    await exchange([4000, 3500], 3400);
    expect(REPLY_TIME_MIN_ANSWERS).toBe(5);
    expect(await usualReplyMinutes(t.handle.db, NOW)).toBeNull();
  });

  it('takes the median first-answer wait, leaving out old answers, unanswered questions and messages nobody waited for', async () => {
    // A fifth answer: a 15-hour wait. The waits are now 60, 120, 300, 600 and 900 minutes.
    await exchange([5000], 4100);
    // Answered 40 days ago after 3 days: outside the window.
    await exchange([40 * 1440 + 3 * 1440], 40 * 1440);
    // Still waiting: no answer, no wait counted.
    await exchange([30], null);
    // The care team writes first, then the patient answers and waits 20 minutes for the next one.
    const first = await exchange([], 600);
    await insertMessage(t.handle.db, { threadId: first, patientId, senderRole: 'patient', body: 'Thanks, and one more', createdAt: ago(500) });
    await insertMessage(t.handle.db, { threadId: first, patientId, senderRole: 'provider', providerId, body: 'Sure', createdAt: ago(480) });
    // Waits: 20, 60, 120, 300, 600, 900: the median is 210 minutes.
    const { result, queries } = await countQueries(() => usualReplyMinutes(t.handle.db, NOW));
    expect(result).toBe(210);
    expect(queries).toHaveLength(1);
  });

  it('serves one figure per app for five minutes, then reads it again', async () => {
    const read = createUsualReplyTime(t.handle.db);
    expect(await read(NOW)).toBe(210);
    await exchange([100], 99);
    await exchange([90], 89);
    const cached = await countQueries(() => read(new Date(NOW.getTime() + 4 * MINUTE_MS)));
    expect(cached).toEqual({ result: 210, queries: [] });
    // Waits: 1, 1, 20, 60, 120, 300, 600, 900: the median is 90 minutes.
    expect(await read(new Date(NOW.getTime() + 5 * MINUTE_MS))).toBe(90);
    expect(await usualReplyMinutes(t.handle.db, new Date(NOW.getTime() + 31 * DAY_MS))).toBeNull();
  });
});
