/** Common mailbox domains for the "Did you mean …?" hint (001 §2.5). */
export const COMMON_EMAIL_DOMAINS = [
  'gmail.com', 'yahoo.com', 'hotmail.com', 'outlook.com', 'aol.com', 'icloud.com', 'live.com',
  'msn.com', 'comcast.net', 'me.com', 'mac.com', 'att.net', 'verizon.net', 'protonmail.com',
  'ymail.com', 'sbcglobal.net', 'bellsouth.net', 'charter.net', 'cox.net', 'mail.com',
] as const;

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const current = row[j]!;
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + cost);
      previous = current;
    }
  }
  return row[b.length]!;
}

/**
 * Suggests the email with a corrected common domain ("jane@gmial.com" → "jane@gmail.com"), or
 * undefined when the domain is already common or nothing is close enough (at most 2 edits).
 */
export function suggestEmailCorrection(email: string): string | undefined {
  const at = email.lastIndexOf('@');
  if (at < 1) {
    return undefined;
  }
  const local = email.slice(0, at);
  const domain = email.slice(at + 1).trim().toLowerCase();
  if (!domain || (COMMON_EMAIL_DOMAINS as readonly string[]).includes(domain)) {
    return undefined;
  }
  let best: { domain: string; distance: number } | undefined;
  for (const candidate of COMMON_EMAIL_DOMAINS) {
    const distance = editDistance(domain, candidate);
    if (distance <= 2 && (!best || distance < best.distance)) {
      best = { domain: candidate, distance };
    }
  }
  return best ? `${local}@${best.domain}` : undefined;
}
