import type {
  OverrideRequest,
  ProviderAvailability,
  TimeOffRequest,
  WeeklyHoursRequest,
} from '@app/domain/contracts';
import { staffApiRequest } from '../../../lib/staff-api-client';

// The provider's own hours (ADR 171): every change answers with the whole page, conflicts included.

const BASE = '/api/care/availability';

async function call(
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<ProviderAvailability> {
  return (await staffApiRequest<{ data: ProviderAvailability }>(method, `${BASE}${path}`, body))
    .data;
}

/** The provider's weekly hours, overrides, time off, languages, licences and conflicts. */
export function getCareAvailability(): Promise<ProviderAvailability> {
  return call('GET', '');
}

/** Saves the week's hours, their time zone and the languages; 422 names `timeZone`, `weekly.<weekday>`, `languages`. */
export function saveWeeklyHours(request: WeeklyHoursRequest): Promise<ProviderAvailability> {
  return call('PUT', '/weekly', request);
}

/** Sets one day's hours in place of the week's; no hours: not available that day. */
export function saveDateOverride(
  day: string,
  request: OverrideRequest,
): Promise<ProviderAvailability> {
  return call('PUT', `/overrides/${encodeURIComponent(day)}`, request);
}

/** Removes a day's override: the week's hours apply again. */
export function removeDateOverride(day: string): Promise<ProviderAvailability> {
  return call('DELETE', `/overrides/${encodeURIComponent(day)}`);
}

/** Adds days off, inclusive. */
export function addTimeOff(request: TimeOffRequest): Promise<ProviderAvailability> {
  return call('POST', '/time-off', request);
}

export function removeTimeOff(timeOffId: number): Promise<ProviderAvailability> {
  return call('DELETE', `/time-off/${timeOffId}`);
}
