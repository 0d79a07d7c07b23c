import { isUsStateCode } from '@app/domain/constants';
import type { SubscriptionEvent, SubscriptionView } from '@app/domain/contracts';
import { billInstant, calendarDateIn, changeCutoff, firstBillDate, isChangeOpen, type CalendarDate, priceRenewalBox, boxSubtotalCents, type BoxItem, type PricedRenewal, runwayOf, supplyDaysOf } from '@app/domain/subscriptions';
import { timeZoneForState } from '@app/domain/scheduling';
import type { Db } from '../../db/client';
import type { PatientRow, SubscriptionItemRow, SubscriptionRenewalRow, SubscriptionRow } from '../../db/schema/index';
import { AppError } from '../../errors';
import { MESSAGES } from '@app/domain/messages';
import type { Clock } from '../clock';
import type { TaxEstimator } from '../pricing';
import { boxesAtTheirPrices } from '../catalogue';
import { usableCreditOf } from '../promotions';
import { recordEvent, type ChangedBy } from './subscription-events';
import { queueNotice } from './subscription-notice-queue';
import type { SafetyCheckRow } from './safety-checks.repository';
import { findSubscriptionBoxesOfPatient } from './subscription-boxes.repository';
import {
  deleteSubscriptionItem,
  findEventsOfSubscriptions,
  findItemsOfSubscription,
  findOwnSubscription,
  findSubscriptionsOfPatient,
  insertSubscription,
  lockSubscriptionOfVisit,
  type NewSubscriptionItem,
} from './subscriptions.repository';

export interface SubscriptionsDeps {
  db: Db;
  clock: Clock;
  taxEstimator: TaxEstimator;
}

export interface NewSubscriptionInput {
  patientId: number;
  visitId: number;
  brandId: number;
  treatmentCategory: number;
  /** The shipping state: its zone is the one bill dates are calendar days of. */
  state: string | null;
  cadenceDays: number;
  trialDays: number | null;
  introOfferId: string | null;
  paymentMethodId: number;
  items: NewSubscriptionItem[];
}

/** The first box's date and instant: when the first shipment's supply runs out (`trialDays`, see `firstBoxSupplyDays`) or one cadence after a first paid box. */
function firstBill(startedAt: Date, timeZone: string, schedule: { trialDays: number | null; cadenceDays: number }) {
  const nextBillDate = firstBillDate(calendarDateIn(startedAt.getTime(), timeZone), schedule);
  return { nextBillDate, nextBillAt: new Date(billInstant(nextBillDate, timeZone)) };
}

/** Starts a subscription in the checkout's transaction, with its first history row. */
export async function startSubscription(tx: Db, input: NewSubscriptionInput, now: Date): Promise<SubscriptionRow> {
  const timeZone = timeZoneForState(input.state);
  const { nextBillDate, nextBillAt } = firstBill(now, timeZone, input);
  const subscription = await insertSubscription(
    tx,
    {
      patientId: input.patientId,
      visitId: input.visitId,
      brandId: input.brandId,
      treatmentCategory: input.treatmentCategory,
      status: input.trialDays === null ? 'active' : 'trialing',
      cadenceDays: input.cadenceDays,
      trialEndsAt: input.trialDays === null ? null : nextBillAt,
      timeZone,
      nextBillDate,
      nextBillAt,
      introOfferId: input.introOfferId,
      paymentMethodId: input.paymentMethodId,
      // The clock's time (ADR 110): the first box's supply runs from it.
      createdAt: now,
    },
    input.items,
  );
  await recordEvent(tx, subscription.id, 'started', { actor: 'patient', actorId: input.patientId }, now, { nextBillDate });
  return subscription;
}

/** Confirms the checkout's first box by email (order confirmed, with the next box's `.ics`), queued in the order's transaction. */
export async function confirmFirstBox(tx: Db, subscription: SubscriptionRow, order: { orderId: number; totalCents: number }, now: Date): Promise<void> {
  const billDate = calendarDateIn(now.getTime(), subscription.timeZone);
  await queueNotice(tx, { kind: 'box-paid', subscriptionId: subscription.id, billDate, ...order });
}

/** The columns that move together when a box's date changes: the date and its 10:00 local instant. */
export function nextBillOf(billDate: CalendarDate, timeZone: string): { nextBillDate: CalendarDate; nextBillAt: Date } {
  return { nextBillDate: billDate, nextBillAt: new Date(billInstant(billDate, timeZone)) };
}

export const boxItemsOf = (items: readonly SubscriptionItemRow[]): BoxItem[] =>
  items.map(({ itemId, name, isRx, priceCents }) => ({ itemId, name, isRx, priceCents }));

