import type { Visit } from '@app/domain/contracts';
import type { TreatmentCategoryName } from '@app/domain/constants';
import { FLOWS, type FlowId } from '@app/domain/flows';
import { MESSAGES } from '@app/domain/messages';
import { AppError } from '../../errors';
import { recordSignupCompleted } from '../patients';
import { creditMedicalHistoryPromo } from '../promotions';
import { readVisit, recordStep, startOrResumeVisit, type VisitDeps } from '../journeys';

/**
 * Completes a sign-up visit (`POST /api/signup/complete/{category}/{uuid}`): every earlier step
 * must be done, then the visit is completed and the patient's sign-up stamped. Repeating it is
 * harmless. Another patient's visit, or one of another category, is a 404.
 */
export async function completeSignup(deps: VisitDeps, patientId: number, category: TreatmentCategoryName, uuid: string): Promise<Visit> {
  const visit = await readVisit(deps, patientId, uuid);
  const flow = FLOWS[visit.flow as FlowId];
  if (flow.category !== category || !flow.steps.includes('complete')) {
    throw new AppError('NOT_FOUND', MESSAGES.form.notFound);
  }
  if (visit.completedAt) {
    return visit;
  }
  if (visit.progress.currentStep !== 'complete') {
    throw new AppError('CONFLICT', MESSAGES.completion.stepsRemaining);
  }
  const completed = await recordStep(deps, patientId, uuid, 'complete');
  await recordSignupCompleted(deps.db, patientId);
  return completed;
}

/**
 * Completes the patient's medical-history update (000 §4): the update is recorded, and a claimed
 * promotion becomes the $20 credit, once.
 */
export async function completeMedicalHistoryUpdate(deps: VisitDeps, patientId: number): Promise<{ creditedCents: number; message: string }> {
  const visit = await startOrResumeVisit(deps, patientId, 'medical-history-update');
  await recordStep(deps, patientId, visit.uuid, 'complete');
  const creditedCents = await creditMedicalHistoryPromo(deps.db, patientId);
  return {
    creditedCents,
    message: creditedCents > 0 ? MESSAGES.completion.medicalHistoryCredit : MESSAGES.completion.medicalHistoryUpdated,
  };
}
