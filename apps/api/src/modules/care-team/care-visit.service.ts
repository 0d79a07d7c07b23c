import type { CareVisitView } from '@app/domain/contracts';
import type { Db } from '../../db/client';
import type { PatientRow, VisitRow } from '../../db/schema/index';
import { AppError } from '../../errors';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { readGuardian } from '../guardians';
import { listVisitPhotos, newestPhotoTimesOfVisits, type PhotoLinkSigner } from '../media';
import { findPatient, isMinorPatient, patientAgeOf, patientDisplayName } from '../patients';
import { consultationOfVisit, providerNamesOf } from '../scheduling';
import { subscriptionsOfPatient } from '../subscriptions';
import { type SurveyLookup, readVisitTranscript } from '../surveys';
import { getVisitForCareTeam } from '../visits';
import { assertLicensedFor, type CareProvider } from './care-provider';
import { rxProductOfItem } from './care-formulary';
import { treatmentName } from './care-queue.service';
import { findPrescriptionsOfVisit } from './prescriptions.repository';
import { toPrescriptionView } from './prescriptions.service';
import { findLatestPhotoRequest, findVisitReview } from './visit-reviews.repository';

export interface CareVisitDeps {
  db: Db;
  registry: SurveyLookup;
  careLinks: PhotoLinkSigner;
}

/** The photo types that show who the patient (or a minor's guardian) is. */
const IDENTITY_PERSPECTIVES = new Set(['photo_id']);

/**
 * The visit and its patient when the provider may open it: any visit by uuid, then the licence
 * check. `seen` learns the patient first, so a refusal is audited against them (ADR 116).
 */
export async function openVisitForCare(db: Db, provider: CareProvider, uuid: string, seen: (patientId: number) => void): Promise<{ visit: VisitRow; patient: PatientRow }> {
  const visit = await getVisitForCareTeam(db, uuid);
  seen(visit.patientId);
  const patient = await findPatient(db, visit.patientId);
  if (!patient) {
    throw new AppError('NOT_FOUND', STAFF_MESSAGES.carePortal.visitNotFound);
  }
  assertLicensedFor(provider, patient.state);
  return { visit, patient };
}

/** The Rx products of the box this visit's checkout started: what the review decides. */
export async function requestedRxOfVisit(db: Db, visit: VisitRow): Promise<{ itemId: number; name: string }[]> {
  const boxes = (await subscriptionsOfPatient(db, visit.patientId)).filter((entry) => entry.subscription.visitId === visit.id);
  const products = boxes.flatMap((entry) => entry.items).flatMap((item) => (item.isRx ? [rxProductOfItem(item.itemId)] : []));
  const unique = new Map(products.flatMap((product) => (product ? [[product.itemId, product.name] as const] : [])));
  return [...unique].map(([itemId, name]) => ({ itemId, name }));
}

/** Everything a provider reads before deciding (ADR 117); the caller audits the read. */
export async function careVisitView(deps: CareVisitDeps, provider: CareProvider, visit: VisitRow, patient: PatientRow, now: Date): Promise<CareVisitView> {
  const { db } = deps;
  const isMinor = isMinorPatient(patient, now);
  const [transcript, photos, guardian, consultation, requestedRx, review, photoRequest, newestPhotos] = await Promise.all([
    readVisitTranscript(deps, visit.id),
    listVisitPhotos(db, visit.id),
    isMinor ? readGuardian(db, patient.id) : Promise.resolve(null),
    consultationOfVisit(db, visit.id),
    requestedRxOfVisit(db, visit),
    findVisitReview(db, visit.id),
    findLatestPhotoRequest(db, visit.id),
    newestPhotoTimesOfVisits(db, [visit.id]),
  ]);
  const prescriptions = review ? await findPrescriptionsOfVisit(db, visit.id) : [];
  const names = await providerNamesOf(db, prescriptions.map((row) => row.providerId));
  const newestPhoto = newestPhotos.get(visit.id);
  return {
    uuid: visit.uuid,
    treatment: treatmentName(visit.treatmentCategory),
    completedAt: visit.completedAt?.toISOString() ?? null,
    patient: {
      name: patientDisplayName(patient),
      dateOfBirth: patient.dateOfBirth,
      age: patientAgeOf(patient, now),
      sex: patient.gender,
      state: patient.state,
      isMinor,
    },
    guardian: guardian ? { name: `${guardian.firstname} ${guardian.lastname}`.trim(), email: guardian.email, phone: guardian.phone } : null,
    answers: transcript.answers.map((item) => ({ question: item.title, answer: item.value })),
    healthHistory: transcript.healthHistory.map((item) => ({ title: item.title, value: item.value })),
    photos: photos.map((photo) => ({
      id: photo.id,
      url: deps.careLinks.urlFor(photo.id, provider.staffId, now),
      perspective: photo.perspective,
      isIdentity: IDENTITY_PERSPECTIVES.has(photo.perspective),
    })),
    consultation: consultation ? { ...consultation, startsAt: consultation.startsAt.toISOString() } : null,
    requestedRx,
    decision: review
      ? {
          decidedAt: review.decidedAt.toISOString(),
          providerName: names.get(prescriptions[0]?.providerId ?? -1) ?? '',
          prescriptions: prescriptions.map((row) => toPrescriptionView(row, names)),
        }
      : null,
    photoRequest: photoRequest
      ? {
          note: photoRequest.note,
          requestedAt: photoRequest.requestedAt.toISOString(),
          answeredAt: photoRequest.answeredAt?.toISOString() ?? (newestPhoto && newestPhoto > photoRequest.requestedAt ? newestPhoto.toISOString() : null),
        }
      : null,
  };
}
