import { isSupportedTimeZone } from '@app/domain/scheduling';

/**
 * The browser's IANA time zone, when it is one the server will accept; otherwise undefined and
 * the server uses the main zone of the patient's state.
 */
export function browserTimeZone(): string | undefined {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isSupportedTimeZone(zone) ? zone : undefined;
  } catch {
    return undefined;
  }
}

/** `?timezone=…` (and other parameters) for the scheduling calls; empty values are left out. */
export function queryString(params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value) {
      search.set(key, value);
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
