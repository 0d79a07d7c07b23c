import { z } from 'zod';
import { US_STATE_CODES } from '../constants/us-states';
import { OPERATOR_REASON_MAX_LENGTH, PATIENT_SEARCH_MAX_LENGTH } from '../operations/operator-rules';
import { CANCEL_REASONS } from '../subscriptions/cancel-reasons';
import { ShippingAddressUpdateSchema } from './address';
import { CareThreadSummarySchema } from './care-messages';
import { ShipmentViewSchema } from './shipments';
import { BoxItemSchema, SubscriptionEventSchema } from './subscriptions';

/**
 * The operator console's calls (issue 14 items 4-6, ADR 119): `/api/ops/*`, for a signed-in
 * operator only (anonymous 401, a patient or provider 403). Every request leaves an audit row.
 * Operators see account, money, shipping and message metadata: never survey answers, health
 * history, photos or the text of messages with the care team. None of these calls is in the spec.
 *
 * Every change needs `reason` (trimmed, 1 to 500 characters; a blank or longer one answers 422
 * with `errors.reason`), kept in the audit trail, and in the subscription's history for a
 * subscription change. Changes answer the patient's fresh overview, so the console redraws from it.
 */

const IsoDateSchema = z.string().datetime();
const RowIdSchema = z.coerce.number().int().positive().max(2_147_483_647);
// The wire leaves room over the rule (operations/operator-rules.ts), so a reason a little too long
// hears the field's own message rather than a schema's.
const ReasonSchema = z.string().max(OPERATOR_REASON_MAX_LENGTH + 500).default('');

/** `GET /api/ops/patients?q=…`: part of an email, a name or a phone number (3 to 100 characters). */
export const PatientSearchQuerySchema = z
  .object({
    /** Matched case-insensitively anywhere in the email and the full name, and by its digits in the phone. */
    q: z.string().max(PATIENT_SEARCH_MAX_LENGTH).default(''),
    /** Only this brand's patients (1 Teleskin, 2 the agency); both when absent. */
    brand: z.coerce.number().int().positive().max(1000).optional(),
  })
  .strict();
export type PatientSearchQuery = z.infer<typeof PatientSearchQuerySchema>;

/** One patient a search found: enough to tell two patients apart, nothing of their health. */
export const PatientMatchSchema = z.object({
  id: z.number().int(),
  /** First and last name as on file; "Name not given yet" when none was given. */
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  brandId: z.number().int(),
  /** The two-letter state of the shipping address or sign-up. */
  state: z.string().nullable(),
  createdAt: IsoDateSchema,
});
export type PatientMatch = z.infer<typeof PatientMatchSchema>;

/** The newest matches first, at most 25; `hasMore` says the text should be more precise. */
export const PatientSearchResponseSchema = z.object({
  data: z.object({ patients: z.array(PatientMatchSchema), hasMore: z.boolean() }),
});
export type PatientSearchResult = z.infer<typeof PatientSearchResponseSchema>['data'];

/** `/api/ops/patients/{patientId}…`: an unknown patient answers 404 "This patient could not be found." */
export const OperatorPatientParamsSchema = z.object({ patientId: RowIdSchema });
/** A subscription of that patient: another patient's or none answers 404. */
export const OperatorSubscriptionParamsSchema = OperatorPatientParamsSchema.extend({ subscriptionId: RowIdSchema });
/** A charge is named by its invoice's id (`OperatorCharge.id`). */
export const OperatorChargeParamsSchema = OperatorPatientParamsSchema.extend({ chargeId: RowIdSchema });
/** An outbox message (`OperatorOutboxMessage.id`) of that patient: another patient's or none answers 404. */
export const OperatorMessageParamsSchema = OperatorPatientParamsSchema.extend({ messageId: RowIdSchema });

