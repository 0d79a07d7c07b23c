import { describe, expect, it } from 'vitest';
import type { PrescriptionView } from '../contracts/prescriptions';
import type { VisitReview } from '../contracts/visits';
import { visitStanding } from './visit-standing';

const DECIDED = '2027-01-10T15:00:00.000Z';
const rx = (id: number, status: PrescriptionView['status']): PrescriptionView => ({
  id,
  itemName: `Item ${id}`,
  ingredients: status === 'active' ? [{ name: 'Tretinoin', strength: '0.025%' }] : [],
  providerName: 'Dr. Ada Park',
  status,
  declineReason: status === 'declined' ? 'Not safe with your other medicine.' : null,
  prescribedAt: DECIDED,
});
const review = (overrides: Partial<VisitReview>): VisitReview => ({ decidedAt: null, prescriptions: [], photoRequest: null, shipment: null, ...overrides });

describe('visitStanding', () => {
  it('waits for the provider until a decision or a request for photos', () => {
    expect(visitStanding(review({}))).toEqual({ kind: 'waiting' });
  });

  it('waits for the patient while photos are asked for', () => {
    const photoRequest = { note: 'A closer photo of your chin, please.', requestedAt: DECIDED };
    expect(visitStanding(review({ photoRequest }))).toEqual({ kind: 'photos-requested', ...photoRequest });
  });

  it('is prescribed when one product was, listing what was declined beside it, whoever asked for photos before', () => {
    const standing = visitStanding(review({ decidedAt: DECIDED, prescriptions: [rx(1, 'active'), rx(2, 'declined')], photoRequest: { note: 'x', requestedAt: DECIDED } }));
    expect(standing).toMatchObject({ kind: 'prescribed', decidedAt: DECIDED, providerName: 'Dr. Ada Park' });
    expect(standing.kind === 'prescribed' && [standing.prescribed.map((p) => p.id), standing.declined.map((p) => p.id)]).toEqual([[1], [2]]);
  });

  it('is declined when every product was, and reviewed when the decision recorded none', () => {
    expect(visitStanding(review({ decidedAt: DECIDED, prescriptions: [rx(2, 'declined')] }))).toMatchObject({ kind: 'declined', providerName: 'Dr. Ada Park', declined: [{ id: 2 }] });
    expect(visitStanding(review({ decidedAt: DECIDED }))).toEqual({ kind: 'reviewed', decidedAt: DECIDED });
  });
});