/**
 * A subscription's next box priced at `now`: its products, the sales tax estimated for the
 * shipping state (ADR 098's bundled rates) and the patient's usable credit (ADR 109). What the
 * dashboard shows is what the renewal charges, by the same function.
 */
export async function priceBox(
  deps: Pick<SubscriptionsDeps, 'taxEstimator'>,
  db: Db,
  box: { patientId: number; state: string | null; items: readonly BoxItem[]; availableCreditCents?: number },
  now: Date,
): Promise<PricedRenewal> {
  const taxableCents = boxSubtotalCents(box.items);
  const taxCents = box.state && isUsStateCode(box.state) ? (await deps.taxEstimator.estimate({ state: box.state, taxableCents })).taxCents : 0;
  const availableCreditCents = box.availableCreditCents ?? (await usableCreditOf(db, box.patientId, now));
  return priceRenewalBox(box.items, { taxCents, availableCreditCents });
}

function paymentProblemOf(subscription: SubscriptionRow, renewal: SubscriptionRenewalRow | undefined): SubscriptionView['paymentProblem'] {
  if (renewal?.status === 'held') {
    return null;
  }
  if (subscription.status === 'paused' && subscription.pauseReason === 'payment-failed') {
    return { message: renewal?.lastFailure ?? MESSAGES.subscription.noPaymentMethod, tries: renewal?.tries ?? 0, nextTryAt: null };
  }
  if (!renewal?.lastFailure || subscription.status === 'canceled') {
    return null;
  }
  return { message: renewal.lastFailure, tries: renewal.tries, nextTryAt: renewal.nextTryAt.toISOString() };
}

/** What the view reads beside the subscription: its unpaid and last paid renewals and the next box's safety check. */
interface BoxFacts {
  renewal: SubscriptionRenewalRow | undefined;
  lastPaid: SubscriptionRenewalRow | undefined;
  safetyCheck: SafetyCheckRow | undefined;
}

/** The runway of the box the patient is using: the last paid one, or the first box from the day the subscription started. */
function runwayView(subscription: SubscriptionRow, lastPaid: SubscriptionRenewalRow | undefined, now: Date): SubscriptionView['runway'] {
  const startedOn = calendarDateIn(subscription.createdAt.getTime(), subscription.timeZone);
  // A trial's first box lasts as its offer says; a first box bought as a subscription, one cadence.
  const introOfferId = subscription.trialEndsAt === null ? null : subscription.introOfferId;
  const supplyDays = supplyDaysOf({ isFirstBox: !lastPaid, introOfferId, cadenceDays: subscription.cadenceDays });
  const runway = runwayOf({
    lastBilledOn: lastPaid?.billDate ?? startedOn,
    supplyDays,
    nextBillDate: subscription.nextBillDate,
    today: calendarDateIn(now.getTime(), subscription.timeZone),
  });
  return { ...runway, supplyDays };
}

function viewOf(subscription: SubscriptionRow, items: SubscriptionItemRow[], priced: PricedRenewal, facts: BoxFacts, now: Date): SubscriptionView {
  const { renewal } = facts;
  const { totals } = priced;
  const isLive = subscription.status === 'trialing' || subscription.status === 'active';
  return {
    id: subscription.id,
    treatmentCategory: subscription.treatmentCategory,
    status: subscription.status,
    pauseReason: subscription.pauseReason,
    cancelReason: subscription.cancelReason,
    cadenceDays: subscription.cadenceDays,
    trialEndsAt: subscription.trialEndsAt?.toISOString() ?? null,
    nextBillDate: subscription.nextBillDate,
    nextBillAt: subscription.nextBillAt.toISOString(),
    timeZone: subscription.timeZone,
    changesCloseAt: new Date(changeCutoff(subscription.nextBillDate, subscription.timeZone)).toISOString(),
    canChange: isLive && isChangeOpen(subscription.nextBillDate, subscription.timeZone, now.getTime()),
    items: items.map(({ itemId, name, isRx, isRequired, priceCents }) => ({ itemId, name, isRx, isRequired, priceCents })),
    nextBox: { subtotalCents: totals.subtotal, taxCents: totals.totalWithTax + totals.credit - totals.total, creditCents: totals.credit, totalCents: totals.totalWithTax },
    paymentProblem: paymentProblemOf(subscription, renewal),
    heldForReview: renewal?.status === 'held',
    safetyCheck: { answered: facts.safetyCheck !== undefined, isFlagged: facts.safetyCheck?.isFlagged ?? false },
    runway: runwayView(subscription, facts.lastPaid, now),
  };
}

