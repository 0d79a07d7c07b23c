/**
 * The texts and emails the product sends (all ours: the spec shows none of them). The API fills
 * them in; they live here with the other user-facing words.
 */

/** The text carrying a phone verification code. */
export function phoneCodeText(brandName: string, code: string, ttlMinutes: number): string {
  return `${brandName}: your verification code is ${code}. It expires in ${ttlMinutes} minutes. Never share this code with anyone.`;
}

/** The link a patient opens on their phone to take and upload photos. */
export function photoUploadLinkText(brandName: string, url: string): string {
  return `${brandName}: here is your link to upload your photos from this phone: ${url}`;
}

/** The email with the email verification link. */
export function verificationEmail(brandName: string, url: string, ttlHours: number): { subject: string; body: string } {
  return {
    subject: `Verify your email address for ${brandName}`,
    body: [
      'Hello,',
      '',
      `Please confirm that this is your email address by opening this link within ${ttlHours} hours:`,
      url,
      '',
      `If you did not create an account with ${brandName}, you can ignore this email.`,
      '',
      `The ${brandName} team`,
    ].join('\n'),
  };
}

/**
 * The email telling a patient their care team replied. It carries no health details (the reply
 * itself stays behind the log-in), only where to read it.
 */
export function careReplyEmail(brandName: string, url: string): { subject: string; body: string } {
  return {
    subject: `Your ${brandName} care team replied to your message`,
    body: [
      'Hello,',
      '',
      'Your care team has replied to your message. Log in to read it:',
      url,
      '',
      `The ${brandName} team`,
    ].join('\n'),
  };
}
