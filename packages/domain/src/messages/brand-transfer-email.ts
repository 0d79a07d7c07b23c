/** The email carrying the one-time brand transfer link (ours: the spec shows no email text). */
export function brandTransferEmail(brandName: string, url: string, ttlMinutes: number): { subject: string; body: string } {
  return {
    subject: `Move your account to ${brandName}`,
    body: [
      'Hello,',
      '',
      `Someone asked to move the account of this email address to ${brandName}. If it was you, open this link within ${ttlMinutes} minutes:`,
      url,
      '',
      'Your email address and password stay the same. If you did not ask for this, ignore this email and nothing changes.',
      '',
      `The ${brandName} team`,
    ].join('\n'),
  };
}
