/**
 * What the standing reads of a visit's review (`VisitReview` of contracts/visits.ts, which carries
 * more): rules stand above the wire shapes they read or below the ones built from them, never both,
 * so care/ declares what it reads instead of importing the contract (ADR 148).
 */
export interface ReviewFacts<P extends ReviewedPrescription> {
  decidedAt: string | null;
  photoRequest: { note: string; requestedAt: string } | null;
  prescriptions: readonly P[];
}

/** What the standing reads of a reviewed prescription. */
export interface ReviewedPrescription {
  status: string;
  providerName: string;
}

/**
 * Where a sent visit stands after the provider's review (issue 29 item 1, ADR 136): waiting for
 * the provider, waiting for the patient's photos, prescribed (at least one product prescribed;
 * what was declined beside it is listed too), declined (every product declined), or reviewed with
 * nothing to prescribe.
 */
export type VisitStanding<P extends ReviewedPrescription = ReviewedPrescription> =
  | { kind: 'waiting' }
  | { kind: 'photos-requested'; note: string; requestedAt: string }
  | { kind: 'prescribed'; decidedAt: string; providerName: string; prescribed: P[]; declined: P[] }
  | { kind: 'declined'; decidedAt: string; providerName: string; declined: P[] }
  | { kind: 'reviewed'; decidedAt: string };

/** A sent visit's standing from its review: a decision outranks a photo request it closed. */
export function visitStanding<P extends ReviewedPrescription>(review: ReviewFacts<P>): VisitStanding<P> {
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
