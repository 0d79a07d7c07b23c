import { decisionProblems, DECLINE_REASON_MAX_LENGTH, type DecisionInput } from '@app/domain/care';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import type { Db } from '../../db/client';
import type { PatientRow, VisitRow } from '../../db/schema/index';
import { withTransaction } from '../../db/transaction';
import { AppError, validationError } from '../../errors';
import { recordAudit, SYSTEM_ACTOR } from '../audit';
import { newestPhotoTimesOfVisits } from '../media';
import { lockSubscriptionOfCheckout, subscriptionsOfPatient, takeItemOff } from '../subscriptions';
import { reportVisitFactById } from '../visits';
import { FORMULARY, rxProductOfItem } from './care-formulary';
import type { CareProvider } from './care-provider';
import { requestedRxOfVisit } from './care-visit.service';
import { isAwaitingPhotos } from './photo-requests.service';
import { linkPrescriptionsToVisit } from './prescriptions.repository';
import { recordPrescription } from './prescriptions.service';
import { findLatestPhotoRequest, insertPhotoRequest, insertVisitReviewOnce, markPhotoRequestAnswered } from './visit-reviews.repository';

const TEXT = STAFF_MESSAGES.carePortal;

function assertComplete(visit: VisitRow): void {
  if (!visit.completedAt) {
    throw new AppError('CONFLICT', TEXT.visitNotComplete);
  }
}

/**
 * A provider's decision on a visit (ADR 117), all in one transaction: the review row (of two
 * providers deciding at once, one wins and the other gets 409 with nothing stored), a prescription
 * per prescribed or declined product, each declined product taken off the box the visit's
 * checkout started (its price drops from the next box on), the visit out of the queue, an open
 * photo request closed, and an audit row per prescription.
 */
export async function decideVisit(db: Db, provider: CareProvider, visit: VisitRow, patient: PatientRow, input: DecisionInput, now: Date): Promise<void> {
  assertComplete(visit);
  const requested = await requestedRxOfVisit(db, visit);
  const problems = decisionProblems(input, FORMULARY, requested.map((item) => item.itemId));
  if (problems.length > 0) {
    throw validationError({ decision: problems });
  }
  const actor = { role: 'provider', id: provider.staffId } as const;
  const context = { patientId: patient.id, providerId: provider.providerId, visitUuid: visit.uuid, prescribedAt: now };
  await withTransaction(db, async (tx) => {
    if (!(await insertVisitReviewOnce(tx, { visitId: visit.id, patientId: patient.id, staffId: provider.staffId, decidedAt: now }))) {
      throw new AppError('CONFLICT', TEXT.alreadyDecided);
    }
    for (const entry of input.prescribe) {
      const product = FORMULARY.find((item) => item.itemId === entry.itemId)!;
      const row = await recordPrescription(tx, context, { status: 'active', itemId: product.itemId, itemName: product.name, ingredients: [...entry.ingredients] });
      await recordAudit(tx, { actor, action: 'prescription.prescribe', patientId: patient.id, subject: { visitUuid: visit.uuid, prescriptionId: row.id, itemId: product.itemId } });
    }
    for (const entry of input.decline) {
      const product = FORMULARY.find((item) => item.itemId === entry.itemId)!;
      const reason = entry.reason.trim();
      const row = await recordPrescription(tx, context, { status: 'declined', itemId: product.itemId, itemName: product.name, declineReason: reason });
      await takeDeclinedProductOff(tx, provider, visit, product.itemId, reason, now);
      await recordAudit(tx, { actor, action: 'prescription.decline', patientId: patient.id, subject: { visitUuid: visit.uuid, prescriptionId: row.id, itemId: product.itemId } });
    }
    await reportVisitFactById(tx, visit.id, 'reviewDecided', true);
    const request = await findLatestPhotoRequest(tx, visit.id);
    if (request && !request.answeredAt) {
      await markPhotoRequestAnswered(tx, request.id, now);
    }
  });
}

