import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditIntegrityResponseSchema, type AuditIntegrity } from '@app/domain/contracts';
import { enqueueJob, hasQueuedJob } from '../../db/job-queue';
import { staffIdOf } from '../../http/audience';
import { latestAuditVerification } from '../audit';
import { timedWorkQueue } from '../../timed-work';
import type { OperationsDeps } from './operations-deps';

const TAGS = ['operator console'];

/**
 * The audit trail's integrity on the operator console (issue 28 item 2, ADR 133): the last walk of
 * the hash chains and a new walk on request. The walk reads every row, so it runs as a job.
 */
export const auditIntegrityRoutes: FastifyPluginAsyncZod<OperationsDeps> = async (app, { db }) => {
  async function integrity(): Promise<AuditIntegrity> {
    const [latest, isQueued] = await Promise.all([latestAuditVerification(db), hasQueuedJob(db, 'audit-verify')]);
    return {
      latest: latest && { ...latest, startedAt: latest.startedAt.toISOString(), finishedAt: latest.finishedAt.toISOString() },
      isQueued,
    };
  }

  app.get(
    '/api/ops/audit-integrity',
    {
      config: { auditAction: 'audit.integrity.read' },
      schema: { tags: TAGS, summary: "The last verification of the audit trail's hash chains, and whether one is queued", response: { 200: AuditIntegrityResponseSchema } },
    },
    async () => ({ data: await integrity() }),
  );

  app.post(
    '/api/ops/audit-integrity/verifications',
    {
      config: { auditAction: 'audit.integrity.verify' },
      schema: { tags: TAGS, summary: "Queue a verification of the audit trail's hash chains (one waits at a time)", response: { 202: AuditIntegrityResponseSchema } },
    },
    async (request, reply) => {
      // The key keeps one waiting walk, however many operators ask.
      await enqueueJob(db, 'audit-verify', { requestedBy: `operator:${staffIdOf(request)}` }, { jobKey: 'audit-verify-requested', queueName: timedWorkQueue('audit-verify'), maxAttempts: 3 });
      return reply.code(202).send({ data: await integrity() });
    },
  );
};