/** The account as support needs it: contact, brand, address, date of birth. */
export const OperatorAccountSchema = z.object({
  id: z.number().int(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  brandId: z.number().int(),
  state: z.string().nullable(),
  /** `YYYY-MM-DD`. */
  dateOfBirth: z.string().nullable(),
  address: z.object({
    address1: z.string().nullable(),
    address2: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zipcode: z.string().nullable(),
  }),
  createdAt: IsoDateSchema,
  signupCompletedAt: IsoDateSchema.nullable(),
});
export type OperatorAccount = z.infer<typeof OperatorAccountSchema>;

/** A visit's progress, not its content: the answers and photos are the provider's to read. */
export const OperatorVisitSchema = z.object({
  uuid: z.string(),
  /** The visit's flow id (`skin-signup`, `hair-signup`, …). */
  flow: z.string(),
  treatmentCategory: z.number().int(),
  status: z.enum(['in-progress', 'completed']),
  createdAt: IsoDateSchema,
  completedAt: IsoDateSchema.nullable(),
  /** A provider has decided the visit (prescribed or declined). */
  isDecided: z.boolean(),
});
export type OperatorVisit = z.infer<typeof OperatorVisitSchema>;

/** A subscription with its next box and its history of changes (who, when), newest change first. */
export const OperatorSubscriptionSchema = z.object({
  id: z.number().int(),
  treatmentCategory: z.number().int(),
  status: z.enum(['trialing', 'active', 'paused', 'canceled']),
  pauseReason: z.string().nullable(),
  cancelReason: z.string().nullable(),
  cadenceDays: z.number().int(),
  /** The next box's bill date in the patient's zone (`YYYY-MM-DD`), its instant and the zone. */
  nextBillDate: z.string(),
  nextBillAt: IsoDateSchema,
  timeZone: z.string(),
  /** When the patient's own changes to the next box close (two days before it bills). */
  changesCloseAt: IsoDateSchema,
  items: z.array(BoxItemSchema),
  /** The next box priced now, as the patient's dashboard shows it and the renewal charges it. */
  nextBox: z.object({ subtotalCents: z.number().int(), taxCents: z.number().int(), creditCents: z.number().int(), totalCents: z.number().int() }),
  /** The last declined charge of the box, in the processor's words, and the next try (null: paused). */
  paymentProblem: z.object({ message: z.string(), tries: z.number().int(), nextTryAt: z.string().nullable() }).nullable(),
  /** The box waits for the provider (not billed, not sent); why is the provider's to read. */
  heldForReview: z.boolean(),
  history: z.array(SubscriptionEventSchema),
});
export type OperatorSubscription = z.infer<typeof OperatorSubscriptionSchema>;

/** An order with its lines as sold, and its invoice total (what was charged, before any refund). */
export const OperatorOrderSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['trial', 'subscription', 'cart', 'renewal']),
  status: z.enum(['paid', 'voided']),
  createdAt: IsoDateSchema,
  /**
   * The order's statement (`orderStatement`, issue 29 item 6): products, fees, promotion, tax and
   * credit as lines in cents (what came off is negative), adding up to `totalCents`.
   */
  lines: z.array(z.object({ kind: z.string(), label: z.string(), amountCents: z.number().int(), isRx: z.boolean() })),
  /** The invoice's total (after discount, tax and credit); null for an order without an invoice. */
  totalCents: z.number().int().nullable(),
});
export type OperatorOrder = z.infer<typeof OperatorOrderSchema>;

/** A refund's states: `pending` until the processor answered, then `succeeded` or `failed`. */
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;

/** A refund of a charge: `pending` until the processor answered (it then holds its amount). */
export const OperatorRefundSchema = z.object({
  id: z.number().int(),
  amountCents: z.number().int(),
  status: z.enum(REFUND_STATUSES),
  /** The console's key of the request: send a pending refund again with it to finish it. */
  refundKey: z.string(),
  reason: z.string(),
  /** The operator who asked for it. */
  staffName: z.string(),
  /** The processor's refusal, for a failed refund. */
  failureMessage: z.string().nullable(),
  createdAt: IsoDateSchema,
  settledAt: IsoDateSchema.nullable(),
});
export type OperatorRefund = z.infer<typeof OperatorRefundSchema>;

