import { boxBillsSoonEmail, boxPaidEmail, paymentFailedEmail, priceRaiseEmail, MESSAGES } from '@app/domain/messages';
import type { EmailAttachment } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { formatBillDate, formatChangeCutoff, formatInstant, billInstant, calendarDateIn, ONE_TAP_POSTPONE_WEEKS, nextTryAfterDecline, PRICE_RAISE_NOTICE_DAYS, renewalPriceCents } from '@app/domain/subscriptions';
import { calendarInvite, type EmailOutbox, deliverEmail } from '../messaging';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import type { PatientRow, SubscriptionRow } from '../../db/schema/index';
import { findBrandById } from '../brands';
import { priceChangeById } from '../catalogue';
import { findPatient } from '../patients';
import type { TaxEstimator } from '../pricing';
import { createOneTapLinks, ONE_TAP_PATH } from './one-tap.service';
import { recordNoticeOnce } from './renewals.repository';
import type { SubscriptionNotice } from '../../db/job-payloads';
import { noticeKeyOf } from './subscription-notice-queue';
import { findItemsOfSubscription, findSubscription } from './subscriptions.repository';
import { boxItemsOf, nextBoxesAtTheirPrices, priceBox } from './subscriptions.service';

export interface NoticeDeps {
  db: Db;
  outbox: EmailOutbox;
  taxEstimator: TaxEstimator;
  /** The origin of the brand's links (no request names the host in a job). */
  originOf: (brandId: number) => string;
}

export const MANAGE_PATH = '/patient-dashboard/manage-subscription/customize';
export const DASHBOARD_PATH = '/dashboard';
/** The page of a box's safety questions (signed in: the answers are health data). */
export const SAFETY_CHECK_PATH = '/dashboard/safety-check';

interface Rendered {
  subject: string;
  body: string;
  attachments?: EmailAttachment[];
  /** The copy the outbox keeps once the email is handed over: links blanked. */
  recordBody: string;
}

const blank = (token: string) => (url: string) => url.replace(token, '…');

async function billsSoon(deps: NoticeDeps, tx: Db, patient: PatientRow, subscription: SubscriptionRow, notice: SubscriptionNotice, now: Date): Promise<Rendered | undefined> {
  const isLive = subscription.status === 'trialing' || subscription.status === 'active';
  // A box moved or billed since the pass queued this notice has its own notice, or none.
  if (!isLive || subscription.nextBillDate !== notice.billDate || now >= subscription.nextBillAt) {
    return undefined;
  }
  const [items] = await nextBoxesAtTheirPrices(tx, [{ subscription, items: await findItemsOfSubscription(tx, subscription.id) }]);
  const priced = await priceBox(deps, tx, { patientId: patient.id, state: patient.state, items: boxItemsOf(items!) }, now);
  const tokens = await createOneTapLinks(tx, subscription, notice.billDate);
  const origin = deps.originOf(subscription.brandId);
  const render = (mask: (url: string) => string) =>
    boxBillsSoonEmail({
      brandName: findBrandById(subscription.brandId)?.name ?? '',
      firstname: patient.firstname,
      billDate: formatBillDate(notice.billDate, subscription.timeZone),
      cutoff: formatChangeCutoff(notice.billDate, subscription.timeZone),
      products: items!.map((item) => item.name),
      totalCents: priced.totals.totalWithTax,
      postponeWeeks: ONE_TAP_POSTPONE_WEEKS,
      links: {
        skip: mask(`${origin}${ONE_TAP_PATH}?token=${tokens.skip}`),
        postpone: mask(`${origin}${ONE_TAP_PATH}?token=${tokens.postpone}`),
        safetyCheck: `${origin}${SAFETY_CHECK_PATH}/${subscription.id}`,
        manage: `${origin}${MANAGE_PATH}`,
      },
    });
  const email = render((url) => url);
  return { ...email, recordBody: render((url) => blank(tokens.skip)(blank(tokens.postpone)(url))).body };
}

