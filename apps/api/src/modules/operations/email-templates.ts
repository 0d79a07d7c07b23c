import { EMAIL_TOKEN_TTL_HOURS, SIGN_IN_LINK_TTL_MINUTES } from '@app/domain/constants';
import type { Brand } from '@app/domain/contracts';
import { brandTransferEmail, type EmailTemplateName, careReplyEmail, verificationEmail, signInLinkEmail, boxBillsSoonEmail, boxPaidEmail, consultationBookedEmail, paymentFailedEmail, priceRaiseEmail, shipmentEmail, staffInvitationEmail, staffAuthenticatorResetEmail, staffPasswordResetEmail } from '@app/domain/messages';
import { STAFF_ACCESS_LINK_PAGE, STAFF_ACCESS_LINK_TTL_MINUTES } from '@app/domain/staff';
import { formatConsultationDate, formatTimeWindow } from '@app/domain/scheduling';
import { formatBillDate, formatChangeCutoff, formatInstant, ONE_TAP_POSTPONE_WEEKS, PRICE_RAISE_NOTICE_DAYS } from '@app/domain/subscriptions';
import { BRAND_TRANSFER_LINK_MINUTES, SIGN_IN_LINK_PAGE } from '../auth';
import { MESSAGE_PROVIDER_PATH } from '../care-team';
import { VERIFY_EMAIL_PATH } from '../contact';
import { SHIPMENTS_PATH } from '../shipments';
import { ONE_TAP_PATH, DASHBOARD_PATH, MANAGE_PATH, SAFETY_CHECK_PATH } from '../subscriptions';

/** An email's subject and plain text, as its module writes it. */
export interface EmailSample {
  subject: string;
  body: string;
}

export interface EmailTemplate {
  /** The outbox row's `template`. */
  name: EmailTemplateName;
  /** What the email is for, in the development preview's list. */
  purpose: string;
  /** The email with made-up details, written by the same function as the real one. */
  sample: (brand: Brand, origin: string) => EmailSample;
}

const ZONE = 'America/New_York';
const BILL_DATE = '2027-01-12';
const CONSULTATION_AT = Date.UTC(2027, 0, 12, 15, 0) / 1000;
const TOKEN = 'preview-token';

/**
 * Every email the product sends, one entry each (a variant is an entry): the development preview
 * (`/dev/emails`) and `email-html.test.ts` render each for each brand.
 */