/**
 * The patient's subscriptions, newest first, each with its next box priced and the change cutoff
 * (issue 13 items 4, 5): three statements whatever the count, the boxes with their renewals and
 * safety answers in one (a snapshot of their own), the usable credit, read once for every box
 * (ADR 127), and the price changes that bear on the boxes (ADR 160). `patient` is the account row the request holds (its state prices the tax).
 */
export async function listSubscriptions(deps: SubscriptionsDeps, patient: Pick<PatientRow, 'id' | 'state'>): Promise<SubscriptionView[]> {
  const now = await deps.clock.now();
  const [boxes, availableCreditCents] = await Promise.all([findSubscriptionBoxesOfPatient(deps.db, patient.id), usableCreditOf(deps.db, patient.id, now)]);
  const repriced = await nextBoxesAtTheirPrices(deps.db, boxes);
  return Promise.all(
    boxes.map(async ({ subscription, renewal, lastPaid, safetyCheck }, index) => {
      const items = repriced[index]!;
      const priced = await priceBox(deps, deps.db, { patientId: patient.id, state: patient.state, items: boxItemsOf(items), availableCreditCents }, now);
      return viewOf(subscription, items, priced, { renewal, lastPaid, safetyCheck }, now);
    }),
  );
}

/**
 * Each subscription's next box at the prices it bills (ADR 160): the items as stored, with an
 * admin's price change that bears on the box's date (one statement for them all).
 */
export function nextBoxesAtTheirPrices(db: Db, boxes: readonly { subscription: SubscriptionRow; items: SubscriptionItemRow[] }[]): Promise<SubscriptionItemRow[][]> {
  return boxesAtTheirPrices(
    db,
    boxes.map(({ subscription, items }) => ({ subscriptionId: subscription.id, billDate: subscription.nextBillDate, items })),
  );
}

/** The row, or 404 for anyone else's subscription (the same answer as for none). */
export function subscriptionOrNotFound<T>(row: T | undefined): T {
  if (row === undefined) {
    throw new AppError('NOT_FOUND', MESSAGES.subscription.notFound);
  }
  return row;
}

/** A subscription's history of changes, newest first, for its patient. */
export async function subscriptionHistory(db: Db, patientId: number, subscriptionId: number): Promise<SubscriptionEvent[]> {
  subscriptionOrNotFound(await findOwnSubscription(db, patientId, subscriptionId));
  const events = await findEventsOfSubscriptions(db, [subscriptionId]);
  return events.map(({ kind, actor, at, details }) => ({ kind, actor, at: at.toISOString(), details }));
}

export type { ChangedBy };

/** The histories of these subscriptions, each newest first (one statement): the operator's view (ADR 119). */
export async function historiesOf(db: Db, subscriptionIds: readonly number[]): Promise<Map<number, SubscriptionEvent[]>> {
  const histories = new Map<number, SubscriptionEvent[]>(subscriptionIds.map((id) => [id, []]));
  for (const { subscriptionId, kind, actor, at, details } of await findEventsOfSubscriptions(db, subscriptionIds)) {
    histories.get(subscriptionId)?.push({ kind, actor, at: at.toISOString(), details });
  }
  return histories;
}

/** The patient's subscriptions with their items, as stored (two statements): for other modules' views. */
export function subscriptionsOfPatient(db: Db, patientId: number): Promise<{ subscription: SubscriptionRow; items: SubscriptionItemRow[] }[]> {
  return findSubscriptionsOfPatient(db, patientId);
}

/** The subscription a visit's checkout started, locked for the caller's transaction (a renewal waits for it). */
export function lockSubscriptionOfCheckout(tx: Db, visitId: number): Promise<SubscriptionRow | undefined> {
  return lockSubscriptionOfVisit(tx, visitId);
}

/**
 * Takes a product off the later boxes outside the patient's own changes (an offer undone, an Rx a
 * provider declined), with its history row; the caller holds the subscription's lock.
 */
export async function takeItemOff(tx: Db, subscriptionId: number, itemId: number, by: ChangedBy, now: Date, reason: string): Promise<boolean> {
  const item = (await findItemsOfSubscription(tx, subscriptionId)).find((entry) => entry.itemId === itemId);
  if (!item || !(await deleteSubscriptionItem(tx, subscriptionId, itemId))) {
    return false;
  }
  await recordEvent(tx, subscriptionId, 'item-removed', by, now, { itemId, name: item.name, priceCents: item.priceCents, reason });
  return true;
}

/** One of the patient's subscriptions as `listSubscriptions` shows it; 404 for anyone else's. */
export async function subscriptionView(deps: SubscriptionsDeps, patient: Pick<PatientRow, 'id' | 'state'>, subscriptionId: number): Promise<SubscriptionView> {
  return subscriptionOrNotFound((await listSubscriptions(deps, patient)).find((view) => view.id === subscriptionId));
}
