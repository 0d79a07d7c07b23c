import type { CancelRequest, ScheduleChangeRequest } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { MESSAGES } from '@app/domain/messages';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { categoryNameForId } from '@app/domain/constants';
import { addableProducts, type AddableProduct, formatChangeCutoff, addDays, calendarDateIn, CHANGE_CUTOFF_DAYS, changedBillDate, isChangeOpen, type ScheduleChange, type ScheduleRefusal } from '@app/domain/subscriptions';
import { earliestOperatorBillDate, operatorBillDateRefusal, type BillDateRefusal } from '@app/domain/operations';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import type { SubscriptionRow } from '../../db/schema/index';
import { AppError, validationError } from '../../errors';
import { CATALOGUE_CARDS, catalogueAt, cardsOnSale } from '../catalogue';
import { findOpenRenewalsOf, updateRenewal } from './renewals.repository';
import { recordEvent, type ChangedBy } from './subscription-events';
import {
  deleteSubscriptionItem,
  findItemsOfSubscription,
  findOwnSubscription,
  insertSubscriptionItem,
  lastItemPosition,
  lockOwnSubscription,
  updateSubscription,
} from './subscriptions.repository';
import { nextBillOf, subscriptionOrNotFound } from './subscriptions.service';

const refused = (message: string) => new AppError('VALIDATION_FAILED', message);
const TEXT = MESSAGES.subscription;

const isLive = (subscription: SubscriptionRow) => subscription.status === 'trialing' || subscription.status === 'active';

/** Refuses a change to the next box once its changes have closed (two days before it bills), saying until when they were open. */
function requireChangesOpen(subscription: SubscriptionRow, now: Date): void {
  if (!isLive(subscription)) {
    throw refused(TEXT.notLive);
  }
  if (!isChangeOpen(subscription.nextBillDate, subscription.timeZone, now.getTime())) {
    throw refused(fillTemplate(TEXT.changesClosed, { cutoff: formatChangeCutoff(subscription.nextBillDate, subscription.timeZone) }));
  }
}

function refusalMessage(refusal: ScheduleRefusal, subscription: SubscriptionRow): string {
  switch (refusal) {
    case 'closed':
      return fillTemplate(TEXT.changesClosed, { cutoff: formatChangeCutoff(subscription.nextBillDate, subscription.timeZone) });
    case 'weeksOutOfRange':
      return TEXT.weeksOutOfRange;
    case 'tooSoon':
      return TEXT.tooSoon;
  }
}

const EVENT_OF_CHANGE = { postpone: 'postponed', sooner: 'sooner', skip: 'skipped' } as const;

/**
 * Moves the next box (sooner, 1–12 weeks later, or skipped) under the subscription's lock held by
 * the caller, with its history row; refused with the reason when the box can no longer change.
 */
export async function moveNextBox(tx: Db, subscription: SubscriptionRow, change: ScheduleChange, by: ChangedBy, now: Date, via?: string): Promise<SubscriptionRow> {
  if (!isLive(subscription)) {
    throw refused(TEXT.notLive);
  }
  const moved = changedBillDate(subscription.nextBillDate, change, { cadenceDays: subscription.cadenceDays, timeZone: subscription.timeZone, now: now.getTime() });
  if ('refusal' in moved) {
    throw refused(refusalMessage(moved.refusal, subscription));
  }
  const updated = await updateSubscription(tx, subscription.id, nextBillOf(moved.billDate, subscription.timeZone));
  await recordEvent(tx, subscription.id, EVENT_OF_CHANGE[change.kind], by, now, {
    from: subscription.nextBillDate,
    to: moved.billDate,
    ...(change.kind === 'postpone' ? { weeks: change.weeks } : {}),
    ...(via ? { via } : {}),
  });
  return updated;
}

/** Runs a change on the patient's own subscription under its row lock; another patient's is 404. */
async function changeOwn<T>(db: Db, patientId: number, subscriptionId: number, change: (tx: Db, subscription: SubscriptionRow) => Promise<T>): Promise<T> {
  return withTransaction(db, async (tx) => change(tx, subscriptionOrNotFound(await lockOwnSubscription(tx, patientId, subscriptionId))));
}

const byPatient = (patientId: number): ChangedBy => ({ actor: 'patient', actorId: patientId });

export function scheduleChangeOf(request: ScheduleChangeRequest): ScheduleChange {
  return request.change === 'postpone' ? { kind: 'postpone', weeks: request.weeks } : { kind: request.change };
}

export async function changeNextBoxDate(db: Db, patientId: number, subscriptionId: number, request: ScheduleChangeRequest, now: Date): Promise<void> {
  await changeOwn(db, patientId, subscriptionId, (tx, subscription) => moveNextBox(tx, subscription, scheduleChangeOf(request), byPatient(patientId), now));
}

