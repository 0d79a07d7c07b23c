/**
 * Dates as the patient reads them, in the browser's time zone: the patient has no zone on file
 * yet (ADR 112), so the device's is the best guess of where they are.
 */

/** "March 3, 2028". */
export const longDate = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** "Mar 3, 2028, 4:05 PM". */
export const shortDateTime = (iso: string): string =>
  new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
