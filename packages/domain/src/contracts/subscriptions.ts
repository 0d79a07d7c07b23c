import { z } from 'zod';
import { MAX_POSTPONE_WEEKS, MIN_POSTPONE_WEEKS } from '../subscriptions/box-schedule';
import { SAFETY_QUESTIONS, type SafetyQuestionId } from '../subscriptions/safety-check';
import { CANCEL_NOTE_MAX_LENGTH, CANCEL_REASONS } from '../subscriptions/cancel-reasons';

/**
 * The subscription calls of issue 13 (ours: the spec shows only the customize page's path): the
 * patient's subscriptions with the next box, its price and the change cutoff, the history of
 * changes, and the changes the patient makes themselves. The browser never sends a price.
 */

export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'paused', 'canceled'] as const;
export const SUBSCRIPTION_ACTORS = ['patient', 'provider', 'operator', 'system'] as const;

/** A product of a later box, at the price it was sold under. */
export const BoxItemSchema = z.object({
  itemId: z.number().int(),
  name: z.string(),
  isRx: z.boolean(),
  isRequired: z.boolean(),
  priceCents: z.number().int(),
});

export const SubscriptionViewSchema = z.object({
  id: z.number().int(),
  treatmentCategory: z.number().int(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  pauseReason: z.enum(['patient', 'payment-failed']).nullable(),
  cancelReason: z.string().nullable(),
  cadenceDays: z.number().int(),
  trialEndsAt: z.string().nullable(),
  /** The next box's bill date in the patient's zone (`YYYY-MM-DD`) and its instant. */
  nextBillDate: z.string(),
  nextBillAt: z.string(),
  timeZone: z.string(),
  /** Changes to the next box close at this instant (two days before it bills). */
  changesCloseAt: z.string(),
  canChange: z.boolean(),
  items: z.array(BoxItemSchema),
  /** The next box priced now: products, estimated tax and the credit that will pay part of it. */
  nextBox: z.object({ subtotalCents: z.number().int(), taxCents: z.number().int(), creditCents: z.number().int(), totalCents: z.number().int() }),
  /** A declined charge of the box: the processor's words and when it is tried again (null: paused). */
  paymentProblem: z.object({ message: z.string(), tries: z.number().int(), nextTryAt: z.string().nullable() }).nullable(),
  /** The box is held for the provider after a "yes" in its safety check: not billed, not sent. */
  heldForReview: z.boolean(),
  /** The next box's safety check: whether it was answered and flagged (the answers themselves: its own call). */
  safetyCheck: z.object({ answered: z.boolean(), isFlagged: z.boolean() }),
  /** The medicine the patient has against the next box's arrival (dates in the patient's zone). */
  // `supplyDays`: what the box in use held (the meter's full scale), by the rule the bill dates follow.
  runway: z.object({ supplyEndsOn: z.string(), nextArrivesOn: z.string(), daysLeft: z.number().int(), gapDays: z.number().int(), supplyDays: z.number().int() }),
});
export type SubscriptionView = z.infer<typeof SubscriptionViewSchema>;
export const SubscriptionsResponseSchema = z.object({ data: z.array(SubscriptionViewSchema) });

export const SubscriptionEventSchema = z.object({
  kind: z.string(),
  actor: z.enum(SUBSCRIPTION_ACTORS),
  at: z.string(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
});
export type SubscriptionEvent = z.infer<typeof SubscriptionEventSchema>;
export const SubscriptionHistoryResponseSchema = z.object({ data: z.array(SubscriptionEventSchema) });

export const SubscriptionParamsSchema = z.object({ subscriptionId: z.coerce.number().int().positive().max(2_147_483_647) });
export const SubscriptionItemParamsSchema = SubscriptionParamsSchema.extend({ itemId: z.coerce.number().int().positive().max(2_147_483_647) });

export const ScheduleChangeRequestSchema = z.discriminatedUnion('change', [
  z.object({ change: z.literal('postpone'), weeks: z.number().int() }).strict(),
  z.object({ change: z.literal('sooner') }).strict(),
  z.object({ change: z.literal('skip') }).strict(),
]);
export type ScheduleChangeRequest = z.infer<typeof ScheduleChangeRequestSchema>;
export const POSTPONE_WEEKS = { min: MIN_POSTPONE_WEEKS, max: MAX_POSTPONE_WEEKS } as const;

export const CancelRequestSchema = z
  .object({ reason: z.enum(CANCEL_REASONS), note: z.string().max(CANCEL_NOTE_MAX_LENGTH).optional() })
  .strict();
export type CancelRequest = z.infer<typeof CancelRequestSchema>;

export const AddItemRequestSchema = z.object({ itemId: z.number().int().positive().max(2_147_483_647) }).strict();

export const AddableProductsResponseSchema = z.object({
  data: z.array(z.object({ itemId: z.number().int(), name: z.string(), priceCents: z.number().int() })),
});

export const SubscriptionResponseSchema = z.object({ data: SubscriptionViewSchema });

export const SafetyAnswersSchema = z
  .object(Object.fromEntries(SAFETY_QUESTIONS.map((question) => [question.id, z.boolean()])) as Record<SafetyQuestionId, z.ZodBoolean>)
  .strict();
export const SafetyCheckRequestSchema = z.object({ answers: SafetyAnswersSchema }).strict();

export const SafetyCheckViewSchema = z.object({
  /** The box the questions are for: its bill date in the patient's zone. */
  billDate: z.string(),
  questions: z.array(z.object({ id: z.string(), text: z.string() })),
  answers: SafetyAnswersSchema.nullable(),
  isFlagged: z.boolean(),
  /** Answers are taken until the box bills. */
  canAnswer: z.boolean(),
});
export type SafetyCheckView = z.infer<typeof SafetyCheckViewSchema>;
export const SafetyCheckResponseSchema = z.object({ data: SafetyCheckViewSchema });