/** Pauses the boxes until the patient reactivates: a change like any other, so it closes with the cutoff. */
export async function pauseSubscription(db: Db, patientId: number, subscriptionId: number, now: Date): Promise<void> {
  await changeOwn(db, patientId, subscriptionId, async (tx, subscription) => {
    if (subscription.status === 'paused') {
      throw refused(TEXT.alreadyPaused);
    }
    requireChangesOpen(subscription, now);
    await updateSubscription(tx, subscription.id, { status: 'paused', pauseReason: 'patient', pausedAt: now });
    await recordEvent(tx, subscription.id, 'paused', byPatient(patientId), now, { reason: 'patient' });
  });
}

/**
 * Cancels the boxes not yet billed (001 §1: cancel anytime), with the patient's reason; by the
 * patient, or by an operator on the patient's behalf (ADR 119), whose own reason is the note.
 */
export async function cancelSubscription(db: Db, patientId: number, subscriptionId: number, request: CancelRequest, now: Date, by: ChangedBy = byPatient(patientId)): Promise<void> {
  await changeOwn(db, patientId, subscriptionId, async (tx, subscription) => {
    if (subscription.status === 'canceled') {
      throw refused(TEXT.alreadyCanceled);
    }
    await updateSubscription(tx, subscription.id, { status: 'canceled', cancelReason: request.reason, canceledAt: now });
    await recordEvent(tx, subscription.id, 'canceled', by, now, { reason: request.reason, note: request.note?.trim() || null });
  });
}

/** What an operator does to the next box: skip it (one cadence later), or bill it on a chosen date. */
export type OperatorBoxMove = { kind: 'skip' } | { kind: 'date'; billDate: string };

function billDateRefusalMessage(refusal: BillDateRefusal, today: string): string {
  const texts = STAFF_MESSAGES.operatorConsole.billDate;
  return refusal === 'tooSoon' ? fillTemplate(texts.tooSoon, { earliest: earliestOperatorBillDate(today) }) : texts[refusal];
}

/**
 * An operator's move of the next box (ADR 119), with its history row naming the operator and their
 * reason. Unlike the patient, an operator may act past the change cutoff, until the box bills:
 * refused once its bill time has come or a renewal of it is under way (being billed, waiting for a
 * retry, held for the provider), so a box is never billed and moved at once.
 */
export async function moveNextBoxForOperator(db: Db, patientId: number, subscriptionId: number, move: OperatorBoxMove, by: ChangedBy, reason: string, now: Date): Promise<{ from: string; to: string }> {
  return changeOwn(db, patientId, subscriptionId, async (tx, subscription) => {
    if (!isLive(subscription)) {
      throw refused(TEXT.notLive);
    }
    const renewals = await findOpenRenewalsOf(tx, [subscription.id]);
    if (renewals.some((renewal) => renewal.status !== 'abandoned')) {
      throw new AppError('CONFLICT', STAFF_MESSAGES.operatorConsole.boxBeingBilled);
    }
    if (subscription.nextBillAt.getTime() <= now.getTime()) {
      throw new AppError('CONFLICT', STAFF_MESSAGES.operatorConsole.boxAlreadyBilling);
    }
    const today = calendarDateIn(now.getTime(), subscription.timeZone);
    const to = move.kind === 'skip' ? addDays(subscription.nextBillDate, subscription.cadenceDays) : move.billDate;
    const refusal = move.kind === 'date' ? operatorBillDateRefusal(to, today) : undefined;
    if (refusal) {
      throw validationError({ date: [billDateRefusalMessage(refusal, today)] });
    }
    if (to === subscription.nextBillDate) {
      throw validationError({ date: [fillTemplate(STAFF_MESSAGES.operatorConsole.sameBillDate, { date: to })] });
    }
    await updateSubscription(tx, subscription.id, nextBillOf(to, subscription.timeZone));
    await recordEvent(tx, subscription.id, move.kind === 'skip' ? 'skipped' : 'rescheduled', by, now, { from: subscription.nextBillDate, to, reason });
    return { from: subscription.nextBillDate, to };
  });
}

/**
 * Starts the boxes again after a pause or a cancel. The next box keeps its date if that is still
 * ahead of the cutoff; otherwise it moves to the first day the patient can still change it, so a
 * reactivation never bills at once without the patient having a day to change the box.
 */
