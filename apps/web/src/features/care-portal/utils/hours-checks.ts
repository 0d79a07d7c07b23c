import type { TimeOffRequest, WeeklyHoursRequest } from '@app/domain/contracts';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import {
  dayHoursProblem,
  futureDayProblem,
  isSupportedTimeZone,
  timeOffProblem,
  weeklyHoursProblems,
  type HoursRange,
} from '@app/domain/scheduling';

/** Per-field messages, keyed as the server's 422 keys them. */
export type FieldErrors = Readonly<Record<string, readonly string[]>>;

const ERRORS = STAFF_MESSAGES.careAvailability.errors;

// The server's own checks (ADR 171), made before sending, in the words it would answer with.

export function weeklyErrors(request: WeeklyHoursRequest): FieldErrors {
  const errors: Record<string, string[]> = {};
  if (!isSupportedTimeZone(request.timeZone)) {
    errors.timeZone = [ERRORS.timeZone];
  }
  for (const [weekday, problem] of weeklyHoursProblems(request.weekly)) {
    errors[`weekly.${weekday}`] = [ERRORS.weekly[problem]];
  }
  if (request.languages.length === 0) {
    errors.languages = [ERRORS.languages];
  }
  return errors;
}

export function overrideErrors(
  day: string,
  hours: readonly HoursRange[],
  today: string,
): FieldErrors {
  const errors: Record<string, string[]> = {};
  const dayProblem = futureDayProblem(day, today);
  if (dayProblem) {
    errors.day = [ERRORS.day[dayProblem]];
  }
  const hoursProblem = dayHoursProblem(hours);
  if (hoursProblem) {
    errors.hours = [ERRORS.weekly[hoursProblem]];
  }
  return errors;
}

export function timeOffErrors(request: TimeOffRequest, today: string): FieldErrors {
  const problem = timeOffProblem(request, today);
  if (!problem) {
    return {};
  }
  return { [problem === 'order' || problem === 'tooLong' ? 'to' : 'from']: [ERRORS.day[problem]] };
}

/** A field's messages as one text under it, or undefined when it has none. */
export function errorOf(errors: FieldErrors, key: string): string | undefined {
  const messages = errors[key];
  return messages && messages.length > 0 ? messages.join(' ') : undefined;
}
