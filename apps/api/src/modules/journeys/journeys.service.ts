import type { SessionBag, SessionBagEdit, Visit, VisitReview } from '@app/domain/contracts';
import { type FlowId, type FlowStep, canRecordStep, currentStep, resumePath, stepStates, type VisitFacts } from '@app/domain/flows';
import { MESSAGES } from '@app/domain/messages';
import type { Db } from '../../db/client';
import type { PatientRow, VisitRow } from '../../db/schema/index';
import { AppError } from '../../errors';
import { getSignedInPatient, isMinorPatient } from '../patients';
import type { Clock } from '../clock';
import { type PhotoLinkSigner, listVisitPhotoViews, missingPhotosForStep, toVisitPhotoView } from '../media';
import { visitAnswerViews, readVisitAnswers } from '../surveys';
import { getOwnVisit, isVisitUuid, listVisitsOfPatient, markVisitCompleted, openVisit, ownVisitOrNotFound, recordVisitStep, mergeSessionBagFlags, setSkincareGoals, visitFactsOf } from '../visits';
import { findOrdersOfVisit, findVisitWithParts, findVisitsWithPartsOfPatient, type VisitReviewJson, type VisitWithParts } from './visit-view.repository';

/**
 * What building a visit view needs: the database, and the signer of its photos' short-lived links;
 * and the app's clock, which stamps a visit sent (simulated in development, ADR 110), so the care
 * team's queue counts its wait on the same clock (issue 29 item 6).
 */
export interface VisitDeps {
  db: Db;
  photoLinks: PhotoLinkSigner;
  clock: Clock;
}

/**
 * The session bag (000 §3, 001 §3) as the pages read it: the browser's own flags (the bundle
 * viewed, its add-ons) as stored; the ones that say what the patient has done derived from their
 * data, so a page never skips a step on a flag a browser set (ADR 107).
 */
function sessionBagView(visit: VisitRow, patient: PatientRow, facts: VisitFacts): SessionBag {
  return {
    ...visit.sessionBag,
    hasCreatedAccount: true,
    // Without a date of birth on file (no eligibility step came first) the legal-name page asks for it.
    ...(patient.dateOfBirth === null ? { getDobOnLegalNamePage: true } : {}),
    hasAddedPaymentMethod: facts.hasPaymentMethod || facts.hasCompletedCheckout,
    hasAddedShippingAddress: patient.hasCompletedShippingAddressEntry || facts.hasCompletedCheckout,
    hasActivatedTrial: visit.facts.trialActivated === true,
  };
}

/** The visit of 000 §3 with its progress through the flow. */
export async function toVisitView({ db, photoLinks }: VisitDeps, visit: VisitRow, patient: PatientRow): Promise<Visit> {
  const [photos, responses, orders] = await Promise.all([
    listVisitPhotoViews(db, visit.id, photoLinks),
    readVisitAnswers(db, visit.id),
    findOrdersOfVisit(db, visit.id),
  ]);
  return buildVisitView(visit, patient, { photos, responses, orders });
}

function buildVisitView(visit: VisitRow, patient: PatientRow, parts: Pick<Visit, 'photos' | 'responses' | 'orders'>): Visit {
  const { photos, responses, orders } = parts;
  const flow = visit.flow as FlowId;
  const facts = visitFactsOf(visit, patient);
  return {
    uuid: visit.uuid,
    brand: visit.brandId,
    flow,
    treatmentCategory: visit.treatmentCategory,
    orders,
    photos,
    sessionBag: sessionBagView(visit, patient, facts),
    eligibility: visit.eligibility,
    responses,
    progress: {
      currentStep: currentStep(flow, facts) ?? null,
      resumePath: resumePath(flow, facts),
      steps: stepStates(flow, facts),
    },
    isMinor: facts.isMinor,
    completedAt: visit.completedAt?.toISOString() ?? null,
  };
}

/** The signed-in patient's view of one of their visits. */
export async function readVisit(deps: VisitDeps, patientId: number, uuid: string): Promise<Visit> {
  return readOwnVisit(deps, await getSignedInPatient(deps.db, patientId), uuid);
}

/** A visit row read with its parts as the patient's view: photo links signed, answers in their views. */
function ownVisitView(photoLinks: PhotoLinkSigner, patient: PatientRow, found: VisitWithParts): Visit {
  const photos = found.photos.map((photo) => toVisitPhotoView(photo, photoLinks));
  return buildVisitView(found.visit, patient, { photos, responses: visitAnswerViews(found.answers), orders: found.orders });
}

/**
 * `readVisit` for a patient whose account row the request already holds (read with the session):
 * the visit, its photos and its answers come in one statement (ADR 076).
 */
export async function readOwnVisit({ db, photoLinks }: VisitDeps, patient: PatientRow, uuid: string): Promise<Visit> {
  const found = isVisitUuid(uuid) ? await findVisitWithParts(db, uuid) : undefined;
  const visit = ownVisitOrNotFound(found?.visit, patient.id);
  return ownVisitView(photoLinks, patient, { ...found!, visit });
}

