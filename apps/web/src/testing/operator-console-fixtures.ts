import type { OperatorCharge, PatientOverview } from '@app/domain/contracts';

// A patient as the operator console's component tests meet them: one skin subscription, one paid
// trial box with its charge of $14.99, a parcel, a thread and two messages (one resendable).

export const OVERVIEW_CHARGE: OperatorCharge = {
  id: 41,
  orderId: 31,
  amountCents: 1499,
  refundedCents: 0,
  refundableCents: 1499,
  status: 'paid',
  processor: 'sandbox',
  chargeRef: 'ch_sandbox_1',
  createdAt: '2026-11-20T15:00:00.000Z',
  refunds: [],
};

export const OVERVIEW: PatientOverview = {
  // Now on the app's clock; a test moves it as the development clock moves.
  readAt: new Date().toISOString(),
  account: {
    id: 7,
    firstname: 'Marguerite',
    lastname: 'Lopez',
    email: 'marguerite@example.com',
    phone: '+14155550199',
    brandId: 1,
    state: 'CA',
    dateOfBirth: '1990-04-12',
    address: {
      address1: '200 N Spring St',
      address2: null,
      city: 'Los Angeles',
      state: 'CA',
      zipcode: '90012',
    },
    createdAt: '2026-11-20T14:00:00.000Z',
    signupCompletedAt: '2026-11-20T14:30:00.000Z',
  },
  visits: [
    {
      uuid: '6f1c2c1e-8a52-4f43-9d7a-1b2c3d4e5f60',
      flow: 'skin-signup',
      treatmentCategory: 1,
      status: 'completed',
      createdAt: '2026-11-20T14:00:00.000Z',
      completedAt: '2026-11-20T15:10:00.000Z',
      isDecided: false,
    },
  ],
  subscriptions: [
    {
      id: 51,
      treatmentCategory: 1,
      status: 'trialing',
      pauseReason: null,
      cancelReason: null,
      cadenceDays: 60,
      nextBillDate: '2026-12-20',
      nextBillAt: '2026-12-20T18:00:00.000Z',
      timeZone: 'America/Los_Angeles',
      changesCloseAt: '2026-12-18T18:00:00.000Z',
      items: [
        {
          itemId: 16,
          name: 'Future-Proof Formula',
          isRx: true,
          isRequired: true,
          priceCents: 4900,
        },
      ],
      nextBox: { subtotalCents: 4900, taxCents: 0, creditCents: 0, totalCents: 4900 },
      paymentProblem: null,
      heldForReview: false,
      history: [
        {
          kind: 'skipped',
          actor: 'operator',
          at: '2026-11-21T10:00:00.000Z',
          details: { from: '2026-10-21', to: '2026-12-20', reason: 'Still has product left' },
        },
        {
          kind: 'item-removed',
          actor: 'provider',
          at: '2026-11-20T16:00:00.000Z',
          details: { name: 'Deep Cleanse', reason: 'A clinical reason the console must not show' },
        },
        { kind: 'started', actor: 'patient', at: '2026-11-20T15:00:00.000Z', details: {} },
      ],
    },
  ],
  orders: [
    {
      id: 31,
      kind: 'trial',
      status: 'paid',
      createdAt: '2026-11-20T15:00:00.000Z',
      lines: [
        { kind: 'product', label: 'Mini Future-Proof Formula', amountCents: 0, isRx: true },
        { kind: 'handling', label: 'Handling fee', amountCents: 1499, isRx: false },
      ],
      totalCents: 1499,
    },
  ],
  charges: [OVERVIEW_CHARGE],
  shipments: [
    {
      id: 61,
      orderId: 31,
      orderedAt: '2026-11-20T15:00:00.000Z',
      status: 'shipped',
      lines: [{ name: 'Future-Proof Formula', isRx: true }],
      chargedCents: 1499,
      trackingNumber: '1Z999',
      shippedAt: '2026-11-21T15:00:00.000Z',
      deliveredAt: null,
    },
  ],
  threads: [
    {
      id: 71,
      lastMessageAt: '2026-11-22T09:00:00.000Z',
      messageCount: 3,
      unreadCount: 1,
    },
  ],
  messages: [
    {
      id: 81,
      channel: 'email',
      template: 'shipment-shipped',
      recipient: 'marguerite@example.com',
      subject: 'Your box shipped',
      createdAt: '2026-11-21T15:00:00.000Z',
      sentAt: '2026-11-21T15:00:05.000Z',
      hasFailed: false,
      canResend: true,
    },
    {
      id: 82,
      channel: 'sms',
      template: 'phone-verification-code',
      recipient: '+14155550199',
      subject: null,
      createdAt: '2026-11-20T14:10:00.000Z',
      sentAt: '2026-11-20T14:10:01.000Z',
      hasFailed: false,
      canResend: false,
    },
  ],
};

/** The overview with the charge as given (e.g. after a refund). */
export function overviewWithCharge(charge: Partial<OperatorCharge>): PatientOverview {
  return { ...OVERVIEW, charges: [{ ...OVERVIEW_CHARGE, ...charge }] };
}
