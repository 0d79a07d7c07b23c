import { createHmac } from 'node:crypto';
import pg from 'pg';

/**
 * The two roles of the app's database (issue 28 item 1, ADR 131): the owner, which owns every table
 * and runs the migrations, and the app's role, which API processes and job workers connect as and
 * which holds data rights only. Neither is a superuser; the app's role owns nothing, so it can drop,
 * alter or disable nothing, and the audit trail is only ever inserted into and read.
 */
export const OWNER_ROLE = 'teleskin_owner';
export const APP_ROLE = 'teleskin_app';

/** The schemas the app's tables live in: its own, and the job queue's (graphile-worker). */
const DATA_SCHEMAS = ['public', 'graphile_worker'] as const;
/** Every schema the owner owns: the data schemas and drizzle's record of applied migrations. */
const OWNED_SCHEMAS = ['public', 'drizzle', 'graphile_worker'];

/** A role's password, derived from the embedded server's superuser password: nothing more to store. */
export function derivedPassword(superPassword: string, role: string): string {
  return createHmac('sha256', superPassword).update(`role:${role}`).digest('base64url');
}

/** `url` with another user and password. */
export function urlAs(url: string, role: string, password: string): string {
  const parsed = new URL(url);
  parsed.username = role;
  parsed.password = password;
  return parsed.toString();
}

/** The user a connection url signs in as. */
export function userOf(url: string): string {
  return decodeURIComponent(new URL(url).username);
}

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * Hands every object of the owned schemas that another role owns (a data folder migrated before the
 * roles existed, as the superuser) to the owner. A sequence a column owns moves with its table.
 */
const TAKE_OVER = `do $$
declare r record;
begin
  for r in select nspname from pg_namespace where nspname = any($schemas$) and pg_get_userbyid(nspowner) <> '${OWNER_ROLE}' and nspname <> 'public' loop
    execute format('alter schema %I owner to ${OWNER_ROLE}', r.nspname);
  end loop;
  for r in select c.oid::regclass as name, c.relkind from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = any($schemas$) and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
        and pg_get_userbyid(c.relowner) <> '${OWNER_ROLE}'
        and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype in ('a', 'i')) loop
    execute format('alter %s %s owner to ${OWNER_ROLE}',
      case r.relkind when 'S' then 'sequence' when 'v' then 'view' when 'm' then 'materialized view' when 'f' then 'foreign table' else 'table' end, r.name);
  end loop;
  for r in select p.oid::regprocedure as signature from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = any($schemas$) and pg_get_userbyid(p.proowner) <> '${OWNER_ROLE}' loop
    execute format('alter routine %s owner to ${OWNER_ROLE}', r.signature);
  end loop;
  for r in select t.oid::regtype as name from pg_type t join pg_namespace n on n.oid = t.typnamespace
      left join pg_class c on c.oid = t.typrelid
      where n.nspname = any($schemas$) and pg_get_userbyid(t.typowner) <> '${OWNER_ROLE}'
        and (t.typtype in ('e', 'd') or (t.typtype = 'c' and c.relkind = 'c')) loop
    execute format('alter type %s owner to ${OWNER_ROLE}', r.name);
  end loop;
end $$`.replaceAll('$schemas$', `array[${OWNED_SCHEMAS.map(literal).join(', ')}]`);

/**
 * As a superuser, on the app's database: creates both roles when missing (no superuser, no new
 * databases or roles, no replication, no row-security bypass), sets their passwords, and makes the
 * owner the database's owner and the owner of every object in it. Idempotent: runs at every start.
 */
export async function ensureRoles(superUrl: string, passwords: { owner: string; app: string }): Promise<void> {
  const client = new pg.Client({ connectionString: superUrl });
  await client.connect();
  try {
    // Two processes starting at once: one creates, the other waits and finds the roles there.
    await client.query('select pg_advisory_lock(7261002)');
    for (const [role, password] of [[OWNER_ROLE, passwords.owner], [APP_ROLE, passwords.app]] as const) {
      const { rowCount } = await client.query('select 1 from pg_roles where rolname = $1', [role]);
      if (rowCount === 0) {
        await client.query(`create role ${role}`);
      }
      await client.query(`alter role ${role} with login nosuperuser nocreatedb nocreaterole noreplication nobypassrls password ${literal(password)}`);
    }
    const { rows } = await client.query<{ name: string }>('select current_database() as name');
    await client.query(`alter database "${rows[0]!.name.replaceAll('"', '""')}" owner to ${OWNER_ROLE}`);
    await client.query(TAKE_OVER);
  } finally {
    await client.query('select pg_advisory_unlock_all()').catch(() => undefined);
    await client.end();
  }
}

/**
 * As the owner, after the migrations: the app's role may read and write the data, use the
 * sequences and call the job queue's functions; the audit trail it may only add to and read.
 * No TRUNCATE, no REFERENCES, no TRIGGER; drizzle's record of migrations it may only read. Run after every
 * migration, so a table a migration adds gets its rights in the same start.
 */
export async function grantAppRights(pool: pg.Pool, appRole: string): Promise<void> {
  const role = `"${appRole.replaceAll('"', '""')}"`;
  const statements = DATA_SCHEMAS.flatMap((schema) => [
    `grant usage on schema ${schema} to ${role}`,
    `grant select, insert, update, delete on all tables in schema ${schema} to ${role}`,
    `grant usage, select on all sequences in schema ${schema} to ${role}`,
    `grant execute on all functions in schema ${schema} to ${role}`,
  ]);
  // The audit trail and its hash chain (ADR 133): rows and checkpoints are only added; the chains'
  // heads move only through the insert trigger, which runs as the owner.
  statements.push(`revoke update, delete, truncate on audit_events, audit_checkpoints, audit_verifications from ${role}`);
  statements.push(`revoke insert, update, delete, truncate on audit_chains from ${role}`);
  statements.push(`revoke execute on function audit_chain_unchained() from ${role}`);
  statements.push(jobQueuePolicies(appRole));
  // Read-only, the one table of drizzle's schema: /readyz checks this build's migrations were applied (ADR 155).
  statements.push(`grant usage on schema drizzle to ${role}`, `grant select on drizzle.__drizzle_migrations to ${role}`);
  await pool.query(statements.join(';\n'));
}

/**
 * graphile-worker turns row-level security on for its private tables, with no policy: only their
 * owner may see a row. A policy per table lets the app's role work the queue as the owner would;
 * created once (a new policy locks its table, and workers are using it).
 */
function jobQueuePolicies(appRole: string): string {
  const policy = `app_role_${appRole}`;
  return `do $$
declare r record;
begin
  for r in select c.oid::regclass as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'graphile_worker' and c.relkind in ('r', 'p') and c.relrowsecurity
        and not exists (select 1 from pg_policy p where p.polrelid = c.oid and p.polname = ${literal(policy)}) loop
    execute format('create policy %I on %s to %I using (true) with check (true)', ${literal(policy)}, r.name, ${literal(appRole)});
  end loop;
end $$`;
}
