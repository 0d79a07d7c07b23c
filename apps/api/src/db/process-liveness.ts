import { randomInt } from 'node:crypto';
import pg from 'pg';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * A process's liveness in PostgreSQL (ADR 135): each API or worker process holds a session
 * advisory lock keyed by a token of its own on a connection of its own, for as long as it lives.
 * A process killed outright loses its connection, and PostgreSQL releases the lock at once, so any
 * other process can tell, from `pg_locks`, that work the dead one left half-done is nobody's now.
 * The pool's connections carry the token as `teleskin.process_token`, which rows that need an owner
 * take as their column default.
 */
export const PROCESS_LIVENESS_LOCK = 7_261_004;
/** The connection setting that names the process (a column default reads it). */
export const PROCESS_TOKEN_SETTING = 'teleskin.process_token';

export interface ProcessLiveness {
  token: number;
  stop: () => Promise<void>;
}

const RECONNECT_MS = 1000;

/** Takes a free token's lock on a connection of its own; if the connection drops, takes it again. */
export async function holdProcessLiveness(url: string): Promise<ProcessLiveness> {
  let client: pg.Client | undefined;
  let isStopped = false;
  const lock = async (token: number): Promise<boolean> => {
    const next = new pg.Client({ connectionString: url, application_name: 'teleskin-liveness' });
    await next.connect();
    const { rows } = await next.query<{ held: boolean }>('select pg_try_advisory_lock($1, $2) as held', [PROCESS_LIVENESS_LOCK, token]);
    if (!rows[0]?.held) {
      await next.end();
      return false;
    }
    client = next;
    next.on('error', () => undefined);
    // A lost connection lost the lock: the process's work looks abandoned until it holds it again.
    next.on('end', () => {
      if (!isStopped) {
        setTimeout(() => void relock(), RECONNECT_MS);
      }
    });
    return true;
  };
  let token = randomInt(1, 2 ** 31 - 1);
  while (!(await lock(token))) {
    token = randomInt(1, 2 ** 31 - 1);
  }
  const relock = async () => {
    if (isStopped) {
      return;
    }
    const held = await lock(token).catch(() => false);
    if (!held) {
      setTimeout(() => void relock(), RECONNECT_MS);
    }
  };
  return {
    token,
    stop: async () => {
      isStopped = true;
      await client?.end().catch(() => undefined);
    },
  };
}

/** True while the process whose token is in `tokenColumn` holds its liveness lock, in this database. */
export function ownerIsAlive(tokenColumn: SQLWrapper): SQL {
  return sql`exists (select 1 from pg_locks l
    where l.locktype = 'advisory' and l.granted and l.objsubid = 2
      and l.database = (select oid from pg_database where datname = current_database())
      and l.classid = ${PROCESS_LIVENESS_LOCK}::oid and l.objid::bigint = ${tokenColumn})`;
}