/** A decision taken before the portal held it, and the prescriptions it made. */
export interface PastDecision {
  visit: VisitRow;
  /** The staff member (a provider's account) who decided. */
  staffId: number;
  decidedAt: Date;
  /** Prescriptions of the visit's patient recorded without a visit, which this decision made. */
  prescriptionIds: readonly number[];
}

/**
 * Records a decision taken outside the portal (the demo data's history, a record brought over from
 * elsewhere): the review row, the prescriptions linked to the visit, and the visit out of the
 * queue, in one transaction. The box is not touched (the prescriptions already say what was
 * decided); the trail says the system recorded it. Once: a visit some provider decided already is
 * left as it is, and the answer is false.
 */
export async function recordPastDecision(db: Db, decision: PastDecision): Promise<boolean> {
  const { visit } = decision;
  assertComplete(visit);
  return withTransaction(db, async (tx) => {
    if (!(await insertVisitReviewOnce(tx, { visitId: visit.id, patientId: visit.patientId, staffId: decision.staffId, decidedAt: decision.decidedAt }))) {
      return false;
    }
    const linked = await linkPrescriptionsToVisit(tx, visit.patientId, visit.id, decision.prescriptionIds);
    await reportVisitFactById(tx, visit.id, 'reviewDecided', true);
    // Written by the system now, naming the provider who decided then (ADR 116).
    await recordAudit(tx, {
      actor: SYSTEM_ACTOR,
      action: 'visit.record-past-decision',
      patientId: visit.patientId,
      subject: { visitUuid: visit.uuid, decidedBy: decision.staffId, linkedPrescriptions: linked },
    });
    return true;
  });
}

/** Takes every item of a declined product off the box the visit's checkout started, under its lock. */
async function takeDeclinedProductOff(tx: Db, provider: CareProvider, visit: VisitRow, productId: number, reason: string, now: Date): Promise<void> {
  const subscription = await lockSubscriptionOfCheckout(tx, visit.id);
  if (!subscription) {
    return;
  }
  const entry = (await subscriptionsOfPatient(tx, visit.patientId)).find((candidate) => candidate.subscription.id === subscription.id);
  for (const item of entry?.items ?? []) {
    if (rxProductOfItem(item.itemId)?.itemId === productId) {
      await takeItemOff(tx, subscription.id, item.itemId, { actor: 'provider', actorId: provider.staffId }, now, reason);
    }
  }
}

/**
 * Asks the patient for more photos of an undecided visit (ADR 117): the patient's dashboard shows
 * the note until they send photos of the visit. One open request per visit.
 */
export async function requestMorePhotos(db: Db, provider: CareProvider, visit: VisitRow, note: string, now: Date): Promise<void> {
  assertComplete(visit);
  const text = note.trim();
  if (text === '' || text.length > DECLINE_REASON_MAX_LENGTH) {
    throw validationError({ note: [TEXT.photoRequestNoteNeeded] });
  }
  await withTransaction(db, async (tx) => {
    if (visit.facts.reviewDecided) {
      throw new AppError('CONFLICT', TEXT.alreadyDecided);
    }
    const open = await findLatestPhotoRequest(tx, visit.id);
    if (open && !open.answeredAt) {
      if (isAwaitingPhotos(open, (await newestPhotoTimesOfVisits(tx, [visit.id])).get(visit.id))) {
        throw new AppError('CONFLICT', TEXT.photosAlreadyRequested);
      }
      // Photos came since: that request is answered, and a new one can open.
      await markPhotoRequestAnswered(tx, open.id, now);
    }
    const created = await insertPhotoRequest(tx, { visitId: visit.id, patientId: visit.patientId, staffId: provider.staffId, note: text, requestedAt: now });
    if (!created) {
      throw new AppError('CONFLICT', TEXT.photosAlreadyRequested);
    }
  });
}
