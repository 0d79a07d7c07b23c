import type { WorkerEvents } from 'graphile-worker';

/** Longer than this without a sign of life, the job worker counts as stuck: an idle worker polls every 2 s. */
export const HEARTBEAT_STALE_MS = 30_000;

export type HeartbeatState = 'ok' | 'not started' | 'stale';

/**
 * The job worker's sign of life in this process, for /readyz (ADR 155): each poll for a job, each
 * job started or finished, beats. A worker whose jobs all run long has not stopped working, so it
 * counts as alive while a job of this process runs.
 */
export class JobHeartbeat {
  private lastBeatAt: number | undefined;
  private runningJobs = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Beats on the worker's events, from now on. */
  follow(events: WorkerEvents): void {
    this.beat();
    events.on('worker:getJob:start', () => this.beat());
    events.on('worker:getJob:empty', () => this.beat());
    events.on('job:start', () => {
      this.runningJobs += 1;
      this.beat();
    });
    events.on('job:complete', () => {
      this.runningJobs = Math.max(0, this.runningJobs - 1);
      this.beat();
    });
  }

  beat(): void {
    this.lastBeatAt = this.now();
  }

  state(): HeartbeatState {
    if (this.lastBeatAt === undefined) {
      return 'not started';
    }
    return this.runningJobs > 0 || this.now() - this.lastBeatAt <= HEARTBEAT_STALE_MS
      ? 'ok'
      : 'stale';
  }
}
