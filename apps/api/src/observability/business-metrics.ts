import { sql } from 'drizzle-orm';
import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../db/client';

/**
 * Figures read from the database at each scrape (ADR 155), so every process, API or worker, reports
 * the same truth whichever of them did the work: two statements, each part on an index (EXPLAIN
 * on the volume seed of 20,000 patients: 6 ms; the job queue holds only jobs not yet done).
 * Outbox messages older than a week are not looked at: delivery gives up after six tries within
 * minutes, and the bound keeps the read on `outbox_created_idx`.
 */
const FIGURES = sql`select
  (select count(*) from subscription_renewals where status = 'open' and next_try_at <= now()) as renewals_due,
  (select extract(epoch from now() - min(next_try_at)) from subscription_renewals where status = 'open' and next_try_at <= now()) as renewals_due_oldest_age,
  (select count(*) from outbox_messages where created_at > now() - interval '7 days' and sent_at is null and gave_up_at is null) as outbox_waiting,
  (select extract(epoch from now() - min(created_at)) from outbox_messages where created_at > now() - interval '7 days' and sent_at is null and gave_up_at is null) as outbox_oldest_age,
  (select count(*) from checkout_attempts where status = 'pending') as checkout_pending,
  (select extract(epoch from now() - min(created_at)) from checkout_attempts where status = 'pending') as checkout_pending_oldest_age`;

/** The job queue per task: due and waiting, taken by a worker, failed for good, and the age of the oldest due. */
const JOBS = sql`select t.identifier as task,
    count(*) filter (where j.locked_at is null and j.attempts < j.max_attempts and j.run_at <= now()) as queued,
    count(*) filter (where j.locked_at is not null) as running,
    count(*) filter (where j.locked_at is null and j.attempts >= j.max_attempts) as failed,
    coalesce(extract(epoch from now() - min(j.run_at) filter (where j.locked_at is null and j.attempts < j.max_attempts and j.run_at <= now())), 0) as oldest_queued_age
  from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
  group by t.identifier`;

type Figures = Record<string, string | number | null>;
interface JobFigures extends Record<string, unknown> {
  task: string;
  queued: string;
  running: string;
  failed: string;
  oldest_queued_age: string;
}

interface Snapshot {
  figures: Figures;
  jobs: JobFigures[];
}

/** A gauge per figure, and whether the last read worked (a scrape must not fail with the database). */
const SINGLE_GAUGES: readonly (readonly [name: string, help: string, column: string])[] = [
  ['teleskin_renewals_due', 'Renewals open whose next charge is due now.', 'renewals_due'],
  [
    'teleskin_renewals_due_oldest_age_seconds',
    'How long the oldest due renewal has waited for its charge (0 when none).',
    'renewals_due_oldest_age',
  ],
  [
    'teleskin_outbox_waiting_messages',
    'Messages written to the outbox and neither sent nor given up.',
    'outbox_waiting',
  ],
  [
    'teleskin_outbox_oldest_waiting_age_seconds',
    'Age of the oldest waiting outbox message (0 when none).',
    'outbox_oldest_age',
  ],
  [
    'teleskin_checkout_attempts_pending',
    'Checkout attempts written and not yet settled.',
    'checkout_pending',
  ],
  [
    'teleskin_checkout_attempts_pending_oldest_age_seconds',
    'Age of the oldest pending checkout attempt (0 when none).',
    'checkout_pending_oldest_age',
  ],
];

const JOB_GAUGES: readonly (readonly [name: string, help: string, column: keyof JobFigures])[] = [
  ['teleskin_jobs_queued', 'Jobs due and waiting for a worker, per task.', 'queued'],
  ['teleskin_jobs_running', 'Jobs a worker has taken, per task.', 'running'],
  [
    'teleskin_jobs_failed',
    'Jobs that failed every attempt and will not run again, per task.',
    'failed',
  ],
  [
    'teleskin_jobs_oldest_queued_age_seconds',
    'Age of the oldest due job waiting for a worker, per task.',
    'oldest_queued_age',
  ],
];

/** One read of the figures shared by every gauge of a scrape: the gauges collect at once. */
function sharedRead(
  read: () => Promise<Snapshot>,
  reuseMs: number,
): () => Promise<Snapshot | undefined> {
  let last: { at: number; snapshot: Promise<Snapshot | undefined> } | undefined;
  return () => {
    if (!last || performance.now() - last.at > reuseMs) {
      last = { at: performance.now(), snapshot: read().catch(() => undefined) };
    }
    return last.snapshot;
  };
}

export function registerBusinessMetrics(registry: Registry, db: Db): void {
  const snapshot = sharedRead(async () => {
    const [figures, jobs] = await Promise.all([
      db.execute<Figures>(FIGURES),
      db.execute<JobFigures>(JOBS),
    ]);
    return { figures: figures.rows[0] ?? {}, jobs: jobs.rows };
  }, 1000);

  new Gauge({
    name: 'teleskin_business_metrics_up',
    help: '1 when the last read of the database figures worked; 0 and the figures left out when it did not.',
    registers: [registry],
    async collect() {
      this.set((await snapshot()) ? 1 : 0);
    },
  });
  for (const [name, help, column] of SINGLE_GAUGES) {
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const read = await snapshot();
        this.reset();
        if (read) {
          this.set(Number(read.figures[column] ?? 0));
        }
      },
    });
  }
  for (const [name, help, column] of JOB_GAUGES) {
    new Gauge({
      name,
      help,
      labelNames: ['task'],
      registers: [registry],
      async collect() {
        const read = await snapshot();
        this.reset();
        for (const row of read?.jobs ?? []) {
          this.set({ task: row.task }, Number(row[column]));
        }
      },
    });
  }
}
