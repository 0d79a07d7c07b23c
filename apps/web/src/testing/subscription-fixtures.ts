import type { SubscriptionView } from '@app/domain/contracts';

/** A trialing skin subscription in New York whose next box can still change (tests only). */
export const SUBSCRIPTION: SubscriptionView = {
  id: 7,
  treatmentCategory: 1,
  status: 'trialing',
  pauseReason: null,
  cancelReason: null,
  cadenceDays: 60,
  trialEndsAt: '2027-01-12T15:00:00.000Z',
  nextBillDate: '2027-01-12',
  nextBillAt: '2027-01-12T15:00:00.000Z',
  timeZone: 'America/New_York',
  changesCloseAt: '2027-01-10T15:00:00.000Z',
  canChange: true,
  items: [
    { itemId: 102, name: 'Custom Formula', isRx: true, isRequired: true, priceCents: 7900 },
    { itemId: 6112, name: 'Barrier Balm', isRx: false, isRequired: false, priceCents: 1200 },
  ],
  nextBox: { subtotalCents: 9100, taxCents: 808, creditCents: 500, totalCents: 9408 },
  paymentProblem: null,
  heldForReview: false,
  safetyCheck: { answered: false, isFlagged: false },
  runway: { supplyEndsOn: '2027-01-17', nextArrivesOn: '2027-01-17', daysLeft: 30, gapDays: 0, supplyDays: 30 },
};
