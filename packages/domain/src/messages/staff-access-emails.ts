/**
 * The care team's emailed links (issue 34 item 2, ADR 170; ours: the spec shows no email). Each
 * says how long its link works and that it works once.
 */
const hours = (minutes: number) => (minutes >= 120 ? `${Math.round(minutes / 60)} hours` : `${minutes} minutes`);

// Signed as every email of the brand is (the preview's check reads this line).
const signature = (brandName: string) => `The ${brandName} team`;

/** An admin invited a new colleague: the link sets their password and authenticator. */
export function staffInvitationEmail(brandName: string, name: string, url: string, ttlMinutes: number): { subject: string; body: string } {
  return {
    subject: `You are invited to the ${brandName} care team`,
    body: [
      `Hello ${name},`,
      '',
      `You are invited to the ${brandName} care team's pages. Open this link within ${hours(ttlMinutes)} to choose your password and set up an authenticator app on your phone; it works once:`,
      url,
      '',
      'If you did not expect this invitation, ignore this email: no account exists until the link is used.',
      '',
      signature(brandName),
    ].join('\n'),
  };
}

/** An admin reset a member's lost authenticator: the link enrols a new one. */
export function staffAuthenticatorResetEmail(brandName: string, name: string, url: string, ttlMinutes: number): { subject: string; body: string } {
  return {
    subject: `Set up a new authenticator for ${brandName}`,
    body: [
      `Hello ${name},`,
      '',
      `An admin reset the authenticator of your ${brandName} care-team account. Open this link within ${hours(ttlMinutes)}, enter your password and scan the new code with your authenticator app; it works once:`,
      url,
      '',
      'Until you do, your old authenticator still works. If you did not ask an admin for this, tell them.',
      '',
      signature(brandName),
    ].join('\n'),
  };
}

/** A member asked to reset their password: the link takes a new one and their authenticator's code. */
export function staffPasswordResetEmail(brandName: string, name: string, url: string, ttlMinutes: number): { subject: string; body: string } {
  return {
    subject: `Reset your ${brandName} care-team password`,
    body: [
      `Hello ${name},`,
      '',
      `Someone asked to reset the password of your ${brandName} care-team account. If it was you, open this link within ${hours(ttlMinutes)}; you will need the code from your authenticator app. It works once:`,
      url,
      '',
      'If you did not ask for it, ignore this email: your password stays the same.',
      '',
      signature(brandName),
    ].join('\n'),
  };
}
