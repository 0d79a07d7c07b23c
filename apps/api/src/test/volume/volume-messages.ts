import { EMAIL_TOKEN_TTL_HOURS, PHONE_CODE_TTL_MINUTES } from '@app/domain/constants';
import { careReplyEmail, phoneCodeText, verificationEmail, boxBillsSoonEmail, boxPaidEmail, consultationBookedEmail, paymentFailedEmail, shipmentEmail } from '@app/domain/messages';
import { formatUsd } from '@app/domain/pricing';
import { ONE_TAP_POSTPONE_WEEKS } from '@app/domain/subscriptions';
import { findBrandById } from '../../modules/brands/brands.service';
import { MESSAGE_PROVIDER_PATH } from '../../modules/care-team/care-team-replies.service';
import { VERIFY_EMAIL_PATH } from '../../modules/contact/email-verification.service';
import { SHIPMENTS_PATH } from '../../modules/shipments/shipment-notices.service';
import { ONE_TAP_PATH } from '../../modules/subscriptions/one-tap.service';
import { DASHBOARD_PATH, MANAGE_PATH, SAFETY_CHECK_PATH } from '../../modules/subscriptions/subscription-notices.service';

/**
 * The texts and emails the seeded business sent (ADR 124), rendered once per brand by the app's
 * own builders with tokens (`{{date}}`…) where each message's own values go; the seed's SQL puts
 * them in. Bodies are the copies a provider-delivered message keeps (codes and one-time links
 * blanked), as the outbox holds them once Twilio or SMTP has them.
 */

/** Where a brand's links point in the seeded business (the brands' own example domains). */
const ORIGINS: Record<number, string> = { 1: 'https://teleskin.example', 2: 'https://marlowfinch.example' };

/** Stands for an amount in a rendered text; the seed writes the message's own. */
const AMOUNT_SENTINEL = 987_654_321;

export interface VolumeMessageTemplate {
  template: string;
  brand_id: number;
  channel: 'sms' | 'email';
  subject: string | null;
  body: string;
}

const TOKEN = /\{\{([a-z]+)\}\}/g;

/** A rendered text cut at its tokens: the literal parts around them, and the tokens in order. */
export function tokenParts(text: string | null): { parts: string[]; tokens: string[] } {
  if (text === null) {
    return { parts: [''], tokens: [] };
  }
  return { parts: text.split(TOKEN).filter((_, index) => index % 2 === 0), tokens: [...text.matchAll(TOKEN)].map((match) => match[1]!) };
}

const withAmount = (text: string) => text.replaceAll(formatUsd(AMOUNT_SENTINEL), '{{amount}}');

function templatesOfBrand(brandId: number): VolumeMessageTemplate[] {
  const brandName = findBrandById(brandId)?.name ?? '';
  const origin = ORIGINS[brandId]!;
  const email = (template: string, rendered: { subject: string; body: string }): VolumeMessageTemplate => ({
    template,
    brand_id: brandId,
    channel: 'email',
    subject: withAmount(rendered.subject),
    body: withAmount(rendered.body),
  });
  const billsSoon = boxBillsSoonEmail({
    brandName,
    firstname: '{{firstname}}',
    billDate: '{{date}}',
    cutoff: '{{cutoff}}',
    products: ['{{products}}'],
    totalCents: AMOUNT_SENTINEL,
    postponeWeeks: ONE_TAP_POSTPONE_WEEKS,
    links: {
      skip: `${origin}${ONE_TAP_PATH}?token=…`,
      postpone: `${origin}${ONE_TAP_PATH}?token=…`,
      safetyCheck: `${origin}${SAFETY_CHECK_PATH}/{{subscription}}`,
      manage: `${origin}${MANAGE_PATH}`,
    },
  });
  const failed = (nextTry: string | null) => paymentFailedEmail({ brandName, billDate: '{{date}}', reason: '{{reason}}', nextTry, updateCard: `${origin}${DASHBOARD_PATH}` });
  const shipment = (kind: 'shipped' | 'delivered') =>
    shipmentEmail({ brandName, kind, trackingNumber: kind === 'shipped' ? '{{tracking}}' : null, when: '{{date}}', shipments: `${origin}${SHIPMENTS_PATH}` });
  return [
    { template: 'phone-verification-code', brand_id: brandId, channel: 'sms', subject: null, body: phoneCodeText(brandName, '••••', PHONE_CODE_TTL_MINUTES) },
    email('email-verification', verificationEmail(brandName, `${origin}${VERIFY_EMAIL_PATH}?token=…`, EMAIL_TOKEN_TTL_HOURS)),
    email('consultation-booked', consultationBookedEmail({ brandName, provider: '{{provider}}', date: '{{date}}', window: '{{window}}', link: `${origin}${DASHBOARD_PATH}` })),
    email('subscription-bills-soon', billsSoon),
    email('subscription-box-paid', boxPaidEmail({ brandName, billDate: '{{date}}', totalCents: AMOUNT_SENTINEL, nextBillDate: '{{next}}', manage: `${origin}${MANAGE_PATH}` })),
    email('subscription-payment-failed', failed('{{nexttry}}')),
    email('subscription-paused-payment-failed', failed(null)),
    email('shipment-shipped', shipment('shipped')),
    email('shipment-delivered', shipment('delivered')),
    email('care-team-reply', careReplyEmail(brandName, `${origin}${MESSAGE_PROVIDER_PATH}`)),
  ];
}

export function volumeMessageTemplates(): VolumeMessageTemplate[] {
  return [1, 2].flatMap(templatesOfBrand);
}
