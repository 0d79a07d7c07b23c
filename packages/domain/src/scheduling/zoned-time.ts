/**
 * Wall-clock arithmetic in IANA time zones with nothing but `Intl`, so the browser and the server
 * agree on which calendar day an instant falls on in the patient's zone, daylight saving included.
 * Instants are epoch milliseconds (UTC); local times are plain numbers, month 1–12.
 */

export interface ZonedDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // hourCycle h23: midnight is 00, never the 24 that `hour12: false` gives in some engines.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function partsOf(instant: number, timeZone: string): ZonedDateTime & { second: number } {
  const values: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') {
      values[part.type] = Number(part.value);
    }
  }
  return {
    year: values.year ?? 0,
    month: values.month ?? 0,
    day: values.day ?? 0,
    hour: values.hour ?? 0,
    minute: values.minute ?? 0,
    second: values.second ?? 0,
  };
}

/** The wall-clock date and time of an instant in a time zone. */
export function toZonedDateTime(instant: number, timeZone: string): ZonedDateTime {
  const { year, month, day, hour, minute } = partsOf(instant, timeZone);
  return { year, month, day, hour, minute };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
export function zoneOffsetAt(instant: number, timeZone: string): number {
  const whole = instant - (((instant % 1000) + 1000) % 1000);
  const p = partsOf(whole, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - whole;
}

function isSameLocal(a: ZonedDateTime, b: ZonedDateTime): boolean {
  return (
    a.year === b.year &&
    a.month === b.month &&
    a.day === b.day &&
    a.hour === b.hour &&
    a.minute === b.minute
  );
}

/**
 * The instant at which the zone's clock shows `local`. A time skipped by a spring-forward change
 * does not exist: undefined. A time shown twice by a fall-back change: the earlier instant.
 */
export function fromZonedDateTime(local: ZonedDateTime, timeZone: string): number | undefined {
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  // The offsets half a day either side cover both sides of any transition near this time.
  const candidates = [
    zoneOffsetAt(asUtc - 12 * HOUR_MS, timeZone),
    zoneOffsetAt(asUtc + 12 * HOUR_MS, timeZone),
  ]
    .map((offset) => asUtc - offset)
    .filter((instant) => isSameLocal(toZonedDateTime(instant, timeZone), local));
  return candidates.length > 0 ? Math.min(...candidates) : undefined;
}

/** The first instant of the calendar day that `instant` falls on in the zone. */
export function startOfZonedDay(instant: number, timeZone: string): number {
  const { year, month, day } = toZonedDateTime(instant, timeZone);
  // Where a transition skips midnight (a few zones do), the day starts at the first shown time.
  for (let minute = 0; minute < 24 * 60; minute += 15) {
    const start = fromZonedDateTime(
      { year, month, day, hour: Math.floor(minute / 60), minute: minute % 60 },
      timeZone,
    );
    if (start !== undefined) {
      return start;
    }
  }
  throw new Error(`no start of day for ${year}-${month}-${day} in ${timeZone}`);
}