const isoOf = (at: string) => new Date(at).toISOString();
const isoOrNull = (at: string | null) => (at === null ? null : isoOf(at));

/** What became of a sent visit, its times as the wire writes them. */
function reviewView(review: VisitReviewJson): VisitReview {
  const { photoRequest, shipment } = review;
  return {
    decidedAt: isoOrNull(review.decidedAt),
    prescriptions: review.prescriptions.map((prescription) => ({ ...prescription, prescribedAt: isoOf(prescription.prescribedAt) })),
    photoRequest: photoRequest && { note: photoRequest.note, requestedAt: isoOf(photoRequest.requestedAt) },
    shipment: shipment && { ...shipment, shippedAt: isoOrNull(shipment.shippedAt), deliveredAt: isoOrNull(shipment.deliveredAt) },
  };
}

/**
 * The patient's visits, newest first, each with its parts and, once sent, what became of it (the
 * dashboard's read): one statement whatever their number (ADR 127).
 */
export async function listVisits({ db, photoLinks }: VisitDeps, patient: PatientRow): Promise<Visit[]> {
  return (await findVisitsWithPartsOfPatient(db, patient.id)).map((found) => ({
    ...ownVisitView(photoLinks, patient, found),
    // Left out until the visit is sent, so an open visit reads as its own read answers it.
    ...(found.review ? { review: reviewView(found.review) } : {}),
  }));
}

/** Where the patient continues: the newest unfinished visit's step, or undefined when none is open. */
export async function resumePathOfOpenVisit(db: Db, patientId: number): Promise<string | undefined> {
  const patient = await getSignedInPatient(db, patientId);
  const open = (await listVisitsOfPatient(db, patientId)).find((row) => row.completedAt === null);
  return open ? resumePath(open.flow as FlowId, visitFactsOf(open, patient)) : undefined;
}

/** Opens (or resumes) the patient's visit of a flow. */
export async function startOrResumeVisit(deps: VisitDeps, patientId: number, flow: FlowId): Promise<Visit> {
  const patient = await getSignedInPatient(deps.db, patientId);
  return toVisitView(deps, await openVisit(deps.db, patient, flow), patient);
}

/**
 * Merges the browser's session-bag flags into the visit's bag (000 §3), in one statement so two
 * tabs keep each other's. The flags that say what the patient has done are not the browser's to
 * set (SessionBagEditSchema): the view derives them.
 */
export async function editSessionBag(deps: VisitDeps, patientId: number, uuid: string, bag: SessionBagEdit): Promise<Visit> {
  const { db } = deps;
  const patient = await getSignedInPatient(db, patientId);
  const visit = await getOwnVisit(db, patientId, uuid);
  await mergeSessionBagFlags(db, visit.id, bag);
  return toVisitView(deps, await getOwnVisit(db, patientId, uuid), patient);
}

/**
 * Records that the patient finished or skipped a step. Steps done by their own data (legal name,
 * guardian, account) cannot be recorded, and a consultation can be skipped only where the flow
 * allows it.
 */
export async function recordStep(deps: VisitDeps, patientId: number, uuid: string, step: FlowStep): Promise<Visit> {
  const { db } = deps;
  const patient = await getSignedInPatient(db, patientId);
  const visit = await getOwnVisit(db, patientId, uuid);
  if (!canRecordStep(visit.flow as FlowId, step)) {
    throw new AppError('VALIDATION_FAILED', MESSAGES.completion.stepsRemaining, { step: [MESSAGES.completion.stepsRemaining] });
  }
  if (step === 'photo-id' || step === 'photos') {
    // "Send photos to provider" is disabled in the browser until the required photos exist; the
    // server holds the same line.
    const missing = await missingPhotosForStep(db, visit, step, isMinorPatient(patient));
    if (missing.length > 0) {
      throw new AppError('VALIDATION_FAILED', MESSAGES.photos.requiredMissing, { photos: missing.map((type) => type.title) });
    }
  }
  await recordVisitStep(db, visit.id, step);
  if (step === 'complete') {
    await markVisitCompleted(db, visit.id, await deps.clock.now());
  }
  return toVisitView(deps, await getOwnVisit(db, patientId, uuid), patient);
}

/** Saves the skincare goals step's answers and records the step. */
export async function saveSkincareGoals(deps: VisitDeps, patientId: number, uuid: string, goals: string[]): Promise<Visit> {
  const { db } = deps;
  const visit = await getOwnVisit(db, patientId, uuid);
  if (!canRecordStep(visit.flow as FlowId, 'skincare-goals')) {
    throw new AppError('NOT_FOUND', MESSAGES.form.notFound);
  }
  await setSkincareGoals(db, visit.id, [...new Set(goals)]);
  return recordStep(deps, patientId, uuid, 'skincare-goals');
}
