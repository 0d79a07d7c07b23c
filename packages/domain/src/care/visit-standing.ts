import type { PrescriptionView } from '../contracts/prescriptions';
import type { VisitReview } from '../contracts/visits';

/**
 * Where a sent visit stands after the provider's review (issue 29 item 1, ADR 136): waiting for
 * the provider, waiting for the patient's photos, prescribed (at least one product prescribed;
 * what was declined beside it is listed too), declined (every product declined), or reviewed with
 * nothing to prescribe.
 */
export type VisitStanding =
  | { kind: 'waiting' }
  | { kind: 'photos-requested'; note: string; requestedAt: string }
  | { kind: 'prescribed'; decidedAt: string; providerName: string; prescribed: PrescriptionView[]; declined: PrescriptionView[] }
  | { kind: 'declined'; decidedAt: string; providerName: string; declined: PrescriptionView[] }
  | { kind: 'reviewed'; decidedAt: string };

/** A sent visit's standing from its review: a decision outranks a photo request it closed. */
export function visitStanding(review: VisitReview): VisitStanding {
  if (review.decidedAt === null) {
    return review.photoRequest ? { kind: 'photos-requested', ...review.photoRequest } : { kind: 'waiting' };
  }
  const prescribed = review.prescriptions.filter((prescription) => prescription.status === 'active');
  const declined = review.prescriptions.filter((prescription) => prescription.status === 'declined');
  const providerName = (prescribed[0] ?? declined[0])?.providerName ?? '';
  if (prescribed.length > 0) {
    return { kind: 'prescribed', decidedAt: review.decidedAt, providerName, prescribed, declined };
  }
  return declined.length > 0 ? { kind: 'declined', decidedAt: review.decidedAt, providerName, declined } : { kind: 'reviewed', decidedAt: review.decidedAt };
}
