import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { databaseErrorCode } from '../db/errors';
import { latestBundledMigrationMillis } from '../db/migrate';
import type { JobHeartbeat } from './job-heartbeat';

/** How long the database may take to answer a readiness check before it counts as unreachable. */
export const DATABASE_CHECK_TIMEOUT_MS = 1000;

/** Each check's answer: `ok`, or a fixed word for what is wrong (never an error's text: no secrets). */
export type CheckResult = 'ok' | 'unreachable' | 'not applied' | 'not started' | 'stale';

export interface ReadinessReport {
  isReady: boolean;
  status: 'ready' | 'not ready' | 'stopping';
  checks: Record<string, CheckResult>;
}

export interface ReadinessDeps {
  db: Db;
  /** The job worker's heartbeat when jobs run in this process (JOBS_IN_API); none, no jobs check. */
  heartbeat?: JobHeartbeat;
  /** The newest bundled migration's time (default: this build's journal). */
  latestMigrationMillis?: number;
}

const withTimeout = <T>(work: Promise<T>, ms: number): Promise<T> =>
  Promise.race([
    work,
    new Promise<never>((_resolve, reject) =>
      setTimeout(() => reject(new Error('timed out')), ms).unref(),
    ),
  ]);

/**
 * What /readyz answers (ADR 155): ready when the database answers within a second, holds this
 * build's newest migration, and the job worker of this process (if any) beats; not ready as soon
 * as the process is told to stop, so the load balancer sends no more while it drains.
 */
export class Readiness {
  private isStopping = false;
  private readonly latestMigrationMillis: number;

  constructor(private readonly deps: ReadinessDeps) {
    this.latestMigrationMillis = deps.latestMigrationMillis ?? latestBundledMigrationMillis();
  }

  markStopping(): void {
    this.isStopping = true;
  }

  get stopping(): boolean {
    return this.isStopping;
  }

  async report(): Promise<ReadinessReport> {
    if (this.isStopping) {
      return { isReady: false, status: 'stopping', checks: {} };
    }
    const checks: Record<string, CheckResult> = await this.checkDatabase();
    if (this.deps.heartbeat) {
      checks.jobs = this.deps.heartbeat.state();
    }
    const isReady = Object.values(checks).every((result) => result === 'ok');
    return { isReady, status: isReady ? 'ready' : 'not ready', checks };
  }

  /** One statement answers both: is the database there, and does it hold this build's newest migration. */
  private async checkDatabase(): Promise<Record<string, CheckResult>> {
    try {
      const { rows } = await withTimeout(
        this.deps.db.execute<{ latest: string | null }>(
          sql`select max(created_at)::text as latest from drizzle.__drizzle_migrations`,
        ),
        DATABASE_CHECK_TIMEOUT_MS,
      );
      const latest = Number(rows[0]?.latest ?? 0);
      return {
        database: 'ok',
        migrations: latest >= this.latestMigrationMillis ? 'ok' : 'not applied',
      };
    } catch (error) {
      // No schema or table of migrations at all (3F000, 42P01): a database no migration ran on.
      const isUnmigrated = ['3F000', '42P01'].includes(databaseErrorCode(error) ?? '');
      return isUnmigrated
        ? { database: 'ok', migrations: 'not applied' }
        : { database: 'unreachable', migrations: 'unreachable' };
    }
  }
}
