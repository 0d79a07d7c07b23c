import { z } from 'zod';

/**
 * The audit trail's integrity (issue 28 item 2, ADR 133), on the operator console: the last walk of
 * the trail's hash chains, and asking for a new one. `/api/ops/audit-integrity…`, operators only.
 * Not in the spec.
 */

/**
 * Where a chain is broken. `unchained`: a row outside any chain (written with triggers off);
 * `sequence`: a row missing before this one; `hash`: this row changed (or the one before, when its
 * hash was rewritten too); `checkpoint`: the row a checkpoint named is gone or changed; `head`: the
 * chain's recorded end is not its last row (rows cut off the end).
 */
export const AUDIT_LINK_PROBLEMS = ['unchained', 'sequence', 'hash', 'checkpoint', 'head'] as const;

export const AuditBrokenLinkSchema = z.object({
  chainId: z.number().int().nullable(),
  chainSeq: z.number().int().nullable(),
  eventId: z.number().int().nullable(),
  problem: z.enum(AUDIT_LINK_PROBLEMS),
});
export type AuditBrokenLinkView = z.infer<typeof AuditBrokenLinkSchema>;

export const AuditVerificationSchema = z.object({
  id: z.number().int(),
  startedAt: z.string().datetime(),
  finishedAt: z.string().datetime(),
  rowsChecked: z.number().int(),
  checkpointsChecked: z.number().int(),
  /** In chain order, at most 100: the first is the first broken link. Empty when the trail is whole. */
  brokenLinks: z.array(AuditBrokenLinkSchema),
  /** `schedule`, `cli`, or `operator:{staffId}`. */
  requestedBy: z.string(),
});
export type AuditVerificationView = z.infer<typeof AuditVerificationSchema>;

/**
 * `GET /api/ops/audit-integrity`: the last verification (null before the first) and whether one is
 * waiting to run. `POST /api/ops/audit-integrity/verifications` (no body) queues one, answering 202
 * with the same shape; asking again while one waits queues nothing more.
 */
export const AuditIntegrityResponseSchema = z.object({
  data: z.object({ latest: AuditVerificationSchema.nullable(), isQueued: z.boolean() }),
});
export type AuditIntegrity = z.infer<typeof AuditIntegrityResponseSchema>['data'];
