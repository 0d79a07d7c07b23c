import { apiRequest } from '../../../lib/api-client';

/** Whether this browser opted out of tracking (the do-not-sell choice or Global Privacy Control). */
export async function getTrackingChoice(): Promise<boolean> {
  return (await apiRequest<{ isOptedOut: boolean }>('GET', '/api/tracking/state')).isOptedOut;
}

export async function setTrackingChoice(isOptedOut: boolean): Promise<boolean> {
  return (await apiRequest<{ isOptedOut: boolean }>('POST', '/api/tracking/opt-out', { isOptedOut })).isOptedOut;
}
