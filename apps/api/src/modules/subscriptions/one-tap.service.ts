import type { OneTapLinkView } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { formatBillDate, changeCutoff, type CalendarDate, ONE_TAP_POSTPONE_WEEKS } from '@app/domain/subscriptions';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import type { OneTapLinkRow, SubscriptionRow } from '../../db/schema/index';
import { AppError } from '../../errors';
import { patientEvent, recordAudit } from '../audit';
import { generateLinkToken, hashLinkToken } from '../contact';
import { findOneTapLink, insertOneTapLinks, lockOneTapLink, markOneTapLinkUsed } from './one-tap-links.repository';
import { moveNextBox } from './subscription-changes.service';
import { findSubscription, lockSubscription } from './subscriptions.repository';

const TEXT = MESSAGES.subscription;

/** The path of the page a one-tap link opens; the token rides in the query, which the request log never writes. */
export const ONE_TAP_PATH = '/box/one-tap';

/**
 * The 3-day notice's two links for one box (issue 13 item 6): 256 random bits each, kept only as
 * their SHA-256, working once and until the box's change cutoff (ADR 114).
 */
export async function createOneTapLinks(tx: Db, subscription: SubscriptionRow, billDate: CalendarDate): Promise<{ skip: string; postpone: string }> {
  const expiresAt = new Date(changeCutoff(billDate, subscription.timeZone));
  const skip = generateLinkToken();
  const postpone = generateLinkToken();
  await insertOneTapLinks(tx, [
    { tokenHash: hashLinkToken(skip), subscriptionId: subscription.id, billDate, action: 'skip', expiresAt },
    { tokenHash: hashLinkToken(postpone), subscriptionId: subscription.id, billDate, action: 'postpone', expiresAt },
  ]);
  return { skip, postpone };
}

type LinkState = OneTapLinkView['state'];

function stateOf(link: OneTapLinkRow, subscription: SubscriptionRow | undefined, now: Date): LinkState {
  if (link.usedAt) {
    return 'used';
  }
  if (now >= link.expiresAt) {
    return 'expired';
  }
  const isLive = subscription && (subscription.status === 'trialing' || subscription.status === 'active');
  return isLive && subscription.nextBillDate === link.billDate ? 'ready' : 'moved';
}

const REFUSAL: Record<Exclude<LinkState, 'ready'>, string> = { used: TEXT.linkUsed, expired: TEXT.linkExpired, moved: TEXT.linkBoxMoved };

function viewOf(link: OneTapLinkRow, subscription: SubscriptionRow, state: LinkState): OneTapLinkView {
  return {
    action: link.action,
    weeks: link.action === 'postpone' ? ONE_TAP_POSTPONE_WEEKS : null,
    billDate: formatBillDate(link.billDate, subscription.timeZone),
    state,
    message: state === 'ready' ? null : REFUSAL[state],
  };
}

/** What a link would do, for the page it opens (nothing is changed by opening it: mail scanners open links too). */
export async function describeOneTapLink(db: Db, token: string, now: Date): Promise<OneTapLinkView> {
  const link = await findOneTapLink(db, hashLinkToken(token));
  const subscription = link ? await findSubscription(db, link.subscriptionId) : undefined;
  if (!link || !subscription) {
    throw new AppError('NOT_FOUND', TEXT.linkInvalid);
  }
  return viewOf(link, subscription, stateOf(link, subscription, now));
}

/**
 * Uses a link: skips or postpones its box, once, while the box still bills on the link's date and
 * its changes are open; recorded as the patient's change made through the link, on the history and
 * the audit trail (the link's owner as the actor, ADR 116), in the change's transaction. Refused
 * with the reason otherwise: nothing changes, and a refusal of a real link is audited too.
 */
export async function useOneTapLink(db: Db, token: string, now: Date, ipAddress: string): Promise<OneTapLinkView> {
  const outcome = await withTransaction(db, async (tx) => {
    const link = await lockOneTapLink(tx, hashLinkToken(token));
    const subscription = link ? await lockSubscription(tx, link.subscriptionId) : undefined;
    if (!link || !subscription) {
      throw new AppError('NOT_FOUND', TEXT.linkInvalid);
    }
    const audit = patientEvent(subscription.patientId, `subscription.${link.action}`, ipAddress, { subject: { subscriptionId: subscription.id, oneTapLinkId: link.id } });
    const state = stateOf(link, subscription, now);
    if (state !== 'ready') {
      // Nothing was changed: the refusal is recorded once the locks are let go, then answered.
      return { isUsed: false, refusal: { ...audit, outcome: 'refused', reason: REFUSAL[state] } } as const;
    }
    const change = link.action === 'skip' ? ({ kind: 'skip' } as const) : ({ kind: 'postpone', weeks: ONE_TAP_POSTPONE_WEEKS } as const);
    const moved = await moveNextBox(tx, subscription, change, { actor: 'patient', actorId: subscription.patientId }, now, 'one-tap link');
    await markOneTapLinkUsed(tx, link.id, now);
    await recordAudit(tx, audit);
    return { isUsed: true, view: { ...viewOf(link, subscription, 'used'), message: null, newBillDate: formatBillDate(moved.nextBillDate, moved.timeZone) } } as const;
  });
  if (!outcome.isUsed) {
    await recordAudit(db, outcome.refusal);
    throw new AppError('CONFLICT', outcome.refusal.reason);
  }
  return outcome.view;
}
