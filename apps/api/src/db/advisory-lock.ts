import type pg from 'pg';

/**
 * Runs `work` only if no other process holds the lock, and says whether it ran. The lock lives in
 * PostgreSQL, so any number of API processes can schedule the same job and only one does it.
 */
export async function withTryAdvisoryLock(pool: pg.Pool, lockId: number, work: () => Promise<void>): Promise<boolean> {
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [lockId]);
    if (!rows[0]?.locked) {
      return false;
    }
    try {
      await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [lockId]);
    }
    return true;
  } finally {
    client.release();
  }
}
