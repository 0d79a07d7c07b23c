/**
 * Every text and email the product sends, by the template name its outbox row keeps, with its
 * channel (ADR 146). A new message is an entry here: the outbox, the email's HTML frame, the
 * development preview and the operator's resend all take these names and no other string.
 */
export const MESSAGE_TEMPLATES = {
  'phone-verification-code': 'sms',
  'photo-upload-link': 'sms',
  'email-verification': 'email',
  'sign-in-link': 'email',
  'brand-transfer-link': 'email',
  'staff-invitation': 'email',
  'staff-authenticator-reset': 'email',
  'staff-password-reset': 'email',
  'care-team-reply': 'email',
  'consultation-booked': 'email',
  'subscription-bills-soon': 'email',
  'subscription-box-paid': 'email',
  'subscription-payment-failed': 'email',
  'subscription-paused-payment-failed': 'email',
  'subscription-price-raise': 'email',
  'shipment-shipped': 'email',
  'shipment-delivered': 'email',
} as const satisfies Readonly<Record<string, 'sms' | 'email'>>;

export type MessageTemplate = keyof typeof MESSAGE_TEMPLATES;
export type EmailTemplateName = { [Name in MessageTemplate]: (typeof MESSAGE_TEMPLATES)[Name] extends 'email' ? Name : never }[MessageTemplate];

/** Whether a stored name is one this version sends (rows written by an older one may not be). */
export const isMessageTemplate = (name: string): name is MessageTemplate => Object.hasOwn(MESSAGE_TEMPLATES, name);

/** The names of the emails, in the list's order. */
export const EMAIL_TEMPLATE_NAMES = (Object.keys(MESSAGE_TEMPLATES) as MessageTemplate[]).filter(
  (name): name is EmailTemplateName => MESSAGE_TEMPLATES[name] === 'email',
);
