/** What graphile-worker adds to the payload of a job its cron scheduled. */
export interface CronPayload {
  _cron: { ts: string; backfilled?: boolean };
}

/** Every job the worker runs, by task name, with its payload. */
export interface JobPayloads {
  housekeeping: CronPayload;
  /** Sends one queued text or email (ADR 074); the id only, the text stays sealed in its row. */
  'deliver-outbox-message': { messageId: number };
  /** Settles checkout attempts left pending against their processor (ADR 106); at start-up and on a schedule. */
  'reconcile-checkouts': Partial<CronPayload>;
  /** Hands paid orders to the pharmacy and records their parcels' progress (ADR 110); on a schedule and after the clock moves. */
  'advance-shipments': Partial<CronPayload>;
}

export type JobName = keyof JobPayloads;