export async function reactivateSubscription(db: Db, patientId: number, subscriptionId: number, now: Date): Promise<void> {
  await changeOwn(db, patientId, subscriptionId, async (tx, subscription) => {
    if (isLive(subscription)) {
      throw refused(TEXT.notCanceled);
    }
    const earliest = addDays(calendarDateIn(now.getTime(), subscription.timeZone), CHANGE_CUTOFF_DAYS + 1);
    const billDate = subscription.nextBillDate > earliest ? subscription.nextBillDate : earliest;
    await updateSubscription(tx, subscription.id, {
      ...nextBillOf(billDate, subscription.timeZone),
      status: 'active',
      pauseReason: null,
      pausedAt: null,
      cancelReason: null,
      canceledAt: null,
    });
    // A box left unpaid before the pause is billed afresh on the new date.
    // A box held for the provider stays held: only the provider releases it.
    for (const renewal of (await findOpenRenewalsOf(tx, [subscription.id])).filter((row) => row.status !== 'held')) {
      await updateRenewal(tx, renewal.id, { status: 'open', billDate, nextTryAt: nextBillOf(billDate, subscription.timeZone).nextBillAt, tries: 0, lastFailure: null });
    }
    await recordEvent(tx, subscription.id, 'reactivated', byPatient(patientId), now, { from: subscription.status, nextBillDate: billDate });
  });
}

/** What may be added: the brand's products on sale at `now`, at its prices in effect (ADRs 160, 161). */
async function addableFor(db: Db, subscription: SubscriptionRow, itemIds: readonly number[], now: Date): Promise<AddableProduct[]> {
  const catalogue = await catalogueAt(db, subscription.brandId, now);
  return addableProducts(
    { cards: cardsOnSale(CATALOGUE_CARDS, catalogue), prices: catalogue.prices },
    { category: categoryNameForId(subscription.treatmentCategory) ?? 'skin', cadenceDays: subscription.cadenceDays, itemIds },
  );
}

/** The products the patient may add to the subscription's next boxes, at their box price. */
export async function listAddableProducts(db: Db, patientId: number, subscriptionId: number, now: Date): Promise<AddableProduct[]> {
  const subscription = subscriptionOrNotFound(await findOwnSubscription(db, patientId, subscriptionId));
  return addableFor(db, subscription, (await findItemsOfSubscription(db, subscription.id)).map((item) => item.itemId), now);
}

export async function addBoxItem(db: Db, patientId: number, subscriptionId: number, itemId: number, now: Date): Promise<void> {
  await changeOwn(db, patientId, subscriptionId, async (tx, subscription) => {
    requireChangesOpen(subscription, now);
    const items = await findItemsOfSubscription(tx, subscription.id);
    if (items.some((item) => item.itemId === itemId)) {
      throw refused(TEXT.alreadyOnBox);
    }
    const product = (await addableFor(tx, subscription, items.map((item) => item.itemId), now)).find((entry) => entry.itemId === itemId);
    if (!product) {
      throw refused(TEXT.notAddable);
    }
    const position = (await lastItemPosition(tx, subscription.id)) + 1;
    await insertSubscriptionItem(tx, subscription.id, { ...product, isRx: false, isRequired: false, position });
    await recordEvent(tx, subscription.id, 'item-added', byPatient(patientId), now, { itemId, name: product.name, priceCents: product.priceCents });
  });
}

export async function removeBoxItem(db: Db, patientId: number, subscriptionId: number, itemId: number, now: Date): Promise<void> {
  await changeOwn(db, patientId, subscriptionId, async (tx, subscription) => {
    requireChangesOpen(subscription, now);
    const items = await findItemsOfSubscription(tx, subscription.id);
    const item = items.find((entry) => entry.itemId === itemId);
    if (!item) {
      throw refused(TEXT.notOnBox);
    }
    if (item.isRequired) {
      throw refused(fillTemplate(TEXT.requiredNotRemovable, { name: item.name }));
    }
    if (items.length === 1) {
      throw refused(TEXT.lastItem);
    }
    await deleteSubscriptionItem(tx, subscription.id, itemId);
    await recordEvent(tx, subscription.id, 'item-removed', byPatient(patientId), now, { itemId, name: item.name, priceCents: item.priceCents });
  });
}

/**
 * Opens a declined box for a charge now (the patient added a new card): a subscription paused by
 * the last failed retry is resumed on the box's date, which is due, so the caller bills it at once.
 */
export async function reopenDeclinedBox(db: Db, patientId: number, subscriptionId: number, now: Date): Promise<void> {
  await changeOwn(db, patientId, subscriptionId, async (tx, subscription) => {
    const [renewal] = await findOpenRenewalsOf(tx, [subscription.id]);
    const isPausedForPayment = subscription.status === 'paused' && subscription.pauseReason === 'payment-failed';
    if (!renewal?.lastFailure || renewal.status === 'held' || !(isPausedForPayment || isLive(subscription))) {
      throw refused(TEXT.noPaymentProblem);
    }
    if (isPausedForPayment) {
      await updateSubscription(tx, subscription.id, { status: 'active', pauseReason: null, pausedAt: null });
      await recordEvent(tx, subscription.id, 'resumed', byPatient(patientId), now, { reason: 'new card' });
    }
    await updateRenewal(tx, renewal.id, { status: 'open', nextTryAt: now });
  });
}
