import { TREATMENT_CATEGORIES } from '@app/domain/constants';
import type { FlowId } from '@app/domain/flows';
import { SURVEY_REGISTRY, surveyContext, typicalAnswers } from '@app/domain/surveys';
import type { Db } from '../db/client';
import { findPatientByEmail } from '../modules/patients';
import { checkCompletion, surveyIdOfFlow, findNewestCompletedSurvey, replaceAnswers } from '../modules/surveys';
import { insertVisit, markVisitCompleted, mergeVisitFacts } from '../modules/visits';
import { BRAND_DEMO_ACCOUNTS } from './demo-accounts';

const DAY_MS = 86_400_000;
/** The sign-up came before the first demo formula (prescribed 180 days ago). */
const SIGNUP_DAYS_AGO = 181;

/**
 * Gives the first demo patient the skin sign-up they would have finished before their formulas:
 * a completed visit whose intake answers (checked like any patient's) make up their health
 * history, so the medical-history update and is-information-accurate have something to show.
 * Once: a patient with a completed survey is left alone.
 */
export async function seedDemoIntake(db: Db, now = new Date()): Promise<void> {
  const [account] = BRAND_DEMO_ACCOUNTS;
  const patient = await findPatientByEmail(db, account.brandId, account.email);
  if (!patient || (await findNewestCompletedSurvey(db, patient.id))) {
    return;
  }
  const flow: FlowId = 'skin-signup';
  const definition = SURVEY_REGISTRY.findCurrent(surveyIdOfFlow(flow));
  if (!definition) {
    throw new Error('the skin sign-up survey has no published version');
  }
  const completedAt = new Date(now.getTime() - SIGNUP_DAYS_AGO * DAY_MS);
  const answers = typicalAnswers(definition, { skin_concerns: ['acne', 'clogged_pores', 'dark_spots', 'wrinkles'] });
  const inputs = Object.entries(answers).map(([question, answer]) => ({ question, answer, answeredAt: completedAt.toISOString() }));
  const { entries } = checkCompletion(definition, inputs, completedAt);
  const visit = await insertVisit(db, {
    patientId: patient.id,
    brandId: patient.brandId,
    flow,
    treatmentCategory: TREATMENT_CATEGORIES.skin,
    eligibility: patient.eligibility,
    sessionBag: { hasCreatedAccount: true },
  });
  await replaceAnswers(
    db,
    { visitId: visit.id, surveyId: definition.id, surveyVersion: definition.version, context: surveyContext(definition) },
    entries,
    completedAt,
  );
  await mergeVisitFacts(db, visit.id, { surveyCompleted: true });
  await markVisitCompleted(db, visit.id, completedAt);
}
