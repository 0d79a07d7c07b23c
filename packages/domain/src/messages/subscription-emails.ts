import { formatUsd } from '../pricing/money';

/**
 * The emails about a subscription's boxes (issue 13 item 6; ours, the spec shows none). Dates
 * arrive already written in the patient's zone; a link is passed in so the stored copy can blank it.
 */

interface Email {
  subject: string;
  body: string;
}

const signOff = (brandName: string) => ['', `The ${brandName} team`];

export function boxBillsSoonEmail(input: {
  brandName: string;
  firstname: string | null;
  billDate: string;
  cutoff: string;
  products: readonly string[];
  totalCents: number;
  links: { skip: string; postpone: string; safetyCheck: string; manage: string };
  postponeWeeks: number;
}): Email {
  return {
    subject: `Your next ${input.brandName} box bills on ${input.billDate}`,
    body: [
      `Hi${input.firstname ? ` ${input.firstname}` : ''},`,
      '',
      `Your next box bills on ${input.billDate}: ${input.products.join(', ')}, ${formatUsd(input.totalCents)} (estimated, with tax and credit).`,
      '',
      'Before we send it, please answer three quick safety questions for your provider:',
      input.links.safetyCheck,
      '',
      `You can change this box until ${input.cutoff}.`,
      `Skip this box: ${input.links.skip}`,
      `Send it ${input.postponeWeeks} weeks later: ${input.links.postpone}`,
      `Or manage your subscription: ${input.links.manage}`,
      ...signOff(input.brandName),
    ].join('\n'),
  };
}

export function boxPaidEmail(input: { brandName: string; billDate: string; totalCents: number; nextBillDate: string; manage: string }): Email {
  return {
    subject: `Your ${input.brandName} order is confirmed`,
    body: [
      'Hello,',
      '',
      `We charged ${formatUsd(input.totalCents)} for your box of ${input.billDate}. Your pharmacy is preparing it and we will email you when it ships.`,
      `Your next box is planned for ${input.nextBillDate}. The attached calendar file adds it to your calendar.`,
      `Manage your subscription: ${input.manage}`,
      ...signOff(input.brandName),
    ].join('\n'),
  };
}

/**
 * A price raise told before it bills (ADR 160): the product, both prices, from when, and the
 * subscriber's next box with the price it bills at; cancelling or changing stays open.
 */
export function priceRaiseEmail(input: {
  brandName: string;
  firstname: string | null;
  product: string;
  oldCents: number;
  newCents: number;
  effectiveOn: string;
  nextBillDate: string;
  nextBoxAtNewPrice: boolean;
  noticeDays: number;
  manage: string;
}): Email {
  const price = formatUsd(input.nextBoxAtNewPrice ? input.newCents : input.oldCents);
  return {
    subject: `A price change to your ${input.brandName} subscription`,
    body: [
      `Hi${input.firstname ? ` ${input.firstname}` : ''},`,
      '',
      `From ${input.effectiveOn}, ${input.product} costs ${formatUsd(input.newCents)} a box instead of ${formatUsd(input.oldCents)}.`,
      `A box that bills on or after that date and at least ${input.noticeDays} days after this email is charged the new price.`,
      `Your next box bills on ${input.nextBillDate} with ${input.product} at ${price}.`,
      '',
      `You can change, pause or cancel your subscription before any box bills: ${input.manage}`,
      ...signOff(input.brandName),
    ].join('\n'),
  };
}

export function paymentFailedEmail(input: { brandName: string; billDate: string; reason: string; nextTry: string | null; updateCard: string }): Email {
  return {
    subject: input.nextTry ? `We couldn’t charge your ${input.brandName} box` : `Your ${input.brandName} subscription is paused`,
    body: [
      'Hello,',
      '',
      `We couldn’t charge your card for your box of ${input.billDate}: ${input.reason}`,
      input.nextTry
        ? `We will try again on ${input.nextTry}. To use another card now, update it here: ${input.updateCard}`
        : `We tried several times, so your subscription is paused. Update your card and we will charge it at once: ${input.updateCard}`,
      ...signOff(input.brandName),
    ].join('\n'),
  };
}

export function consultationBookedEmail(input: { brandName: string; provider: string; date: string; window: string; link: string }): Email {
  return {
    subject: `Your ${input.brandName} consultation is booked`,
    body: [
      'Hello,',
      '',
      `Your consultation with ${input.provider} is booked for ${input.date}, ${input.window}.`,
      'The attached calendar file adds it to your calendar.',
      `See your visit: ${input.link}`,
      ...signOff(input.brandName),
    ].join('\n'),
  };
}

export function shipmentEmail(input: { brandName: string; kind: 'shipped' | 'delivered'; trackingNumber: string | null; when: string; shipments: string }): Email {
  const shipped = input.kind === 'shipped';
  return {
    subject: shipped ? `Your ${input.brandName} box has shipped` : `Your ${input.brandName} box was delivered`,
    body: [
      'Hello,',
      '',
      shipped ? `Your box shipped on ${input.when}.${input.trackingNumber ? ` Tracking number: ${input.trackingNumber}.` : ''}` : `Your box was delivered on ${input.when}.`,
      `See your shipments: ${input.shipments}`,
      ...signOff(input.brandName),
    ].join('\n'),
  };
}
