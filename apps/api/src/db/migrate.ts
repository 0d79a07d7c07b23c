import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type pg from 'pg';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Db } from './client';
import { findApiRoot } from './api-root';
import { migrateJobQueue } from './job-queue';

// Any constant works; it only has to be the same in every process that migrates.
const MIGRATION_LOCK_ID = 7_261_001;

/**
 * Applies the committed drizzle/ migrations, then the job queue's own (graphile-worker's schema). A session advisory lock, held on its own connection,
 * makes two processes booting at once take turns instead of racing on the same DDL.
 */
export async function runMigrations(db: Db, pool: pg.Pool): Promise<void> {
  const migrationsFolder = join(findApiRoot(), 'drizzle');
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(db, { migrationsFolder });
    await migrateJobQueue(pool);
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    lockClient.release();
  }
}

/**
 * When the newest migration bundled with this build was generated (its journal's `when`): drizzle
 * records it as `created_at` in `drizzle.__drizzle_migrations` once applied, so /readyz compares the two.
 */
export function latestBundledMigrationMillis(): number {
  const journal = JSON.parse(readFileSync(join(findApiRoot(), 'drizzle', 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
}
