import { fillTemplate } from '../formatting/fill-template';
import { CARE_TEAM_PAGES_MESSAGES } from '../messages/care-team-pages';

const TEXT = CARE_TEAM_PAGES_MESSAGES.waitingTime;
const HOUR = 60;
/** Up to two days a wait reads in hours, so the 48-hour line of an overdue message is plain to see. */
const HOURS_UNTIL = 48 * HOUR;

/**
 * How long something has waited, in words for the provider's queue (ADR 117): "12 minutes",
 * "3 hours", "2 days". Whole units, rounded down; below a minute it reads "0 minutes".
 */
export function waitingTimeInWords(minutes: number): string {
  const whole = Math.max(0, Math.floor(minutes));
  if (whole < HOUR) {
    return whole === 1 ? TEXT.minute : fillTemplate(TEXT.minutes, { count: whole });
  }
  if (whole < HOURS_UNTIL) {
    const hours = Math.floor(whole / HOUR);
    return hours === 1 ? TEXT.hour : fillTemplate(TEXT.hours, { count: hours });
  }
  return fillTemplate(TEXT.days, { count: Math.floor(whole / (24 * HOUR)) });
}
