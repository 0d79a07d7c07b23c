import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { APP_ROLE, OWNER_ROLE } from './database-roles';

// Issue 28 item 1 (ADR 131): the app's runtime connection holds data rights only. Through it, the
// audit trail can be added to and read, never changed, emptied or unguarded, and no table created.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.handle.pool.query(`insert into audit_events (actor_role, action, outcome) values ('system', 'test.seed', 'done')`);
});
afterAll(() => t.close());

const asApp = (statement: string) => t.appHandle.pool.query(statement);

describe("the app's database role", () => {
  it('is the app role, no superuser, with no right to create roles, databases or replicate, and owns nothing', async () => {
    const { rows } = await t.appHandle.pool.query<Record<string, unknown>>(
      `select current_user as name, rolsuper, rolcreaterole, rolcreatedb, rolreplication, rolbypassrls,
              (select count(*)::int from pg_class where relowner = r.oid) as owned
         from pg_roles r where rolname = current_user`,
    );
    expect(rows[0]).toEqual({ name: APP_ROLE, rolsuper: false, rolcreaterole: false, rolcreatedb: false, rolreplication: false, rolbypassrls: false, owned: 0 });
    const owner = await t.handle.pool.query('select rolsuper from pg_roles where rolname = $1', [OWNER_ROLE]);
    expect(owner.rows).toEqual([{ rolsuper: false }]);
    const tables = await t.handle.pool.query(`select count(*)::int as n from pg_tables where schemaname = 'public' and tableowner <> $1`, [OWNER_ROLE]);
    expect(tables.rows[0].n).toBe(0);
  });

  it('inserts and reads audit rows', async () => {
    await asApp(`insert into audit_events (actor_role, action, outcome) values ('system', 'test.app', 'done')`);
    const { rows } = await asApp(`select action from audit_events where action like 'test.%' order by id`);
    expect(rows.map((row) => row.action)).toEqual(['test.seed', 'test.app']);
  });

  it.each([
    ['update audit rows', `update audit_events set outcome = 'refused'`],
    ['delete audit rows', 'delete from audit_events'],
    ['truncate the audit trail', 'truncate audit_events'],
    ['disable its trigger', 'alter table audit_events disable trigger audit_events_no_change'],
    ['drop its trigger', 'drop trigger audit_events_no_change on audit_events'],
    ['turn triggers off for the session', 'set session_replication_role = replica'],
    ["move an audit chain's head", 'update audit_chains set last_seq = 0'],
    ['delete an audit checkpoint', 'delete from audit_checkpoints'],
    ['rewrite a verification', `update audit_verifications set broken_links = '[]'`],
    ['disable the chain trigger', 'alter table audit_events disable trigger audit_events_chain_on_insert'],
    ['chain rows itself', 'select audit_chain_unchained()'],
    ['create a table', 'create table planted (id int)'],
    ['create a table in the job queue', 'create table graphile_worker.planted (id int)'],
    ['drop a table', 'drop table patients'],
  ])('may not %s', async (_what, statement) => {
    // 42501: insufficient privilege.
    await expect(asApp(statement)).rejects.toMatchObject({ code: '42501' });
  });

  it('cannot grant itself a right it lacks (PostgreSQL warns and grants nothing)', async () => {
    await asApp(`grant truncate, update on audit_events to ${APP_ROLE}`);
    const { rows } = await asApp(`select has_table_privilege('audit_events', 'TRUNCATE') as truncate, has_table_privilege('audit_events', 'UPDATE') as update`);
    expect(rows[0]).toEqual({ truncate: false, update: false });
  });

  it('leaves every audit row in place after the attempts', async () => {
    const { rows } = await t.handle.pool.query(`select count(*)::int as n from audit_events where action like 'test.%' and outcome = 'done'`);
    expect(rows[0].n).toBe(2);
  });
});