export const EMAIL_TEMPLATES: readonly EmailTemplate[] = [
  {
    name: 'email-verification',
    purpose: 'The link that verifies a new account’s address',
    sample: (brand, origin) => verificationEmail(brand.name, `${origin}${VERIFY_EMAIL_PATH}?token=${TOKEN}`, EMAIL_TOKEN_TTL_HOURS),
  },
  {
    name: 'sign-in-link',
    purpose: 'A one-time sign-in link',
    sample: (brand, origin) => signInLinkEmail(brand.name, `${origin}${SIGN_IN_LINK_PAGE}?token=${TOKEN}`, SIGN_IN_LINK_TTL_MINUTES),
  },
  {
    name: 'brand-transfer-link',
    purpose: 'The link that moves an account from the other brand',
    sample: (brand, origin) => brandTransferEmail(brand.name, `${origin}/auth/welcome?token=${TOKEN}`, BRAND_TRANSFER_LINK_MINUTES),
  },
  {
    name: 'staff-invitation',
    purpose: 'An invitation to the care team’s pages',
    sample: (brand, origin) => staffInvitationEmail(brand.name, 'Sam Sample', `${origin}${STAFF_ACCESS_LINK_PAGE}?token=${TOKEN}`, STAFF_ACCESS_LINK_TTL_MINUTES.invitation),
  },
  {
    name: 'staff-authenticator-reset',
    purpose: 'An admin reset a care-team member’s authenticator',
    sample: (brand, origin) => staffAuthenticatorResetEmail(brand.name, 'Sam Sample', `${origin}${STAFF_ACCESS_LINK_PAGE}?token=${TOKEN}`, STAFF_ACCESS_LINK_TTL_MINUTES['authenticator-reset']),
  },
  {
    name: 'staff-password-reset',
    purpose: 'A care-team member’s password reset link',
    sample: (brand, origin) => staffPasswordResetEmail(brand.name, 'Sam Sample', `${origin}${STAFF_ACCESS_LINK_PAGE}?token=${TOKEN}`, STAFF_ACCESS_LINK_TTL_MINUTES['password-reset']),
  },
  {
    name: 'care-team-reply',
    purpose: 'The care team replied to a message',
    sample: (brand, origin) => careReplyEmail(brand.name, `${origin}${MESSAGE_PROVIDER_PATH}`),
  },
  {
    name: 'consultation-booked',
    purpose: 'A consultation call is booked (with its calendar file)',
    sample: (brand, origin) =>
      consultationBookedEmail({
        brandName: brand.name,
        provider: 'Dr. Avery Sample',
        date: formatConsultationDate(CONSULTATION_AT, ZONE),
        window: formatTimeWindow(CONSULTATION_AT, ZONE),
        link: `${origin}${DASHBOARD_PATH}`,
      }),
  },
  {
    name: 'subscription-bills-soon',
    purpose: 'The 3-day notice before a box bills, with its one-tap links',
    sample: (brand, origin) =>
      boxBillsSoonEmail({
        brandName: brand.name,
        firstname: 'Jordan',
        billDate: formatBillDate(BILL_DATE, ZONE),
        cutoff: formatChangeCutoff(BILL_DATE, ZONE),
        products: ['Custom Rx cream', 'Gentle cleanser', 'Daily moisturizer SPF 30'],
        totalCents: 13463,
        postponeWeeks: ONE_TAP_POSTPONE_WEEKS,
        links: {
          skip: `${origin}${ONE_TAP_PATH}?token=${TOKEN}-skip`,
          postpone: `${origin}${ONE_TAP_PATH}?token=${TOKEN}-postpone`,
          safetyCheck: `${origin}${SAFETY_CHECK_PATH}/1`,
          manage: `${origin}${MANAGE_PATH}`,
        },
      }),
  },
  {
    name: 'subscription-box-paid',
    purpose: 'A box was charged (with the next box’s calendar file)',
    sample: (brand, origin) =>
      boxPaidEmail({ brandName: brand.name, billDate: formatBillDate(BILL_DATE, ZONE), totalCents: 1695, nextBillDate: formatBillDate('2027-03-12', ZONE), manage: `${origin}${MANAGE_PATH}` }),
  },
  {
    name: 'subscription-payment-failed',
    purpose: 'A box’s charge was declined; it is tried again',
    sample: (brand, origin) =>
      paymentFailedEmail({
        brandName: brand.name,
        billDate: formatBillDate(BILL_DATE, ZONE),
        reason: 'Your card was declined.',
        nextTry: formatInstant(Date.UTC(2027, 0, 13, 15, 0), ZONE),
        updateCard: `${origin}${DASHBOARD_PATH}`,
      }),
  },
  {
    name: 'subscription-paused-payment-failed',
    purpose: 'The last try was declined; the subscription is paused',
    sample: (brand, origin) =>
      paymentFailedEmail({ brandName: brand.name, billDate: formatBillDate(BILL_DATE, ZONE), reason: 'Your card was declined.', nextTry: null, updateCard: `${origin}${DASHBOARD_PATH}` }),
  },
  {
    name: 'subscription-price-raise',
    purpose: 'A product’s price rises; told at least 7 days before a box bills at it',
    sample: (brand, origin) =>
      priceRaiseEmail({
        brandName: brand.name,
        firstname: 'Jordan',
        product: 'Custom Formula',
        oldCents: 4990,
        newCents: 5490,
        effectiveOn: formatBillDate('2027-02-01', ZONE),
        nextBillDate: formatBillDate('2027-02-12', ZONE),
        nextBoxAtNewPrice: true,
        noticeDays: PRICE_RAISE_NOTICE_DAYS,
        manage: `${origin}${MANAGE_PATH}`,
      }),
  },
  {
    name: 'shipment-shipped',
    purpose: 'A box shipped, with its tracking number',
    sample: (brand, origin) =>
      shipmentEmail({ brandName: brand.name, kind: 'shipped', trackingNumber: '9400 1000 0000 0000 0000 00', when: formatBillDate('2027-01-14', ZONE), shipments: `${origin}${SHIPMENTS_PATH}` }),
  },
  {
    name: 'shipment-delivered',
    purpose: 'A box was delivered',
    sample: (brand, origin) =>
      shipmentEmail({ brandName: brand.name, kind: 'delivered', trackingNumber: null, when: formatBillDate('2027-01-16', ZONE), shipments: `${origin}${SHIPMENTS_PATH}` }),
  },
];

export function findEmailTemplate(name: string): EmailTemplate | undefined {
  return EMAIL_TEMPLATES.find((template) => template.name === name);
}
