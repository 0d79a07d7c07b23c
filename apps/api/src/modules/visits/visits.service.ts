import { TREATMENT_CATEGORIES } from '@app/domain/constants';
import { coversTreatment } from '@app/domain/eligibility';
import { FLOWS, type FlowId, resumePath, type VisitFacts } from '@app/domain/flows';
import { MESSAGES } from '@app/domain/messages';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import type { Db } from '../../db/client';
import type { PatientRow, ReportedVisitFacts, VisitRow } from '../../db/schema/index';
import { AppError } from '../../errors';
import { isMinorPatient } from '../patients';
import {
  addToVisitListFact,
  appendRecordedStep,
  findLatestVisit,
  findNewestOpenVisitOf,
  findOpenVisit,
  findVisitByUuid,
  findVisitUuids,
  findVisitsOfPatient,
  insertVisit,
  mergeSessionBag,
  mergeVisitFacts,
  markVisitCompleted as stampVisitCompleted,
  updateSkincareGoals,
  updateVisitEligibility,
  type ListVisitFact,
} from './visits.repository';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The visit with this uuid if it belongs to the patient. Another patient's visit and a visit that
 * does not exist answer the same 404, so uuids cannot be probed.
 */
export async function getOwnVisit(db: Db, patientId: number, uuid: string): Promise<VisitRow> {
  return ownVisitOrNotFound(isVisitUuid(uuid) ? await findVisitByUuid(db, uuid) : undefined, patientId);
}

/** Whether `uuid` can name a visit at all (anything else is a 404 without a query). */
export function isVisitUuid(uuid: string): boolean {
  return UUID_PATTERN.test(uuid);
}

/** `getOwnVisit`'s rule for a row read by its uuid elsewhere (a view read in one statement). */
export function ownVisitOrNotFound(row: VisitRow | undefined, patientId: number): VisitRow {
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
  const existing = await findCurrentVisit(db, patient.id, flow);
  if (existing) {
    return existing;
  }
  const treatmentCategory = TREATMENT_CATEGORIES[FLOWS[flow].category];
  return insertVisit(db, {
    patientId: patient.id,
    brandId: patient.brandId,
    flow,
    treatmentCategory,
    eligibility: patient.eligibility,
    sessionBag: { hasCreatedAccount: true },
    facts: { eligibilityConfirmed: coversTreatment(patient.eligibility, treatmentCategory) },
  });
}

/**
 * The visit of a flow the patient is on, without starting one: a sign-up's newest visit, finished
 * or not (it happens once); another flow's unfinished one.
 */
export async function findCurrentVisit(db: Db, patientId: number, flow: FlowId): Promise<VisitRow | undefined> {
  return FLOWS[flow].flowType === 'initial-treatment' ? findLatestVisit(db, patientId, flow) : findOpenVisit(db, patientId, flow);
}

/** The patient's newest unfinished visit of any of the flows (the one a category's box belongs to). */
export function findNewestOpenVisitOfFlows(db: Db, patientId: number, flows: readonly FlowId[]): Promise<VisitRow | undefined> {
  return findNewestOpenVisitOf(db, patientId, flows);
}

/**
 * What the flow's progress is derived from: the patient's own data, the steps recorded on the
 * visit and the facts other modules reported to it. Reads nothing: the two rows hold it all.
 */
export function visitFactsOf(visit: VisitRow, patient: PatientRow): VisitFacts {
  const isMinor = isMinorPatient(patient);
  return {
    hasAccount: true,
    isEmailVerified: patient.emailVerifiedAt !== null,
    hasLegalName: Boolean(patient.firstname && patient.lastname),
    hasDateOfBirth: patient.dateOfBirth !== null,
    isMinor,
    hasConfirmedEligibility: visit.facts.eligibilityConfirmed ?? coversTreatment(visit.eligibility, visit.treatmentCategory),
    hasGuardian: isMinor && patient.guardianGivenAt !== null,
    isPhoneConfirmed: patient.phoneConfirmedAt !== null,
    hasConsultation: visit.facts.consultationBooked === true,
    hasCompletedSurvey: visit.facts.surveyCompleted === true,
    hasConfirmedSelection: visit.facts.selectionConfirmed === true,
    hasCompletedCheckout: visit.facts.checkoutCompleted === true,
    hasPaymentMethod: patient.hasCompletedCcEntry,
    offeredUpsells: visit.facts.offeredUpsells ?? [],
    decidedUpsells: visit.facts.decidedUpsells ?? [],
    recordedSteps: visit.completedSteps,
  };
}

