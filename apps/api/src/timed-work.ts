/**
 * The work the job worker runs on a schedule, listed once (ADR 146): each task with the setting
 * that holds its schedule (a five-field cron pattern, UTC) and its default, its queue, and when it
 * also runs outside its schedule. The settings (env.ts), the worker's cron items (jobs/worker.ts),
 * the jobs' payload types (db/job-payloads.ts) and the development clock (surfaces/public.ts)
 * all read this list. A task's handler is in jobs/task-list.ts, whose table requires one.
 */
interface TimedWork {
  readonly task: string;
  readonly setting: `${string}_SCHEDULE`;
  readonly schedule: string;
  /** Jobs of one queue run one at a time: a pass never overlaps the one before it. */
  readonly queueName: string;
  /** How far back a run missed while every process was stopped is caught up (one run, not each). */
  readonly backfillPeriodMs?: number;
  /** Its work reads the app's date: moving the development clock runs it at once. */
  readonly followsDevClock?: boolean;
  /** It runs once as each worker starts, whatever the number of workers (its job key keeps one). */
  readonly runsAtStart?: boolean;
}

export const TIMED_WORK = [
  // Sessions and attempt counters past their time; after a stop of every process, one catch-up pass is enough.
  { task: 'housekeeping', setting: 'HOUSEKEEPING_SCHEDULE', schedule: '5 * * * *', queueName: 'housekeeping', backfillPeriodMs: 60 * 60_000 },
  // Checkout attempts left pending are settled against their processor (ADR 106): a charge left by
  // a process that died becomes its order, or is voided, without waiting for the schedule.
  { task: 'reconcile-checkouts', setting: 'RECONCILE_CHECKOUTS_SCHEDULE', schedule: '*/5 * * * *', queueName: 'reconcile-checkouts', runsAtStart: true },
  // Due boxes are billed, declined ones retried and the 3-day notices sent (ADR 114).
  { task: 'renewals-pass', setting: 'RENEWALS_SCHEDULE', schedule: '*/10 * * * *', queueName: 'renewals-pass', followsDevClock: true },
  // The pharmacy is asked about the parcels on their way (ADR 110); a parcel is handed over once.
  { task: 'advance-shipments', setting: 'SHIPMENTS_SCHEDULE', schedule: '*/10 * * * *', queueName: 'advance-shipments', followsDevClock: true },
  // Each moved audit chain's head is checkpointed and logged (ADR 133).
  { task: 'audit-checkpoint', setting: 'AUDIT_CHECKPOINT_SCHEDULE', schedule: '15 * * * *', queueName: 'audit-chain' },
  // The audit trail's hash chains are walked end to end (ADR 133).
  { task: 'audit-verify', setting: 'AUDIT_VERIFY_SCHEDULE', schedule: '30 3 * * *', queueName: 'audit-chain' },
] as const satisfies readonly TimedWork[];

export type TimedTask = (typeof TIMED_WORK)[number]['task'];
export type ScheduleSetting = (typeof TIMED_WORK)[number]['setting'];

/** The queue a timed task's jobs run in, also when they are added outside the schedule. */
export function timedWorkQueue(task: TimedTask): string {
  return TIMED_WORK.find((work) => work.task === task)!.queueName;
}
