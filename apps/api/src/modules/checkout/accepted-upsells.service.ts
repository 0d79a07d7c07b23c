import type { AcceptedUpsell } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { upsellLaterCents, type UpsellOfferId } from '@app/domain/upsells';
import type { Db } from '../../db/client';
import type { SubscriptionRow } from '../../db/schema/index';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../errors';
import { upsellLineOf, acceptedUpsellsOfPatient, markUpsellUndone, upsellDecisionOf } from '../selection';
import { getOwnVisit, listVisitsOfPatient } from '../visits';
import { lockSubscriptionOfCheckout, subscriptionsOfPatient, takeItemOff } from '../subscriptions';

const refused = (message: string) => new AppError('VALIDATION_FAILED', message);

/** An offer can come off while the box that first carries its later price has not billed. */
function isBeforeBilling(subscription: SubscriptionRow | undefined, now: Date): boolean {
  return subscription === undefined || (subscription.status !== 'canceled' && now < subscription.nextBillAt);
}

/**
 * The patient's accepted offers on a subscription's later boxes (ADR 108), for the dashboard: what
 * each adds to a box and whether it can still be taken off. Before the box is paid for, the
 * checkout's summary shows the offer instead; one accepted as the box was being paid for, too late
 * for its subscription, is on no box and is not listed. Four statements, whatever the count.
 */
export async function listAcceptedUpsells(db: Db, patientId: number, now = new Date()): Promise<AcceptedUpsell[]> {
  const decisions = await acceptedUpsellsOfPatient(db, patientId);
  if (decisions.length === 0) {
    return [];
  }
  const [visitRows, boxes] = await Promise.all([listVisitsOfPatient(db, patientId), subscriptionsOfPatient(db, patientId)]);
  return decisions.flatMap((decision) => {
    const line = upsellLineOf(decision.offer);
    const box = boxes.find((entry) => entry.subscription.visitId === decision.visitId);
    if (!box || !box.items.some((item) => item.itemId === line.laterItemId)) {
      return [];
    }
    const { subscription } = box;
    const everyDays = subscription.cadenceDays;
    return [
      {
        visitUuid: visitRows.find((row) => row.id === decision.visitId)!.uuid,
        offer: decision.offer,
        productName: line.name,
        laterCents: upsellLaterCents(line, everyDays),
        everyDays,
        nextBillAt: subscription.nextBillAt.toISOString(),
        isRemovable: isBeforeBilling(subscription, now),
      },
    ];
  });
}

/**
 * Takes an accepted offer off the patient's box (ADR 108): before the box is paid for, it leaves
 * the box being bought; after, it leaves the subscription's later boxes, until the next one bills.
 * The first box's charge stays as paid. Refused, changing nothing, once the box has billed.
 */
export async function undoUpsell(db: Db, patientId: number, uuid: string, offer: UpsellOfferId, now = new Date()): Promise<{ offer: UpsellOfferId; undoneAt: string }> {
  const visit = await getOwnVisit(db, patientId, uuid);
  return withTransaction(db, async (tx) => {
    // The subscription row is locked so a renewal billing at this moment sees the item or not, whole.
    const subscription = await lockSubscriptionOfCheckout(tx, visit.id);
    const decision = await upsellDecisionOf(tx, visit.id, offer);
    if (!decision || decision.decision !== 'accepted' || decision.undoneAt !== null) {
      throw refused(MESSAGES.upsells.notAccepted);
    }
    if (!isBeforeBilling(subscription, now)) {
      throw refused(MESSAGES.upsells.undoClosed);
    }
    if (!(await markUpsellUndone(tx, decision.id, now))) {
      throw refused(MESSAGES.upsells.notAccepted);
    }
    if (subscription) {
      await takeItemOff(tx, subscription.id, upsellLineOf(offer).laterItemId, { actor: 'patient', actorId: patientId }, now, 'offer undone');
    }
    return { offer, undoneAt: now.toISOString() };
  });
}
