/**
 * The words an email's HTML part adds around its text (issue 29 item 8, ADR 140; ours: the spec
 * shows no email). The text itself is the plain-text part, word for word; these are only the
 * button of a link the text gives no words for, and the footer. A file of its own: the API reads
 * it, the browser never downloads it.
 */
import type { EmailTemplateName, MessageTemplate } from './message-templates';

export const EMAIL_LAYOUT_MESSAGES = {
  /** The button of an email's main link, by template, where the text shows the bare link. */
  actions: {
    'email-verification': 'Verify my email address',
    'care-team-reply': 'Read the reply',
    'brand-transfer-link': 'Move my account',
    'sign-in-link': 'Sign in',
    'staff-invitation': 'Accept the invitation',
    'staff-authenticator-reset': 'Set up my authenticator',
    'staff-password-reset': 'Reset my password',
    'subscription-bills-soon': 'Answer the safety questions',
    'subscription-payment-failed': 'Update my card',
    'subscription-paused-payment-failed': 'Update my card',
    'subscription-price-raise': 'Manage my subscription',
  } satisfies Partial<Record<EmailTemplateName, string>> as Partial<Record<MessageTemplate, string>>,
  /** Under every email; `{brand}` and `{supportEmail}` are the brand's. */
  footer: 'You are getting this email because you have an account with {brand}. Questions? Write to us at {supportEmail}.',
  privacy: 'Privacy policy',
  terms: 'Terms of use',
} as const;
