import { describe, expect, it } from 'vitest';
import { QUEUE_PAGE_SIZE } from '@app/domain/care';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { suiteTestApp } from '../../test/suite-test-app';
import { countQueries } from '../../test/query-counter';
import { signedInProvider } from '../../test/kits/care-portal-test-kit';

// The provider's queue in pages (ADR 127): each list a page at a time from a cursor, with how many
// wait in all, in the same statements whatever the queue's length or the visits decided before.

const t = suiteTestApp();

interface Entry {
  visitUuid?: string;
  threadId?: number;
  patientName: string;
}

/**
 * `count` patients of `state`, each with a completed visit (the first completed longest ago) and
 * a thread waiting for an answer since the same time, and `decided` older visits decided already.
 */
let batch = 0;
async function waitingPatients(state: string, count: number, decided = 0): Promise<void> {
  batch += 1;
  await t.handle.pool.query(
    `with made as (
       insert into patients (brand_id, email, firstname, lastname, state, date_of_birth)
       select 1, 'queue-' || $4 || '-' || g || '@example.com', 'Waiting', $1 || ' ' || lpad(g::text, 3, '0'), $1, '1990-01-01'
         from generate_series(1, $2::int + $3::int) g
       returning id, lastname),
     numbered as (select id, split_part(lastname, ' ', 2)::int as n from made),
     visit as (
       insert into visits (patient_id, brand_id, flow, treatment_category, completed_at, facts)
       select id, 1, 'skin-signup', 1, now() - interval '1 day' * ($2::int + $3::int + 1 - n),
              case when n <= $3::int then '{"reviewDecided": true}'::jsonb else '{}'::jsonb end
         from numbered)
     insert into care_threads (patient_id, subject, created_at, last_message_at, waiting_since)
     select id, 'Question ' || n, now() - interval '1 day' * ($2::int + $3::int + 1 - n), now(),
            now() - interval '1 day' * ($2::int + $3::int + 1 - n)
       from numbered where n > $3::int`,
    [state, count, decided, batch],
  );
}

const namesOf = (entries: Entry[]) => entries.map((entry) => entry.patientName);
const expectedNames = (state: string, from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `Waiting ${state} ${String(from + i).padStart(3, '0')}`);

describe('the review queue in pages', () => {
  it('shows the oldest page of each list with the totals, then the next page from its cursor', async () => {
    await waitingPatients('OR', 30, 5);
    const { client } = await signedInProvider(t, ['OR']);
    const first = (await client.get('/api/care/queue')).body.data;
    expect(first.visits.total).toBe(30);
    expect(namesOf(first.visits.items)).toEqual(expectedNames('OR', 6, 5 + QUEUE_PAGE_SIZE));
    expect(first.threads.total).toBe(30);
    expect(namesOf(first.threads.items)).toEqual(expectedNames('OR', 6, 5 + QUEUE_PAGE_SIZE));
    expect(first.visits.nextCursor).toMatch(/^\d+\.\d+$/);

    // A visit of the first page decided meanwhile moves nothing on the next page.
    await t.handle.pool.query(`update visits set facts = '{"reviewDecided": true}' where uuid = $1`, [first.visits.items[0].visitUuid]);
    const visits = await client.get(`/api/care/queue/visits?after=${first.visits.nextCursor}`);
    expect(visits.status).toBe(200);
    expect(namesOf(visits.body.data.items)).toEqual(expectedNames('OR', 6 + QUEUE_PAGE_SIZE, 35));
    expect(visits.body.data).toMatchObject({ total: 29, nextCursor: null });

    const threads = await client.get(`/api/care/queue/threads?after=${first.threads.nextCursor}`);
    expect(namesOf(threads.body.data.items)).toEqual(expectedNames('OR', 6 + QUEUE_PAGE_SIZE, 35));
    expect(threads.body.data).toMatchObject({ total: 30, nextCursor: null });
  });

  it('reads the queue in the same statements for one waiting visit or many, and decided ones', async () => {
    await waitingPatients('VT', 1);
    const { client } = await signedInProvider(t, ['VT']);
    const one = await countQueries(() => client.get('/api/care/queue'));
    expect(one.result.body.data.visits.total).toBe(1);
    await waitingPatients('VT', 40, 60);
    const many = await countQueries(() => client.get('/api/care/queue'));
    expect(many.result.body.data.visits.total).toBe(41);
    // The session with the provider and their licences, the simulated clock (outside production),
    // the queue, the audit row.
    expect(many.queries).toHaveLength(4);
    expect(many.queries).toHaveLength(one.queries.length);
  });

  it('follows the licences as they stand at each request', async () => {
    await waitingPatients('ME', 2);
    const { client, member } = await signedInProvider(t, ['NH']);
    expect((await client.get('/api/care/queue')).body.data.visits.total).toBe(0);
    await t.handle.pool.query(`insert into provider_licences (provider_id, state) values ($1, 'ME')`, [member.providerId]);
    expect((await client.get('/api/care/queue')).body.data.visits.total).toBe(2);
  });

  it("follows the patient's state as it stands: a move takes their visit to the providers licensed there", async () => {
    await waitingPatients('VT', 1);
    const { client } = await signedInProvider(t, ['CT']);
    const total = async () => (await client.get('/api/care/queue')).body.data.visits.total as number;
    expect(await total()).toBe(0);
    const moved = await t.handle.pool.query(`update patients set state = 'CT' where email = $1 returning id`, [`queue-${batch}-1@example.com`]);
    expect(moved.rowCount).toBe(1);
    expect(await total()).toBe(1);
    // A write that names the copy itself cannot make it disagree with the patient (ADR 129).
    await t.handle.pool.query(`update visits set patient_state = 'VT' where patient_id = $1`, [moved.rows[0].id]);
    expect(await total()).toBe(1);
    await t.handle.pool.query(`update patients set state = 'VT' where id = $1`, [moved.rows[0].id]);
    expect(await total()).toBe(0);
  });

  it('refuses a cursor it could not have given, and a provider whose account was disabled', async () => {
    const { client, member } = await signedInProvider(t, ['OR']);
    for (const after of ['', 'x', '1.0', '12.2147483648', '-1.5', '1.5.5', `${'9'.repeat(18)}.1`]) {
      const response = await client.get(`/api/care/queue/visits?after=${encodeURIComponent(after)}`);
      expect(response.status, after).toBe(422);
    }
    expect((await client.get('/api/care/queue/threads')).status).toBe(422);

    await t.handle.pool.query('update staff_members set disabled_at = now() where id = $1', [member.id]);
    const refused = await client.get('/api/care/queue');
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(STAFF_MESSAGES.staffSignIn.sessionEnded);
  });
});