/** Money taken at a processor for an order (its invoice), with what was given back. */
export const OperatorChargeSchema = z.object({
  /** The invoice's id: what the refund call names. */
  id: z.number().int(),
  orderId: z.number().int(),
  amountCents: z.number().int(),
  /** Refunds done; `refundableCents` also leaves out pending ones. */
  refundedCents: z.number().int(),
  refundableCents: z.number().int(),
  /** `paid`, or `voided` (nothing was taken: nothing to refund). */
  status: z.enum(['paid', 'voided']),
  /** `sandbox`, `stripe` or `braintree`, and the processor's reference of the charge. */
  processor: z.string(),
  chargeRef: z.string(),
  createdAt: IsoDateSchema,
  refunds: z.array(OperatorRefundSchema),
});
export type OperatorCharge = z.infer<typeof OperatorChargeSchema>;

/** A text or email sent to the patient (its text is not shown: it may hold a code or a link). */
export const OperatorOutboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['sms', 'email']),
  /** Which message it is (`shipment-shipped`, `subscription-box-paid`, `phone-verification-code`…). */
  template: z.string(),
  recipient: z.string(),
  subject: z.string().nullable(),
  createdAt: IsoDateSchema,
  sentAt: IsoDateSchema.nullable(),
  /** Delivery stopped for good (refused, or every attempt failed). */
  hasFailed: z.boolean(),
  /** Whether it can be sent again: not one with a code or a one-time link. */
  canResend: z.boolean(),
});
export type OperatorOutboxMessage = z.infer<typeof OperatorOutboxMessageSchema>;

/** `GET /api/ops/patients/{patientId}` (audited), and the answer of every change to the patient. */
export const PatientOverviewSchema = z.object({
  /**
   * When the overview was read, on the app's clock (simulated in development, ADR 110): the
   * console's "now", so its pages count days as the server does (issue 29 item 6).
   */
  readAt: IsoDateSchema,
  account: OperatorAccountSchema,
  visits: z.array(OperatorVisitSchema),
  subscriptions: z.array(OperatorSubscriptionSchema),
  orders: z.array(OperatorOrderSchema),
  charges: z.array(OperatorChargeSchema),
  shipments: z.array(ShipmentViewSchema),
  /**
   * Threads with the care team: counts and when the last message came. Never the subject or a
   * message: the patient wrote them, and operators see no health data (issue 28 item 5).
   */
  threads: z.array(CareThreadSummarySchema.omit({ subject: true })),
  /** The newest 50 texts and emails sent to the patient. */
  messages: z.array(OperatorOutboxMessageSchema),
});
export type PatientOverview = z.infer<typeof PatientOverviewSchema>;
/** The overview's answer, and every fix's. */
export const PatientOverviewResponseSchema = z.object({ data: PatientOverviewSchema });

/** `POST …/shipping-address`: the checkout's address form (its rules and messages, ADR 105) and why. */
export const OperatorAddressChangeSchema = ShippingAddressUpdateSchema.extend({ reason: ReasonSchema }).strict();
export type OperatorAddressChange = z.infer<typeof OperatorAddressChangeSchema>;

/** `POST …/subscriptions/{subscriptionId}/next-bill-date`: a date from three days to a year ahead. */
export const NextBillDateChangeSchema = z.object({ date: z.string().max(20).default(''), reason: ReasonSchema }).strict();
export type NextBillDateChange = z.infer<typeof NextBillDateChangeSchema>;

/** `POST …/subscriptions/{subscriptionId}/skip`: the next box moves one cadence later. */
export const OperatorReasonSchema = z.object({ reason: ReasonSchema }).strict();
export type OperatorReason = z.infer<typeof OperatorReasonSchema>;

