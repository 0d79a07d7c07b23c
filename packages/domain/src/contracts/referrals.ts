import { z } from 'zod';
import { REFERRAL_REFUSALS, REFERRAL_STAGES } from '../referrals/referral-stages';

const CentsSchema = z.number().int().nonnegative();
const IsoDateSchema = z.string().datetime();

/** A credit on the patient's account (ADR 109) and what is left of it. */
export const CreditViewSchema = z.object({
  reason: z.string(),
  grantedCents: CentsSchema,
  remainingCents: CentsSchema,
  grantedAt: IsoDateSchema,
  expiresAt: IsoDateSchema,
});

const WhyNotAppliedSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.enum(['waitingForSignUp', 'waitingForFirstBox', 'waitingForShipment', 'waitingForInvoice']) }),
  z.object({ kind: z.literal('partlyUsed'), leftCents: CentsSchema }),
  z.object({ kind: z.literal('expired'), on: IsoDateSchema }),
  z.object({ kind: z.literal('refused'), refusal: z.enum(REFERRAL_REFUSALS) }),
]);

/** One friend the patient referred, as the referrer may see it: a first name and initial at most. */
export const ReferralViewSchema = z.object({
  id: z.number().int(),
  friend: z.string().nullable(),
  stage: z.enum(REFERRAL_STAGES),
  stages: z.array(z.object({ stage: z.enum(REFERRAL_STAGES), at: IsoDateSchema })),
  reward: z
    .object({ amountCents: CentsSchema, appliedCents: CentsSchema, remainingCents: CentsSchema, expiresAt: IsoDateSchema })
    .nullable(),
  whyNotApplied: WhyNotAppliedSchema.nullable(),
});

/** `GET /api/patient/referrals` (ours, ADR 109): the link, the credit and every referral's stage. */
export const ReferralsOverviewResponseSchema = z.object({
  data: z.object({
    link: z.string(),
    usableCreditCents: CentsSchema,
    credits: z.array(CreditViewSchema),
    referrals: z.array(ReferralViewSchema),
    /** Friends who followed the link and have not signed up (listed once they do). */
    invitedCount: z.number().int().nonnegative(),
  }),
});
export type ReferralsOverview = z.infer<typeof ReferralsOverviewResponseSchema>['data'];
export type ReferralView = z.infer<typeof ReferralViewSchema>;
