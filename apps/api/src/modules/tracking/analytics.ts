import { INELIGIBLE_TRACKING_MESSAGES, type IneligibleReason } from '@app/domain/constants';
import type { Db } from '../../db/client';
import { insertAnalyticsEvent } from './tracking.repository';

/** The events of 000 §8 / 001 §8 the product records. Properties never carry health data. */
export type AnalyticsEventName = 'account_registered' | 'order_completed' | 'photo_upload_failed' | 'ineligible';

export interface AnalyticsEvent {
  name: AnalyticsEventName;
  brandId: number;
  visitorUuid?: string | undefined;
  patientId?: number | undefined;
  properties?: Record<string, string | number | boolean | null>;
}

/**
 * The event of an ineligible result, from the eligibility check or a survey answer: the reason and
 * its tracking message (null for the survey reasons, which the spec gives none), never the answers.
 */
export function ineligibleEvent(reason: IneligibleReason, patientId: number | undefined): Omit<AnalyticsEvent, 'brandId' | 'visitorUuid'> {
  return { name: 'ineligible', patientId, properties: { reason, trackingMessage: INELIGIBLE_TRACKING_MESSAGES[reason] ?? null } };
}

/** The analytics adapter: where events go. Production can send them to a vendor instead. */
export interface AnalyticsSink {
  record: (event: AnalyticsEvent) => Promise<void>;
}

/** The default sink: events stored in analytics_events. */
export function createStoredAnalytics(db: Db): AnalyticsSink {
  return {
    record: async (event) => {
      await insertAnalyticsEvent(db, {
        name: event.name,
        brandId: event.brandId,
        visitorUuid: event.visitorUuid ?? null,
        patientId: event.patientId ?? null,
        properties: event.properties ?? {},
      });
    },
  };
}