/** `POST …/subscriptions/{subscriptionId}/cancel`: the patient's reason from the list, and the operator's. */
export const OperatorCancelSchema = z.object({ cancelReason: z.enum(CANCEL_REASONS), reason: ReasonSchema }).strict();
export type OperatorCancel = z.infer<typeof OperatorCancelSchema>;

/**
 * `POST …/charges/{chargeId}/refunds`: whole cents, at most what is left of the charge. `refundKey`
 * is a fresh UUID the console makes per refund and keeps until it has an answer: a resend (a double
 * click, a timeout, a pending refund finished) never refunds twice.
 */
export const RefundRequestSchema = z
  .object({
    amountCents: z.number().int().positive().max(100_000_000),
    refundKey: z.string().uuid(),
    reason: ReasonSchema,
  })
  .strict();
export type RefundRequest = z.infer<typeof RefundRequestSchema>;

/** `GET /api/ops/patients/{patientId}/audit`: newest first; pass `nextBeforeId` as `beforeId` for older rows. */
export const AuditHistoryQuerySchema = z
  .object({
    beforeId: z.coerce.number().int().positive().optional(),
    limit: z.coerce.number().int().min(1).max(500).default(100),
  })
  .strict();
export type AuditHistoryQuery = z.infer<typeof AuditHistoryQuerySchema>;

/** One row of the patient's audit trail: who (role and name), what, the outcome, why and from where. */
export const AuditEventViewSchema = z.object({
  id: z.number().int(),
  occurredAt: IsoDateSchema,
  actorRole: z.enum(['patient', 'provider', 'operator', 'admin', 'system']),
  actorId: z.number().int().nullable(),
  /** The staff member's or patient's name; null for a system job or an account gone. */
  actorName: z.string().nullable(),
  /** What was done: `patient.overview.read`, `charge.refund`, `visit.read`, … */
  action: z.string(),
  outcome: z.enum(['done', 'refused']),
  /** The operator's reason, or the refusal's message. */
  reason: z.string().nullable(),
  /** Ids of what was touched (subscription, charge, refund, visit…). */
  subject: z.record(z.string(), z.union([z.string(), z.number()])),
  ipAddress: z.string().nullable(),
});
export type AuditEventView = z.infer<typeof AuditEventViewSchema>;
/** `nextBeforeId` is null on the last page. */
export const AuditHistoryResponseSchema = z.object({
  data: z.object({ events: z.array(AuditEventViewSchema), nextBeforeId: z.number().int().nullable() }),
});
export type AuditHistory = z.infer<typeof AuditHistoryResponseSchema>['data'];

/** A provider and the states they are licensed in (the table booking and the review queue read). */
export const ProviderLicencesSchema = z.object({
  providerId: z.number().int(),
  name: z.string(),
  isActive: z.boolean(),
  /** Two-letter codes, sorted. */
  states: z.array(z.string()),
});
export type ProviderLicences = z.infer<typeof ProviderLicencesSchema>;
/** `GET /api/ops/providers`: every provider, by name. */
export const ProviderLicencesListResponseSchema = z.object({ data: z.array(ProviderLicencesSchema) });
/** The licence change's answer: the provider with their new states. */
export const ProviderLicencesResponseSchema = z.object({ data: ProviderLicencesSchema });

/** `/api/ops/providers/{providerId}…` (a provider's `providerId`, not a staff id): none answers 404. */
export const ProviderParamsSchema = z.object({ providerId: RowIdSchema });

/** `PUT /api/ops/providers/{providerId}/licences`: the whole set of states (replaces it), and why. */
export const LicencesChangeSchema = z.object({ states: z.array(z.string().max(10)).max(US_STATE_CODES.length + 10), reason: ReasonSchema }).strict();
export type LicencesChange = z.infer<typeof LicencesChangeSchema>;
