import { z } from 'zod';
import { isQueueCursor } from '../care/queue-pages';
import { CareMessageViewSchema } from './care-messages';
import { PrescriptionIngredientSchema, PrescriptionViewSchema } from './prescriptions';

/**
 * The provider portal's calls (issue 14, ADR 117): `/api/care/*`, for a signed-in provider only.
 * None is in the spec (roles "not shown", 000 §6).
 */

const IsoDateSchema = z.string().datetime();
const RowIdSchema = z.number().int().positive().max(2_147_483_647);

export const CareVisitParamsSchema = z.object({ uuid: z.string().max(64) });
export const CareThreadIdParamsSchema = z.object({ threadId: z.coerce.number().int().positive().max(2_147_483_647) });

/** A completed visit waiting for a provider's decision, in the provider's licensed states. */
export const ReviewQueueVisitSchema = z.object({
  visitUuid: z.string(),
  patientName: z.string(),
  patientState: z.string(),
  treatment: z.string(),
  completedAt: IsoDateSchema,
  /** Whole minutes since the visit was completed (the page words it as hours or days). */
  waitingMinutes: z.number().int().nonnegative(),
  isMinor: z.boolean(),
  /** More photos were asked for and the patient has not sent them yet. */
  isAwaitingPhotos: z.boolean(),
});
export type ReviewQueueVisit = z.infer<typeof ReviewQueueVisitSchema>;

/** A thread whose newest message is the patient's: it waits for the care team's answer. */
export const WaitingThreadSchema = z.object({
  threadId: z.number().int(),
  patientName: z.string(),
  subject: z.string(),
  waitingSince: IsoDateSchema,
  waitingMinutes: z.number().int().nonnegative(),
  /** Waiting longer than CARE_REPLY_OVERDUE_HOURS (48). */
  isOverdue: z.boolean(),
  unreadCount: z.number().int().nonnegative(),
});
export type WaitingThread = z.infer<typeof WaitingThreadSchema>;

/** Where a page of the queue ended; the next page starts after it (`care/queue-pages.ts`). */
export const QueueCursorSchema = z.string().max(40).refine(isQueueCursor, { message: 'Not a position in the queue' });

/**
 * A page of one of the queue's lists, with how many entries wait in all (counted up to
 * QUEUE_COUNT_LIMIT) and where the next page starts.
 */
function queuePageSchema<Entry extends z.ZodTypeAny>(entry: Entry) {
  return z.object({ items: z.array(entry), total: z.number().int().nonnegative(), nextCursor: QueueCursorSchema.nullable() });
}

export const ReviewQueueVisitsPageSchema = queuePageSchema(ReviewQueueVisitSchema);
export type ReviewQueueVisitsPage = z.infer<typeof ReviewQueueVisitsPageSchema>;
export const WaitingThreadsPageSchema = queuePageSchema(WaitingThreadSchema);
export type WaitingThreadsPage = z.infer<typeof WaitingThreadsPageSchema>;

/** `GET /api/care/queue`: the first page of visits oldest first, and of threads waiting longest first. */
export const ReviewQueueResponseSchema = z.object({
  data: z.object({ visits: ReviewQueueVisitsPageSchema, threads: WaitingThreadsPageSchema }),
});
export type ReviewQueue = z.infer<typeof ReviewQueueResponseSchema>['data'];

/** `GET /api/care/queue/visits` and `…/threads`: the page after `after`. */
export const QueuePageQuerySchema = z.object({ after: QueueCursorSchema });
export const ReviewQueueVisitsResponseSchema = z.object({ data: ReviewQueueVisitsPageSchema });
export const WaitingThreadsResponseSchema = z.object({ data: WaitingThreadsPageSchema });

/** A survey question and the patient's answer in words. */
export const QuestionAnswerSchema = z.object({ question: z.string(), answer: z.string() });

export const CarePhotoSchema = z.object({
  id: z.number().int(),
  /** Short-lived signed link to the provider-only file route. */
  url: z.string(),
  /** The photo's perspective id (`front`, `left`, `id`, `guardian-id`…). */
  perspective: z.string(),
  isIdentity: z.boolean(),
});

