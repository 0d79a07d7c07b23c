/** What graphile-worker adds to the payload of a job its cron scheduled. */
export interface CronPayload {
  _cron: { ts: string; backfilled?: boolean };
}

/** Every job the worker runs, by task name, with its payload. */
export interface JobPayloads {
  housekeeping: CronPayload;
  /** Sends one queued text or email (ADR 074); the id only, the text stays sealed in its row. */
  'deliver-outbox-message': { messageId: number };
}

export type JobName = keyof JobPayloads;
