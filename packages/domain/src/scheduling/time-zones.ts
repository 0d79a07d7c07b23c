import type { UsStateCode } from '../constants/us-states';

/** Where no state is known: the zone of most US patients. */
export const DEFAULT_PATIENT_TIME_ZONE = 'America/New_York';

/**
 * The zone most of each state's people live in (states split across zones get the larger part).
 * Used when the browser does not tell us its zone. Names are the canonical ones of
 * `Intl.supportedValuesOf('timeZone')` (so `America/Indianapolis`, not its alias).
 */
export const STATE_TIME_ZONES: Record<UsStateCode, string> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
};

/** The main zone of a state code, or the default for an unknown or missing state. */
export function timeZoneForState(state: string | null | undefined): string {
  return (
    (state && (STATE_TIME_ZONES as Record<string, string | undefined>)[state.toUpperCase()]) ||
    DEFAULT_PATIENT_TIME_ZONE
  );
}

let supportedZones: ReadonlySet<string> | undefined;

/**
 * Whether `Intl` lists this zone. `supportedValuesOf` holds canonical names only, so an alias a
 * browser reports (`America/Indiana/Indianapolis`) counts when its canonical form is listed, and
 * `UTC`, which browsers report but the list leaves out, counts too.
 */
export function isSupportedTimeZone(value: string): boolean {
  supportedZones ??= new Set(Intl.supportedValuesOf('timeZone'));
  if (supportedZones.has(value) || value === 'UTC') {
    return true;
  }
  try {
    const canonical = new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions()
      .timeZone;
    return supportedZones.has(canonical) || canonical === 'UTC';
  } catch {
    return false;
  }
}
