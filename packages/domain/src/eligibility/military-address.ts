/**
 * Military addresses (ADR 100): mail to service members abroad goes through the US military post,
 * addressed with a military "city" (APO army/air force, FPO fleet, DPO diplomatic) and an
 * armed-forces "state" (AA Americas, AE Europe/Africa/Middle East, AP Pacific).
 */
export const MILITARY_STATE_CODES = ['AA', 'AE', 'AP'] as const;
export type MilitaryStateCode = (typeof MILITARY_STATE_CODES)[number];

/** The armed-forces "states" with the names the postal service gives them, for a state select. */
export const MILITARY_STATES = [
  ['AA', 'Armed Forces Americas'],
  ['AE', 'Armed Forces Europe'],
  ['AP', 'Armed Forces Pacific'],
] as const satisfies ReadonlyArray<readonly [MilitaryStateCode, string]>;

export const MILITARY_CITIES = ['APO', 'FPO', 'DPO'] as const;

/** Type guard for an armed-forces state code (AA, AE, AP). */
export function isMilitaryStateCode(value: string): value is MilitaryStateCode {
  return (MILITARY_STATE_CODES as readonly string[]).includes(value.trim().toUpperCase());
}

/**
 * Whether a shipping address goes through the military post: an armed-forces state, or a military
 * city however it is written ("apo", "A.P.O.", " FPO "). Used for the address update's
 * `addressValidation.isMilitaryAddress` (001 §7.2) and the eligibility check's `militaryAddress`.
 */
export function isMilitaryAddress(address: { city: string; state: string }): boolean {
  const city = address.city.replace(/[.\s]/g, '').toUpperCase();
  return isMilitaryStateCode(address.state) || (MILITARY_CITIES as readonly string[]).includes(city);
}
