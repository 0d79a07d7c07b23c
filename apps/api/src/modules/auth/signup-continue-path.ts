import type { TreatmentCategoryName } from '@app/domain/constants';
import { FLOWS, flowStepPath, signupFlowFor, stepAfter } from '@app/domain/flows';

/**
 * Where a patient who just got an account (transfer, social sign-up) continues: the step after
 * `register` in the brand's sign-up flow. The flow route sends them on to the step the server
 * says is current, so a finished step is skipped.
 */
export function signupContinuePath(category: TreatmentCategoryName, brandKey: 'main' | 'agency'): string {
  const flow = signupFlowFor(category, brandKey);
  const next = stepAfter(flow, 'register');
  return next ? flowStepPath(flow, next) : FLOWS[flow].completionUrl;
}
