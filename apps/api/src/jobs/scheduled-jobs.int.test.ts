import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { startApiProcess, type ApiProcess } from '../test/api-process';
import { createTestDatabase, type TestDatabase } from '../test/build-test-app';
import { waitFor } from '../test/wait-for';

const BACKFILLED_MINUTES = 4;

describe('scheduled housekeeping with two API processes on one database', () => {
  let database: TestDatabase;
  let client: pg.Client;
  const processes: ApiProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    // The schedule has been known for a few minutes and never ran: every process that starts
    // catches up on those minutes, and each minute may be run only once between them.
    await client.query(
      `insert into graphile_worker._private_known_crontabs (identifier, known_since) values ('housekeeping', date_trunc('minute', now()) - $1 * interval '1 minute' - interval '1 second')`,
      [BACKFILLED_MINUTES],
    );
  });

  afterAll(async () => {
    await Promise.all(processes.map((api) => api.stop()));
    await client.end();
    await database.drop();
  });

  it('runs each scheduled pass once, in one of the processes', async () => {
    const settings = { HOUSEKEEPING_SCHEDULE: '* * * * *', JOBS_IN_API: 'true' };
    processes.push(startApiProcess(database.url, settings), startApiProcess(database.url, settings));
    const passes = () => processes.flatMap((api) => api.logs.filter((line) => line.msg === 'housekeeping pass done'));
    const pendingJobs = async () =>
      Number((await client.query(`select count(*) from graphile_worker.jobs where task_identifier = 'housekeeping'`)).rows[0].count);

    await waitFor(() => passes().length >= BACKFILLED_MINUTES, 60_000, 'the backfilled housekeeping passes');
    await waitFor(async () => (await pendingJobs()) === 0, 20_000, 'no housekeeping job left');

    const times = passes().map((line) => String(line.scheduledFor));
    expect(new Set(times).size).toBe(times.length);
    expect(times.length).toBeGreaterThanOrEqual(BACKFILLED_MINUTES);
    // Both processes run the worker: every job was free for either to take.
    for (const api of processes) {
      expect(api.child.exitCode).toBeNull();
    }
  }, 90_000);
});
