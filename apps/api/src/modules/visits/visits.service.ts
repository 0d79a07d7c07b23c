import type { Visit } from '@app/domain/contracts/visits';
import type { SessionBagInput } from '@app/domain/contracts/visits';
import { ADULT_AGE } from '@app/domain/constants/limits';
import { TREATMENT_CATEGORIES } from '@app/domain/constants/treatment-categories';
import { FLOWS, type FlowId, type FlowStep } from '@app/domain/flows/flow-definitions';
import { canRecordStep, currentStep, resumePath, stepStates, type VisitFacts } from '@app/domain/flows/flow-progress';
import { MESSAGES } from '@app/domain/messages/en';
import { ageOn, calendarDateOf, parseIsoDate } from '@app/domain/validation/birthdate';
import type { Db } from '../../db/client';
import type { PhotoLinkSigner } from '../media/photo-links';
import type { PatientRow, VisitRow } from '../../db/schema/index';
import { AppError } from '../../errors';
import { hasGuardian } from '../guardians/guardians.service';
import { getSignedInPatient } from '../identity/patients.service';
import { listVisitPhotoViews, missingPhotosForStep } from '../media/photos.service';
import { hasVisitConsultation } from '../scheduling/consultations.service';
import { readVisitSurveyFacts, type VisitSurveyFacts } from '../surveys/survey-facts';
import {
  appendRecordedStep,
  findLatestVisit,
  findOpenVisit,
  findVisitByUuid,
  findVisitsOfPatient,
  insertVisit,
  markVisitCompleted,
  updateSessionBag,
  updateSkincareGoals,
  updateVisitEligibility,
} from './visits.repository';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a patient is 13 to 17 today (the guardian step applies). */
export function isMinorPatient(patient: PatientRow, now = new Date()): boolean {
  const dob = patient.dateOfBirth ? parseIsoDate(patient.dateOfBirth) : null;
  return dob !== null && ageOn(dob, calendarDateOf(now)) < ADULT_AGE;
}

/**
 * The visit with this uuid if it belongs to the patient. Another patient's visit and a visit that
 * does not exist answer the same 404, so uuids cannot be probed.
 */
export async function getOwnVisit(db: Db, patientId: number, uuid: string): Promise<VisitRow> {
  const row = UUID_PATTERN.test(uuid) ? await findVisitByUuid(db, uuid) : undefined;
  if (!row || row.patientId !== patientId) {
    throw new AppError('NOT_FOUND', MESSAGES.form.notFound);
  }
  return row;
}

/**
 * The patient's open visit of a flow, started (with their eligibility) when there is none. A
 * sign-up happens once: after it is completed, its finished visit is answered, so the flow shows
 * its completion instead of starting over.
 */
export async function openVisit(db: Db, patient: PatientRow, flow: FlowId): Promise<VisitRow> {
  const existing =
    FLOWS[flow].flowType === 'initial-treatment'
      ? await findLatestVisit(db, patient.id, flow)
      : await findOpenVisit(db, patient.id, flow);
  if (existing) {
    return existing;
  }
  return insertVisit(db, {
    patientId: patient.id,
    brandId: patient.brandId,
    flow,
    treatmentCategory: TREATMENT_CATEGORIES[FLOWS[flow].category],
    eligibility: patient.eligibility,
    sessionBag: { hasCreatedAccount: true },
  });
}

/** What building a visit view needs: the database, and the signer of its photos' short-lived links. */
export interface VisitDeps {
  db: Db;
  photoLinks: PhotoLinkSigner;
}

async function gatherFacts(db: Db, visit: VisitRow, patient: PatientRow, survey?: VisitSurveyFacts): Promise<VisitFacts> {
  const isMinor = isMinorPatient(patient);
  const [guardianGiven, consultationBooked, surveyFacts] = await Promise.all([
    isMinor ? hasGuardian(db, patient.id) : Promise.resolve(false),
    hasVisitConsultation(db, visit.id),
    survey ?? readVisitSurveyFacts(db, visit.id),
  ]);
  return {
    hasAccount: true,
    isEmailVerified: patient.emailVerifiedAt !== null,
    hasLegalName: Boolean(patient.firstname && patient.lastname),
    hasDateOfBirth: patient.dateOfBirth !== null,
    isMinor,
    hasGuardian: guardianGiven,
    isPhoneConfirmed: patient.phoneConfirmedAt !== null,
    hasConsultation: consultationBooked,
    hasCompletedSurvey: surveyFacts.hasCompletedSurvey,
    recordedSteps: visit.completedSteps,
  };
}

