import { activitySteps } from './sql-activity';
import { auditSteps, chainAuditStep } from './sql-audit';
import { careTeamSteps } from './sql-care-team';
import { decisionSteps } from './sql-decisions';
import { historySteps } from './sql-history';
import { jobQueueSteps } from './sql-job-queue';
import { outboxSteps } from './sql-outbox';
import { threadSteps } from './sql-threads';
import { creditInsertSteps, referralSteps } from './sql-credits';
import { orderInsertSteps } from './sql-order-inserts';
import { orderSteps, paymentInsertSteps } from './sql-orders';
import { patientSteps } from './sql-patients';
import { finishSteps, setupSteps } from './sql-setup';
import { subscriptionInsertSteps, subscriptionSteps } from './sql-subscriptions';
import { visitSteps } from './sql-visits';
import type { VolumeStep } from './volume-step';

/** The password hashes the seed writes: one for every patient, one for the care team. */
export interface VolumeHashes {
  patient: string;
  staff: string;
}

/** Every step of the seed in order, after the reference tables are loaded (ADR 124). */
export function volumeSteps(patients: number, reference: readonly VolumeStep[], hashes: VolumeHashes): VolumeStep[] {
  return [
    ...setupSteps(patients),
    ...reference,
    ...patientSteps(hashes.patient),
    ...careTeamSteps(hashes.staff),
    ...visitSteps(),
    ...subscriptionSteps(),
    ...referralSteps(),
    ...orderSteps(),
    ...paymentInsertSteps(),
    ...subscriptionInsertSteps(),
    ...orderInsertSteps(),
    ...creditInsertSteps(),
    ...decisionSteps(),
    ...historySteps(),
    ...threadSteps(),
    ...activitySteps(),
    ...outboxSteps(),
    ...auditSteps(),
    ...jobQueueSteps(),
    ...finishSteps(),
    chainAuditStep(),
  ];
}
