const MAX_DIGITS = 8;

/**
 * Shapes typed input into "mm/dd/yyyy" by inserting the slashes, and pads a one-digit month or day
 * that the patient closed with their own slash ("1/" → "01/"). Deleting is left alone, otherwise
 * a backspace over a slash would put the slash straight back.
 */
export function maskUsDateInput(next: string, previous: string): string {
  if (next.length < previous.length) {
    return next;
  }
  const segments = next.replace(/[^\d/]/g, '').split('/');
  const padded = segments
    .map((segment, index) =>
      index < 2 && segment.length === 1 && index < segments.length - 1 ? `0${segment}` : segment,
    )
    .join('');
  const digits = padded.slice(0, MAX_DIGITS);
  let masked = digits.slice(0, 2);
  if (digits.length >= 2) {
    masked += `/${digits.slice(2, 4)}`;
  }
  if (digits.length >= 4) {
    masked += `/${digits.slice(4)}`;
  }
  return masked;
}