/** The visit of 000 §3 with its progress through the flow. */
export async function toVisitView({ db, photoLinks }: VisitDeps, visit: VisitRow, patient: PatientRow): Promise<Visit> {
  const flow = visit.flow as FlowId;
  const survey = await readVisitSurveyFacts(db, visit.id);
  const [facts, photos] = await Promise.all([gatherFacts(db, visit, patient, survey), listVisitPhotoViews(db, visit.id, photoLinks)]);
  return {
    uuid: visit.uuid,
    brand: visit.brandId,
    flow,
    treatmentCategory: visit.treatmentCategory,
    // Orders arrive with checkout.
    orders: [],
    photos,
    // Without a date of birth on file (no eligibility step came first) the legal-name page asks for it.
    sessionBag: patient.dateOfBirth === null ? { ...visit.sessionBag, getDobOnLegalNamePage: true } : visit.sessionBag,
    eligibility: visit.eligibility,
    responses: survey.responses,
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
  const patient = await getSignedInPatient(deps.db, patientId);
  return toVisitView(deps, await getOwnVisit(deps.db, patientId, uuid), patient);
}

/** The patient's visits, newest first. */
export async function listVisits(deps: VisitDeps, patientId: number): Promise<Visit[]> {
  const patient = await getSignedInPatient(deps.db, patientId);
  const rows = await findVisitsOfPatient(deps.db, patientId);
  return Promise.all(rows.map((row) => toVisitView(deps, row, patient)));
}

/** Where the patient continues: the newest unfinished visit's step, or undefined when none is open. */
export async function resumePathOfOpenVisit(db: Db, patientId: number): Promise<string | undefined> {
  const patient = await getSignedInPatient(db, patientId);
  const open = (await findVisitsOfPatient(db, patientId)).find((row) => row.completedAt === null);
  return open ? resumePath(open.flow as FlowId, await gatherFacts(db, open, patient)) : undefined;
}

/** Where the patient continues in this visit's flow (the surveys module's `nextPath`). */
export async function resumePathOfVisit(db: Db, visit: VisitRow, patient: PatientRow): Promise<string> {
  return resumePath(visit.flow as FlowId, await gatherFacts(db, visit, patient));
}

/** Replaces the visit's eligibility (the survey writes an ineligible answer into it). */
export async function recordVisitEligibility(db: Db, visitId: number, eligibility: VisitRow['eligibility']): Promise<void> {
  await updateVisitEligibility(db, visitId, eligibility);
}

/** Opens (or resumes) the patient's visit of a flow. */
export async function startOrResumeVisit(deps: VisitDeps, patientId: number, flow: FlowId): Promise<Visit> {
  const patient = await getSignedInPatient(deps.db, patientId);
  return toVisitView(deps, await openVisit(deps.db, patient, flow), patient);
}

/** Merges the given session-bag flags into the visit's bag (000 §3). */
export async function editSessionBag(deps: VisitDeps, patientId: number, uuid: string, bag: SessionBagInput): Promise<Visit> {
  const { db } = deps;
  const patient = await getSignedInPatient(db, patientId);
  const visit = await getOwnVisit(db, patientId, uuid);
  visit.sessionBag = { ...visit.sessionBag, ...bag };
  await updateSessionBag(db, visit.id, visit.sessionBag);
  return toVisitView(deps, visit, patient);
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
  await appendRecordedStep(db, visit.id, step);
  visit.completedSteps = [...new Set([...visit.completedSteps, step])];
  if (step === 'complete') {
    await markVisitCompleted(db, visit.id, new Date());
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
  await updateSkincareGoals(db, visit.id, [...new Set(goals)]);
  return recordStep(deps, patientId, uuid, 'skincare-goals');
}
