/**
 * The answers of an account whose failed sign-ins are being slowed (ADR 134). Ours: the spec has
 * one text for limits, "Too many attempts…", which says neither how long to wait nor how else to
 * get in. The wait is in words, as the `Retry-After` header says it in seconds.
 */

/** "1 second", "40 seconds", "2 minutes" (rounded up: waiting as long as said is always enough). */
export function waitInWords(seconds: number): string {
  if (seconds < 60) {
    const whole = Math.max(1, Math.ceil(seconds));
    return whole === 1 ? '1 second' : `${whole} seconds`;
  }
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** A patient's account after a run of failed log-ins from devices it does not know. */
export function patientAccountSlowedMessage(seconds: number): string {
  return `Too many failed log-ins on this account. Please wait ${waitInWords(seconds)} and try again, or get a sign-in link by email.`;
}

/** A care-team account after a run of failed sign-ins from devices it does not know. */
export function staffAccountSlowedMessage(seconds: number): string {
  return `Too many failed sign-ins on this account. Please wait ${waitInWords(seconds)} and try again.`;
}
