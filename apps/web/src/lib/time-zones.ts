/**
 * Time zones as the care team reads them (ADR 117, 121): a provider's calendar and the operator
 * console show times in the browser's zone and name it on the page.
 */

/** The browser's zone ("America/Chicago"). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The zone as the page names it: "America/New_York (Eastern Standard Time)". */
export function zoneName(timeZone: string, at = new Date()): string {
  const long = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'long' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return long && long !== timeZone ? `${timeZone} (${long})` : timeZone;
}