/** Where the patient continues in this visit's flow. */
export function resumePathOfVisit(visit: VisitRow, patient: PatientRow): string {
  return resumePath(visit.flow as FlowId, visitFactsOf(visit, patient));
}

/**
 * How other modules tell a visit what happened on their side (a booking, a completed survey), so
 * the visit never asks them. Writes only when the fact changes, and keeps `visit` in step.
 */
export async function reportVisitFact(db: Db, visit: VisitRow, fact: keyof ReportedVisitFacts, value: boolean): Promise<void> {
  if ((visit.facts[fact] === true) === value) {
    return;
  }
  visit.facts = await mergeVisitFacts(db, visit.id, { [fact]: value });
}

/** `reportVisitFact` for a visit known by its id only (a transaction that did not read the row). */
export async function reportVisitFactById(db: Db, visitId: number, fact: keyof ReportedVisitFacts, value: boolean): Promise<void> {
  await mergeVisitFacts(db, visitId, { [fact]: value });
}

/** Replaces a list fact: the offers made to the box as it was saved (ADR 108). */
export async function reportVisitListFact(db: Db, visitId: number, fact: ListVisitFact, values: string[]): Promise<void> {
  await mergeVisitFacts(db, visitId, { [fact]: values });
}

/** Adds one name to a list fact, once (an offer answered), without losing a concurrent add. */
export async function addVisitListFact(db: Db, visitId: number, fact: ListVisitFact, value: string): Promise<void> {
  await addToVisitListFact(db, visitId, fact, value);
}

/** Records the products a resubscription visit's box must keep (ADR 111). */
export async function reportRequiredItems(db: Db, visitId: number, itemIds: number[]): Promise<void> {
  await mergeVisitFacts(db, visitId, { requiredItemIds: itemIds });
}

/** Replaces the visit's eligibility (the survey writes an ineligible answer into it). */
export async function recordVisitEligibility(db: Db, visitId: number, eligibility: VisitRow['eligibility']): Promise<void> {
  await updateVisitEligibility(db, visitId, eligibility);
}

/** The patient's visits, newest first. */
export function listVisitsOfPatient(db: Db, patientId: number): Promise<VisitRow[]> {
  return findVisitsOfPatient(db, patientId);
}

/** Records a step as finished or skipped, once (concurrent calls cannot duplicate it). */
export async function recordVisitStep(db: Db, visitId: number, step: string): Promise<void> {
  await appendRecordedStep(db, visitId, step);
}

/** Stamps the visit's completion, once. */
export async function markVisitCompleted(db: Db, visitId: number, at: Date): Promise<void> {
  await stampVisitCompleted(db, visitId, at);
}

/** Sets session-bag flags without touching the others, in one statement (two tabs keep each other's). */
export async function mergeSessionBagFlags(db: Db, visitId: number, flags: Partial<VisitRow['sessionBag']>): Promise<void> {
  await mergeSessionBag(db, visitId, flags);
}

export async function setSkincareGoals(db: Db, visitId: number, goals: string[]): Promise<void> {
  await updateSkincareGoals(db, visitId, goals);
}

/** Any patient's visit by uuid, for the care team (who may open it is the caller's check); 404 otherwise. */
export async function getVisitForCareTeam(db: Db, uuid: string): Promise<VisitRow> {
  const row = isVisitUuid(uuid) ? await findVisitByUuid(db, uuid) : undefined;
  if (!row) {
    throw new AppError('NOT_FOUND', STAFF_MESSAGES.carePortal.visitNotFound);
  }
  return row;
}

/** The public uuids of visits by id (one statement), for pages that link to them. */
export async function visitUuidsOf(db: Db, visitIds: readonly number[]): Promise<Map<number, string>> {
  return findVisitUuids(db, [...new Set(visitIds)]);
}
