import type { ConsultationConfirmation } from '../modules/scheduling/consultation-confirmation.service';
import type { SubscriptionNotice } from '../modules/subscriptions/subscription-notice-queue';

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
  /** Opens the due renewals, queues their bills and the 3-day notices (ADR 114); on a schedule and after the clock moves. */
  'renewals-pass': Partial<CronPayload>;
  /** Bills one subscription's due box, or tries a declined one again (ADR 114). */
  'bill-subscription': { subscriptionId: number };
  /** Sends one message about a subscription's box, rendered in the patient's zone. */
  'send-subscription-notice': SubscriptionNotice;
  /** Confirms a consultation booking by email with its calendar file. */
  'send-consultation-confirmation': ConsultationConfirmation;
  /** Records each moved audit chain's head and writes it to the log (ADR 133); on a schedule. */
  'audit-checkpoint': CronPayload;
  /** Walks the audit trail's hash chains and records what it found (ADR 133); on a schedule or when an operator asks. */
  'audit-verify': Partial<CronPayload> & { requestedBy?: `operator:${number}` };
  /** Tells the patient their box shipped or was delivered. */
  'send-shipment-notice': { shipmentId: number; kind: 'shipped' | 'delivered' };
}

export type JobName = keyof JobPayloads;
