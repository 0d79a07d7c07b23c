/** The email carrying a one-time sign-in link (ours: the spec shows no email text; ADR 134). */
export function signInLinkEmail(brandName: string, url: string, ttlMinutes: number): { subject: string; body: string } {
  return {
    subject: `Your ${brandName} sign-in link`,
    body: [
      'Hello,',
      '',
      `Someone asked to sign in to the ${brandName} account of this email address with a link. If it was you, open this link within ${ttlMinutes} minutes; it works once:`,
      url,
      '',
      'If you did not ask for it, ignore this email: nobody can sign in without opening the link, and your password stays the same.',
      '',
      `The ${brandName} team`,
    ].join('\n'),
  };
}