/** An Rx product of the patient's box that this review decides. */
export const RequestedRxSchema = z.object({ itemId: z.number().int(), name: z.string() });

export const CareVisitViewSchema = z.object({
  uuid: z.string(),
  treatment: z.string(),
  completedAt: IsoDateSchema.nullable(),
  patient: z.object({
    name: z.string(),
    dateOfBirth: z.string().nullable(),
    age: z.number().int().nullable(),
    sex: z.string().nullable(),
    state: z.string().nullable(),
    isMinor: z.boolean(),
  }),
  guardian: z.object({ name: z.string(), email: z.string(), phone: z.string() }).nullable(),
  answers: z.array(QuestionAnswerSchema),
  healthHistory: z.array(z.object({ title: z.string(), value: z.string() })),
  photos: z.array(CarePhotoSchema),
  consultation: z.object({ startsAt: IsoDateSchema, providerName: z.string(), language: z.string() }).nullable(),
  requestedRx: z.array(RequestedRxSchema),
  decision: z
    .object({ decidedAt: IsoDateSchema, providerName: z.string(), prescriptions: z.array(PrescriptionViewSchema) })
    .nullable(),
  photoRequest: z.object({ note: z.string(), requestedAt: IsoDateSchema, answeredAt: IsoDateSchema.nullable() }).nullable(),
});
export type CareVisitView = z.infer<typeof CareVisitViewSchema>;
export const CareVisitResponseSchema = z.object({ data: CareVisitViewSchema });

/** A formulary product: an Rx product of the catalogue and the strengths each ingredient comes in. */
export const FormularyItemSchema = z.object({
  itemId: z.number().int(),
  name: z.string(),
  ingredients: z.array(z.object({ name: z.string(), strengths: z.array(z.string()) })),
});
export type FormularyItem = z.infer<typeof FormularyItemSchema>;
export const FormularyResponseSchema = z.object({ data: z.array(FormularyItemSchema) });

const ReasonSchema = z.string().max(4000);

/**
 * `POST /api/care/visits/{uuid}/decision`: each requested Rx prescribed (with ingredients and
 * strengths from the formulary) or declined (with the reason the patient reads).
 */
export const CareDecisionRequestSchema = z.object({
  prescribe: z.array(z.object({ itemId: RowIdSchema, ingredients: z.array(PrescriptionIngredientSchema).max(24) })).max(24).default([]),
  decline: z.array(z.object({ itemId: RowIdSchema, reason: ReasonSchema })).max(24).default([]),
});
export type CareDecisionRequest = z.input<typeof CareDecisionRequestSchema>;

/** `POST /api/care/visits/{uuid}/photo-request`: what the patient is asked to photograph. */
export const PhotoRequestBodySchema = z.object({ note: ReasonSchema });

/** `GET /api/care/calendar?from&to`: the provider's booked consultations. */
export const CareCalendarQuerySchema = z.object({ from: z.string().max(40).optional(), to: z.string().max(40).optional() });
export const CareCalendarResponseSchema = z.object({
  data: z.array(
    z.object({
      consultationId: z.number().int(),
      startsAt: IsoDateSchema,
      durationMinutes: z.number().int(),
      patientName: z.string(),
      language: z.string(),
      visitUuid: z.string().nullable(),
    }),
  ),
});

/** A thread as the care team reads it: the patient's name and every message. */
export const CareTeamThreadSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  patientName: z.string(),
  messages: z.array(CareMessageViewSchema),
});
export const CareTeamThreadResponseSchema = z.object({ data: CareTeamThreadSchema });

/** `POST /api/care/threads/{threadId}/messages`: the provider's reply, optionally with photos they uploaded. */
export const CareTeamReplyRequestSchema = z.object({
  body: z.string().max(20_000),
  /** Photos uploaded for this thread (`POST /api/care/threads/{threadId}/photos`), at most four (ADR 120). */
  photoIds: z.array(RowIdSchema).max(16).optional(),
});
