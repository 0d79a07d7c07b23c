import { TRACKED_URL_MAX_LENGTH } from '@app/domain/constants';
import type { Db } from '../../db/client';
import type { AnalyticsEvent, AnalyticsSink } from './analytics';
import { insertAttribution, linkAttributionToPatient } from './tracking.repository';

/** Cuts a stored url to 1001 characters (000 §9). */
export function cutUrl(url: string | undefined): string | null {
  return url ? url.slice(0, TRACKED_URL_MAX_LENGTH) : null;
}

/** The invite token of a landing url's `?t=` parameter (000 §9), if any. */
export function inviteTokenOf(landingUrl: string | undefined): string | null {
  if (!landingUrl) {
    return null;
  }
  try {
    const token = new URL(landingUrl, 'http://landing.invalid').searchParams.get('t');
    return token ? token.slice(0, 100) : null;
  } catch {
    return null;
  }
}

export interface TrackingContext {
  brandId: number;
  visitorUuid: string | undefined;
  /** True when the visitor opted out (Global Privacy Control or the do-not-sell choice). */
  isOptedOut: boolean;
}

/** Stores where a visitor came from, unless they opted out. */
export async function recordLanding(
  db: Db,
  context: TrackingContext & { visitorUuid: string },
  urls: { landingUrl?: string | undefined; referrerUrl?: string | undefined },
): Promise<void> {
  if (context.isOptedOut) {
    return;
  }
  await insertAttribution(db, {
    visitorUuid: context.visitorUuid,
    brandId: context.brandId,
    landingUrl: cutUrl(urls.landingUrl),
    referrerUrl: cutUrl(urls.referrerUrl),
    inviteToken: inviteTokenOf(urls.landingUrl),
  });
}

/**
 * Records an analytics event through the adapter, unless the visitor opted out. Failures are
 * swallowed by the caller's choice: analytics must never break a patient's request.
 */
export async function track(sink: AnalyticsSink, context: TrackingContext, event: Omit<AnalyticsEvent, 'brandId' | 'visitorUuid'>): Promise<void> {
  if (context.isOptedOut) {
    return;
  }
  await sink.record({ ...event, brandId: context.brandId, visitorUuid: context.visitorUuid });
}

/** Ties the visitor's landing to the account they created. */
export async function attributeToPatient(db: Db, context: TrackingContext, patientId: number): Promise<void> {
  if (!context.isOptedOut && context.visitorUuid) {
    await linkAttributionToPatient(db, context.visitorUuid, patientId);
  }
}
