import { TREATMENT_CATEGORIES } from '@app/domain/constants';
import type { ResubscribeRequest, ResubscribeShop } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { MESSAGES } from '@app/domain/messages';
import type { PatientRow } from '../../db/schema/index';
import { AppError } from '../../errors';
import { subscriptionsOfPatient } from '../subscriptions';
import { openResubscribeCart, type SelectionDeps } from '../selection';

const refused = (message: string) => new AppError('VALIDATION_FAILED', message);

/** The products of the patient's newest subscription of a category: what the cart starts from. */
async function previousItemIds(deps: SelectionDeps, patientId: number, treatmentCategory: number): Promise<number[]> {
  const boxes = await subscriptionsOfPatient(deps.db, patientId);
  const newest = boxes.find(({ subscription }) => subscription.treatmentCategory === treatmentCategory);
  return (newest?.items ?? []).map((item) => item.itemId);
}

/**
 * PUT /api/patient/resubscribe (001 §3, §7.3): opens the patient's resubscription of a treatment
 * (or the one already open) with its cart, and answers the shop. Only skin has a resubscription
 * flow, and a resubscription is sold as a subscription (001 §4; ADR 111).
 */
export async function startResubscription(deps: SelectionDeps, patient: PatientRow, request: ResubscribeRequest): Promise<ResubscribeShop> {
  if (request.treatmentCategory !== TREATMENT_CATEGORIES.skin) {
    throw refused(MESSAGES.resubscribe.categoryNotOffered);
  }
  if (request.purchaseContext !== 'subscription') {
    throw refused(fillTemplate(MESSAGES.selection.contextNotSold, { context: request.purchaseContext }));
  }
  return openResubscribeCart(deps, patient, await previousItemIds(deps, patient.id, request.treatmentCategory), request.flow ?? 'resubscription');
}
