/** An authenticator code: 6 digits; spaces a person types between the groups are dropped. */
export const TOTP_DIGITS = 6;

export function normalizeTotpCode(code: string): string {
  return code.replace(/\s+/g, '');
}

export function isTotpCodeShaped(code: string): boolean {
  return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(normalizeTotpCode(code));
}
