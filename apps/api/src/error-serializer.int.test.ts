import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/build-test-app';
import { capturedLogs } from './test/captured-logs';
import { signedInPatient } from './test/kits/photo-test-kit';
import { contextOfFlow } from './test/kits/survey-test-kit';

const { lines, logger } = capturedLogs();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { logger });
});
afterAll(() => t.close());

const CANARY_PREFIX = 'log-canary-';
const raiseWithRow = `
  create function log_canary_refuse() returns trigger language plpgsql as $$
  begin
    if new.answers::text like '%${CANARY_PREFIX}%' then
      raise exception 'refused %', new.answers using detail = new.answers::text, hint = new.answers::text;
    end if;
    return new;
  end $$;
  create trigger log_canary before insert or update on survey_responses for each row execute function log_canary_refuse();`;

// Each breaks saving a survey answer in this test's own database, in a way whose pg error carries
// the answer: in `detail` (the failing row), in the message itself (a cast), or everywhere (a raise).
const FAILURES = [
  {
    name: 'a check constraint',
    cause: { code: '23514', table: 'survey_responses', constraint: 'log_canary', message: expect.stringContaining('violates check constraint') },
    setup: `alter table survey_responses add constraint log_canary check (answers::text not like '%${CANARY_PREFIX}%') not valid`,
    teardown: 'alter table survey_responses drop constraint log_canary',
  },
  {
    name: 'a failed cast',
    cause: { code: '22P02', message: expect.stringMatching(/^SQLSTATE 22P02 /) },
    setup: `alter table survey_responses add constraint log_canary check (case when answers::text like '%${CANARY_PREFIX}%' then (answers::text)::int > 0 else true end) not valid`,
    teardown: 'alter table survey_responses drop constraint log_canary',
  },
  {
    name: 'a trigger that raises with the row',
    cause: { code: 'P0001', message: expect.stringMatching(/^SQLSTATE P0001 /) },
    setup: raiseWithRow,
    teardown: 'drop trigger log_canary on survey_responses; drop function log_canary_refuse()',
  },
];

describe('logging a failed query', () => {
  it.each(FAILURES)('after $name logs the SQLSTATE and statement, never the parameters or row values', async ({ cause, setup, teardown }) => {
    const canary = `${CANARY_PREFIX}${randomUUID()}`;
    const client = await signedInPatient(t.app);
    const uuid = (await client.post('/api/visits', { flow: 'skin-signup' })).body.data.uuid as string;
    await t.handle.pool.query(setup);
    lines.length = 0;
    try {
      const response = await client.post(`/api/visits/${uuid}/response`, {
        context: contextOfFlow('skin-signup'),
        response: { question: 'anything_else', answer: `I take ${canary} daily`, answeredAt: new Date().toISOString() },
      });
      expect(response.status).toBe(500);
    } finally {
      await t.handle.pool.query(teardown);
    }
    const logged = lines.map((line) => JSON.parse(line) as { msg?: string; err?: unknown }).filter((entry) => entry.msg === 'unhandled error');
    expect(logged).toHaveLength(1);
    expect(lines.join('')).not.toContain(canary);
    expect(logged[0]?.err).toMatchObject({
      type: 'DrizzleQueryError',
      query: expect.stringContaining('"survey_responses"'),
      cause: { type: 'DatabaseError', ...cause },
    });
  });
});
