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