/** A raise told 7 days or more before it bills (ADR 160); none when the box no longer holds the product below the new price. */
async function priceRaise(deps: NoticeDeps, tx: Db, patient: PatientRow, subscription: SubscriptionRow, notice: SubscriptionNotice, now: Date): Promise<Rendered | undefined> {
  const change = notice.priceChangeId === undefined ? undefined : await priceChangeById(tx, notice.priceChangeId);
  const item = change && (await findItemsOfSubscription(tx, subscription.id)).find((each) => each.itemId === change.itemId);
  if (!change || !item || item.priceCents >= change.priceCents || subscription.status === 'canceled') {
    return undefined;
  }
  const noticedOn = calendarDateIn(now.getTime(), subscription.timeZone);
  const nextCents = renewalPriceCents(item.priceCents, { ...change, noticedOn }, subscription.nextBillDate);
  const email = priceRaiseEmail({
    brandName: findBrandById(subscription.brandId)?.name ?? '',
    firstname: patient.firstname,
    product: item.name,
    oldCents: item.priceCents,
    newCents: change.priceCents,
    effectiveOn: formatBillDate(change.effectiveOn, subscription.timeZone),
    nextBillDate: formatBillDate(subscription.nextBillDate, subscription.timeZone),
    nextBoxAtNewPrice: nextCents === change.priceCents,
    noticeDays: PRICE_RAISE_NOTICE_DAYS,
    manage: `${deps.originOf(subscription.brandId)}${MANAGE_PATH}`,
  });
  return { ...email, recordBody: email.body };
}

/** The next box as a calendar event at its 10:00 local bill time, updated in place by later confirmations (same uid). */
function nextBoxEvent(subscription: SubscriptionRow, brandName: string, origin: string, now: Date): EmailAttachment {
  return calendarInvite({
    uid: `box-${subscription.id}-${subscription.nextBillDate}@${new URL(origin).hostname}`,
    startsAt: billInstant(subscription.nextBillDate, subscription.timeZone),
    minutes: 15,
    timeZone: subscription.timeZone,
    summary: fillTemplate(MESSAGES.subscription.calendarSummary, { brand: brandName }),
    description: fillTemplate(MESSAGES.subscription.calendarDescription, {
      cutoff: formatChangeCutoff(subscription.nextBillDate, subscription.timeZone),
      link: `${origin}${MANAGE_PATH}`,
    }),
    brandName,
    stamp: now,
  });
}

function render(deps: NoticeDeps, subscription: SubscriptionRow, notice: SubscriptionNotice, now: Date): Rendered | undefined {
  const brandName = findBrandById(subscription.brandId)?.name ?? '';
  const origin = deps.originOf(subscription.brandId);
  const billDate = formatBillDate(notice.billDate, subscription.timeZone);
  switch (notice.kind) {
    case 'box-paid': {
      const email = boxPaidEmail({
        brandName,
        billDate,
        totalCents: notice.totalCents ?? 0,
        nextBillDate: formatBillDate(subscription.nextBillDate, subscription.timeZone),
        manage: `${origin}${MANAGE_PATH}`,
      });
      return { ...email, recordBody: email.body, attachments: [nextBoxEvent(subscription, brandName, origin, now)] };
    }
    case 'payment-failed':
    case 'paused-payment-failed': {
      const nextTry = notice.kind === 'payment-failed' ? nextTryAfterDecline(notice.billDate, subscription.timeZone, notice.tries ?? 1) : undefined;
      const email = paymentFailedEmail({
        brandName,
        billDate,
        reason: notice.reason ?? '',
        nextTry: nextTry === undefined ? null : formatInstant(nextTry, subscription.timeZone),
        updateCard: `${origin}${DASHBOARD_PATH}`,
      });
      return { ...email, recordBody: email.body };
    }
    case 'bills-soon':
    case 'price-raise':
      return undefined;
  }
}

/**
 * Sends one notice about a box (the `send-subscription-notice` job), in the patient's zone: once,
 * however often the job runs, because the notice's row and the email commit together.
 */
export async function sendSubscriptionNotice(deps: NoticeDeps, notice: SubscriptionNotice, now: Date): Promise<'sent' | 'skipped'> {
  const subscription = await findSubscription(deps.db, notice.subscriptionId);
  const patient = subscription ? await findPatient(deps.db, subscription.patientId) : undefined;
  if (!subscription || !patient || patient.deletionRequestedAt) {
    return 'skipped';
  }
  return withTransaction(deps.db, async (tx) => {
    if (!(await recordNoticeOnce(tx, { subscriptionId: subscription.id, billDate: notice.billDate, kind: noticeKeyOf(notice), sentAt: now }))) {
      return 'skipped';
    }
    const email =
      notice.kind === 'bills-soon'
        ? await billsSoon(deps, tx, patient, subscription, notice, now)
        : notice.kind === 'price-raise'
          ? await priceRaise(deps, tx, patient, subscription, notice, now)
          : render(deps, subscription, notice, now);
    if (!email) {
      return 'skipped';
    }
    await deliverEmail(tx, deps.outbox, {
      brandId: subscription.brandId,
      patientId: patient.id,
      template: `subscription-${notice.kind}`,
      to: patient.email.toLowerCase(),
      subject: email.subject,
      body: email.body,
      recordBody: email.recordBody,
      ...(email.attachments ? { attachments: email.attachments } : {}),
    });
    return 'sent';
  });
}
