import type { TimedTask } from '../timed-work';

/** What graphile-worker adds to the payload of a job its cron scheduled. */
export interface CronPayload {
  _cron: { ts: string; backfilled?: boolean };
}

/** A timed task's payload (timed-work.ts): its cron's when it was scheduled, nothing when added at once. */
type TimedPayloads = { [Task in TimedTask]: Partial<CronPayload> };

/** The messages about a subscription's boxes (issue 13 item 6). */
export type SubscriptionNoticeKind = 'bills-soon' | 'box-paid' | 'payment-failed' | 'paused-payment-failed' | 'price-raise';

/** A notice to send: ids only, never health data (the job's payload is stored in the queue). */
export interface SubscriptionNotice {
  kind: SubscriptionNoticeKind;
  subscriptionId: number;
  /** The box the notice is about. */
  billDate: string;
  orderId?: number;
  /** For a declined charge: which try it was, and the processor's words. */
  tries?: number;
  reason?: string;
  /** For a paid box: what was charged. */
  totalCents?: number;
  /** For a price raise: the admin's change it tells of (ADR 160). */
  priceChangeId?: number;
}

/** A consultation booking to confirm by email with its calendar file. */
export interface ConsultationConfirmation {
  consultationId: number;
  /** The zone the patient saw the times in when booking. */
  timeZone: string;
}

/** Every job the worker runs, by task name, with its payload; each timed task has one. */
export interface JobPayloads extends TimedPayloads {
  /** Sends one queued text or email (ADR 074); the id only, the text stays sealed in its row. */
  'deliver-outbox-message': { messageId: number };
  /** Bills one subscription's due box, or tries a declined one again (ADR 114). */
  'bill-subscription': { subscriptionId: number };
  /** Sends one message about a subscription's box, rendered in the patient's zone. */
  'send-subscription-notice': SubscriptionNotice;
  /** Confirms a consultation booking by email with its calendar file. */
  'send-consultation-confirmation': ConsultationConfirmation;
  /** Walks the audit trail's hash chains (ADR 133): on its schedule, or when an operator asks. */
  'audit-verify': Partial<CronPayload> & { requestedBy?: `operator:${number}` };
  /** Tells the patient their box shipped or was delivered. */
  'send-shipment-notice': { shipmentId: number; kind: 'shipped' | 'delivered' };
}

export type JobName = keyof JobPayloads;
