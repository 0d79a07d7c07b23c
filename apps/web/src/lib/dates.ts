import { writtenCalendarDate, writtenTime, writtenDay } from '@app/domain/formatting';
import { browserTimeZone } from './time-zones';

/**
 * Dates in the browser's time zone, written one way per reader (ADR 144). The patient has no zone
 * on file yet (ADR 112), so the device's is the best guess of where they are; a provider's pages
 * name the browser's zone too (ADR 117).
 */

/** "March 3, 2028". */
export const patientDay = (iso: string): string => writtenDay('patient', iso, browserTimeZone());

/** "March 3, 2028 at 4:05 PM EST". */
export const patientTime = (iso: string): string => writtenTime('patient', iso, browserTimeZone());

/** "Mar 3, 2028, 4:05 PM EST", as the operator console writes times. */
export const staffTime = (iso: string): string => writtenTime('staff', iso, browserTimeZone());

/** "Nov 23, 1992": a date of birth on a staff page. */
export const staffCalendarDate = (date: string): string => writtenCalendarDate('staff', date);
