/**
 * Money is integer cents everywhere (001 §9); these are the only ways it becomes text, so the
 * browser's and the server's figures read the same.
 */

/** Whether `value` is a whole number of cents that JavaScript holds exactly. */
export function isCents(value: number): boolean {
  return Number.isSafeInteger(value);
}

/** Refuses (RangeError) an amount that is not a whole, non-negative number of cents. */
export function requireCents(name: string, value: number): void {
  if (!isCents(value) || value < 0) {
    throw new RangeError(`${name} must be a whole, non-negative number of cents: ${value}`);
  }
}

/** "$12.34", "-$5.00", "$1,234.50": US dollars with 2 decimals (001 §9). */
export function formatUsd(cents: number): string {
  if (!isCents(cents)) {
    throw new RangeError(`not a whole number of cents: ${cents}`);
  }
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const dollars = Math.floor(absolute / 100).toLocaleString('en-US');
  const rest = String(absolute % 100).padStart(2, '0');
  return `${sign}$${dollars}.${rest}`;
}

/** Most dollars `parseUsd` reads: nine digits, far above any charge and exact in cents. */
const PARSE_MAX_DOLLAR_DIGITS = 9;
const DOLLARS_PATTERN = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d{0,2}))?$/;

/**
 * Cents from dollars as a person types them ("12", "12.5", "$1,234.50", ".99"), or undefined for
 * anything else (a minus sign, a third decimal, letters, nothing). Read as text, never through a
 * binary fraction, so "0.29" is 29 cents and not 28.
 */
export function parseUsd(text: string): number | undefined {
  const match = DOLLARS_PATTERN.exec(text.trim());
  const dollars = match?.[1]?.replace(/,/g, '') ?? '';
  const decimals = match?.[2] ?? '';
  if (!match || (dollars === '' && decimals === '') || dollars.length > PARSE_MAX_DOLLAR_DIGITS) {
    return undefined;
  }
  return Number(dollars || '0') * 100 + Number(decimals.padEnd(2, '0'));
}

/** "1234.50": cents as a form's dollar field shows them (no sign, no separators); `parseUsd` reads it back. */
export function dollarsFieldValue(cents: number): string {
  requireCents('cents', cents);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** The words a zero amount shows instead of $0.00, by line (001 §2.4, §9). */
export const ZERO_AMOUNT_LABELS = {
  shipping: 'FREE',
  consultation: 'INCLUDED',
  item: 'Free',
} as const;
export type ZeroAmountLabel = (typeof ZERO_AMOUNT_LABELS)[keyof typeof ZERO_AMOUNT_LABELS];

/** A line's amount as shown: its zero word when it costs nothing, else dollars. */
export function formatLineAmount(cents: number, zeroLabel: ZeroAmountLabel): string {
  return cents === 0 ? zeroLabel : formatUsd(cents);
}

/** Half of `cents`, rounded half up: a two-month shipment's monthly equivalent (001 §9), a half-priced card (001 §4). */
export function halfOf(cents: number): number {
  return Math.round(cents / 2);
}
