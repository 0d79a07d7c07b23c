import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffRole } from '@app/domain/constants';
import { buildTestApp, type TestApp } from '../build-test-app';
import { captureQueries, type CapturedQuery } from '../query-counter';
import { signInAsStaff } from '../staff-session';
import { TestClient } from '../test-client';
import { waitFor } from '../wait-for';
import { seedVolume } from '../volume/seed-volume';
import type { HotPathDeps } from './hot-path-client';
import { markSessionsSeen, setUpSubjects, type Subjects } from './hot-path-subjects';
import { HOT_PATHS, type HotPath, type HotPathCall } from './hot-paths';
import { describePlan, EXPLAINABLE, growthBeyond, sequentialScans, TRANSACTION_CONTROL, type PlanNode } from './plan-checks';

// Issue 27 item 6, ADR 126: every hot path sends a fixed number of statements whatever the data
// size, and PostgreSQL can serve each of them from an index. Each path runs on the subjects
// alone, then again after about 1,000 patients' volume; the statements of the second run are
// planned with their own values and sequential scans disabled, so a Seq Scan left in a plan is
// one no index can replace.

const VOLUME_PATIENTS = 1_000;
/**
 * The bench's growth criterion (1,000 + 10 per row returned at 100,000 patients), scaled to the
 * volume here: a statement that reads a table whole examines about 1% of the bench's rows.
 */
const GROWTH_LIMIT = { allowance: 300, multiple: 10 };

let t: TestApp;
let deps: HotPathDeps<TestClient>;
let subjects: Subjects<TestClient>;
const small = new Map<string, CapturedQuery[]>();
const large = new Map<string, CapturedQuery[]>();

function testDeps(app: TestApp): HotPathDeps<TestClient> {
  let clients = 0;
  return {
    newClient: () => {
      clients += 1;
      return new TestClient(app.app, '127.0.0.1:3000', `10.62.${clients >> 8}.${(clients & 255) + 1}`);
    },
    query: async (text, values) => (await app.handle.pool.query(text, values as unknown[])).rows,
    signInStaff: async (role: StaffRole) => {
      const client = new TestClient(app.app);
      await signInAsStaff(app, client, role);
      return client;
    },
  };
}

async function callOf(path: HotPath, n: number): Promise<HotPathCall<TestClient>> {
  return path.prepare ? path.prepare(deps) : path.call(subjects, n);
}

/**
 * One call of `path` after an unmeasured one (a first call may fill a cache), with the sessions
 * just marked seen (a session older than a minute is touched once: sessions.service), and the
 * pool idle again before the statements are read.
 */
async function statementsOf(path: HotPath): Promise<CapturedQuery[]> {
  const warmUp = await callOf(path, 0);
  expect((await warmUp.client.request(warmUp.method, warmUp.url, warmUp.body)).status, path.name).toBeLessThan(300);
  const call = await callOf(path, 1);
  await markSessionsSeen(deps.query, subjects);
  const { result, queries } = await captureQueries(async () => {
    const response = await call.client.request(call.method, call.url, call.body);
    await waitFor(() => t.handle.pool.idleCount === t.handle.pool.totalCount, 5_000, 'the pool to be idle');
    return response;
  });
  expect(result.status, `${path.name}: ${JSON.stringify(result.body)}`).toBeLessThan(300);
  return queries;
}

async function captureEveryPath(into: Map<string, CapturedQuery[]>): Promise<void> {
  for (const path of HOT_PATHS) {
    into.set(path.name, await statementsOf(path));
  }
}

beforeAll(async () => {
  t = await buildTestApp();
  deps = testDeps(t);
  subjects = await setUpSubjects(deps, { openVisits: 2 });
  await captureEveryPath(small);
  const seeder = new pg.Client({ connectionString: t.databaseUrl });
  await seeder.connect();
  try {
    await seedVolume(seeder, { patients: VOLUME_PATIENTS });
  } finally {
    await seeder.end();
  }
  await captureEveryPath(large);
}, 120_000);
afterAll(() => t?.close());

const listed = (queries: readonly CapturedQuery[]) => queries.map((query) => `  ${query.text.replace(/\s+/g, ' ').slice(0, 140)}`).join('\n');

const oneLine = (text: string) => text.replace(/\s+/g, ' ');

/**
 * Plans every statement the hot paths sent among 1,000 patients, sequential scans disabled, and
 * collects what `inspect` finds in each. With ANALYZE only reads run, each in a transaction rolled back.
 */
async function findInPlans(options: '' | 'analyze, ', inspect: (path: HotPath, query: CapturedQuery, plan: PlanNode) => string[]): Promise<string[]> {
  const explainer = new pg.Client({ connectionString: t.databaseUrl });
  await explainer.connect();
  const findings: string[] = [];
  try {
    await explainer.query('set enable_seqscan = off');
    for (const path of HOT_PATHS) {
      for (const query of large.get(path.name) ?? []) {
        if (TRANSACTION_CONTROL.test(query.text) || (options !== '' && !/^\s*select\b/i.test(query.text))) {
          continue;
        }
        if (!EXPLAINABLE.test(query.text)) {
          findings.push(`${path.name}: cannot EXPLAIN ${query.text.slice(0, 80)}`);
          continue;
        }
        await explainer.query('begin');
        try {
          const { rows } = await explainer.query({ text: `explain (${options}format json) ${query.text}`, values: [...query.values] });
          findings.push(...inspect(path, query, (rows[0] as { 'QUERY PLAN': [{ Plan: PlanNode }] })['QUERY PLAN'][0].Plan));
        } finally {
          await explainer.query('rollback');
        }
      }
    }
  } finally {
    await explainer.end();
  }
  return findings;
}

describe('the hot paths (ADR 126)', () => {
  it('send the same number of statements on the subjects alone and among 1,000 patients', () => {
    const changed = HOT_PATHS.filter((path) => small.get(path.name)?.length !== large.get(path.name)?.length).map(
      (path) => `${path.name}: ${small.get(path.name)?.length} then ${large.get(path.name)?.length}\n${listed(small.get(path.name) ?? [])}\nthen\n${listed(large.get(path.name) ?? [])}`,
    );
    expect(changed, changed.join('\n\n')).toEqual([]);
  });

  it('plan every statement on an index: no Seq Scan with sequential scans disabled, with the values each was sent with', async () => {
    const findings = await findInPlans('', (path, query, plan) => sequentialScans(plan).map((table) => `${path.name}: Seq Scan on ${table} in ${oneLine(query.text)}`));
    expect(findings, findings.join('\n\n')).toEqual([]);
  });

  // Reads only, run in a transaction rolled back: a write replayed would meet the row it already
  // wrote (the bench measures writes as they ran). Sequential scans stay disabled, as at this
  // volume reading a table whole is often the cheaper plan; what is left is an index walked from
  // end to end, which the test above cannot see.
  it('read rows in proportion to what they return, not to the tables', async () => {
    const findings = await findInPlans('analyze, ', (path, query, plan) => {
      const growth = growthBeyond(plan, GROWTH_LIMIT);
      return growth ? [`${path.name}: examines ${growth.examined} rows to return ${growth.returned} in ${oneLine(query.text)}\n${describePlan(plan).join('\n')}`] : [];
    });
    expect(findings, findings.join('\n\n')).toEqual([]);
  });
});
