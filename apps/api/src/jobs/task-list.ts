import type { FastifyBaseLogger } from 'fastify';
import type { Task, TaskList } from 'graphile-worker';
import { enqueueJob } from '../db/job-queue';
import type { Env } from '../env';
import { billingDeps, emailOutboxOf, noticeDeps, paymentsDeps, type WiringCore } from '../wiring';
import { findBrandById, brandOrigin } from '../modules/brands';
import { deliverQueuedMessage, renderEmailHtml } from '../modules/messaging';
import { reconcileCheckouts } from '../modules/checkout';
import { finishPendingRefunds } from '../modules/operations';
import { advanceShipments, sendShipmentNotice } from '../modules/shipments';
import { billSubscription } from '../modules/renewal-billing';
import { runRenewalsPass, sendSubscriptionNotice } from '../modules/subscriptions';
import { sendConsultationConfirmation } from '../modules/scheduling';
import { checkpointAuditChains, verifyAuditTrail } from '../modules/audit';
import { timedWorkQueue } from '../timed-work';
import { runHousekeeping } from './housekeeping';
import type { JobName, JobPayloads } from '../db/job-payloads';
import type { JobMetrics } from '../observability';
import { runInJobTrace, splitTraceparent } from './job-trace';

/**
 * What every job may use: the database, the settings, the app secret (keys derived from it open
 * what requests sealed) and the outside services of the composition root, which wiring.ts turns
 * into the modules' dependencies; and the log.
 */
export interface JobDeps extends WiringCore {
  log: FastifyBaseLogger;
  /** What the jobs count for the process's metrics (ADR 155); none, nothing is counted. */
  metrics?: JobMetrics;
}

/** Which run of its job a handler is: the first is 1; the last may record that it gives up. */
interface JobAttempt {
  attempts: number;
  maxAttempts: number;
}

type JobHandler<K extends JobName> = (payload: JobPayloads[K], deps: JobDeps, attempt: JobAttempt) => Promise<void>;

/** An email's branded HTML part, in its brand's frame with links to its brand's origin. */
function emailHtmlFor(env: Env) {
  return async (email: { brandId: number; template: string; subject: string; body: string }) => {
    const brand = findBrandById(email.brandId);
    return brand ? renderEmailHtml({ ...email, brand, origin: brandOrigin(env, brand.id) }) : undefined;
  };
}

/** One handler per job name; a job the table lacks is a type error. */
const HANDLERS: { [K in JobName]: JobHandler<K> } = {
  housekeeping: async (payload, { db, env, log }) => {
    await runHousekeeping(db, { idleMinutes: env.SESSION_IDLE_MINUTES, absoluteHours: env.SESSION_ABSOLUTE_HOURS });
    log.info({ component: 'jobs', task: 'housekeeping', scheduledFor: payload._cron?.ts ?? 'now' }, 'housekeeping pass done');
  },
  'reconcile-checkouts': async (_payload, deps) => {
    const { db, log } = deps;
    const report = await reconcileCheckouts(paymentsDeps(deps));
    if (report.completed + report.voided + report.failed + report.left > 0) {
      log.info({ component: 'jobs', task: 'reconcile-checkouts', ...report }, 'checkout attempts settled');
    }
    // An attempt waiting only for its processor's "no charge" to be final is settled when it is,
    // not at the next scheduled pass (ADR 135); the key keeps one such pass waiting.
    if (report.decidableAt) {
      await enqueueJob(db, 'reconcile-checkouts', {}, { jobKey: 'reconcile-checkouts-when-decidable', queueName: timedWorkQueue('reconcile-checkouts'), runAt: report.decidableAt, maxAttempts: 3 });
    }
    // Refunds left pending by an operator's request are settled the same way, by their key (ADR 119).
    const refunds = await finishPendingRefunds(paymentsDeps(deps));
    if (refunds.refunded + refunds.failed + refunds.left > 0) {
      log.info({ component: 'jobs', task: 'reconcile-checkouts', refunds }, 'pending refunds settled');
    }
  },
  'advance-shipments': async (_payload, { db, adapters, log }) => {
    const report = await advanceShipments({ db, fulfilment: adapters.fulfilment, clock: adapters.clock });
    if (report.submitted + report.shipped + report.delivered > 0) {
      log.info({ component: 'jobs', task: 'advance-shipments', ...report }, 'shipments moved on');
    }
  },
  'renewals-pass': async (_payload, { db, env, adapters, log }) => {
    const started = performance.now();
    const report = await runRenewalsPass({ db, clock: adapters.clock }, env.RENEWALS_BATCH_SIZE);
    if (report.notices + report.bills > 0) {
      log.info({ component: 'jobs', task: 'renewals-pass', ...report, ms: Math.round(performance.now() - started) }, 'renewals queued');
    }
  },
  'bill-subscription': async ({ subscriptionId }, deps) => {
    const outcome = await billSubscription(billingDeps(deps), subscriptionId);
    deps.metrics?.countRenewalCharge(outcome);
    if (outcome !== 'nothing-due') {
      deps.log.info({ component: 'jobs', task: 'bill-subscription', subscriptionId, outcome }, 'subscription billed');
    }
  },
  'audit-checkpoint': async (_payload, { db, log }) => {
    const checkpoints = await checkpointAuditChains(db);
    if (checkpoints.length > 0) {
      // The log is the copy outside the database that a superuser rewriting the chains cannot reach.
      log.info({ component: 'audit', task: 'audit-checkpoint', checkpoints }, 'audit chains checkpointed');
    }
  },
  'audit-verify': async (payload, { db, log }) => {
    const verification = await verifyAuditTrail(db, payload.requestedBy ?? 'schedule');
    const summary = { component: 'audit', task: 'audit-verify', rowsChecked: verification.rowsChecked, firstBrokenLink: verification.brokenLinks[0] ?? null };
    if (verification.brokenLinks.length > 0) {
      log.error({ ...summary, brokenLinks: verification.brokenLinks.length }, 'audit trail verification found broken links');
    } else {
      log.info(summary, 'audit trail verified whole');
    }
  },
  'send-subscription-notice': async (notice, deps) => {
    await sendSubscriptionNotice({ ...noticeDeps(deps), taxEstimator: deps.adapters.taxEstimator }, notice, await deps.adapters.clock.now());
  },
  'send-consultation-confirmation': async (confirmation, deps) => {
    await sendConsultationConfirmation({ ...noticeDeps(deps), now: await deps.adapters.clock.now() }, confirmation);
  },
  'send-shipment-notice': async (notice, deps) => {
    await sendShipmentNotice(noticeDeps(deps), notice);
  },
  'deliver-outbox-message': async ({ messageId }, jobDeps, attempt) => {
    const { db, env, adapters } = jobDeps;
    const senderNameOf = (brandId: number) => findBrandById(brandId)?.name;
    const deps = { db, sms: adapters.sms, ...emailOutboxOf(jobDeps), senderNameOf, emailHtmlOf: emailHtmlFor(env) };
    const outcome = await deliverQueuedMessage(deps, messageId, { isLast: attempt.attempts >= attempt.maxAttempts });
    if (outcome === 'refused') {
      jobDeps.log.warn({ component: 'jobs', task: 'deliver-outbox-message', messageId }, 'message refused for good, not retried (see its outbox row)');
    }
  },
};

/**
 * A failed job is logged here, through the app's logger and its error serializer, which keeps query
 * parameters and row values out. graphile-worker logs and stores only a neutral message: its own
 * log line and its `last_error` column would otherwise carry the raw error text.
 */
function guarded<K extends JobName>(name: K, handler: JobHandler<K>, deps: JobDeps): Task {
  return async (rawPayload, helpers) => {
    const attempt = { attempts: helpers.job.attempts, maxAttempts: helpers.job.max_attempts };
    const { payload, traceparent } = splitTraceparent(rawPayload);
    // The job runs in the trace of what queued it, or a trace of its own (ADR 156); its lines carry the id.
    await runInJobTrace(name, traceparent, async (traceId) => {
      const log = deps.log.child({ traceId });
      try {
        await handler(payload as JobPayloads[K], { ...deps, log }, attempt);
      } catch (error) {
        const message = attempt.attempts >= attempt.maxAttempts ? 'job failed, no attempts left' : 'job failed, will be retried';
        log.error({ err: error, component: 'jobs', task: name, jobId: helpers.job.id, attempt: attempt.attempts, maxAttempts: attempt.maxAttempts }, message);
        throw new Error(`${name} failed (see the application log for job ${helpers.job.id})`);
      }
    });
  };
}

/** The task list graphile-worker runs, each task bound to the job dependencies. */
export function createTaskList(deps: JobDeps): TaskList {
  const entries = (Object.keys(HANDLERS) as JobName[]).map((name) => [name, guarded(name, HANDLERS[name] as JobHandler<typeof name>, deps)]);
  return Object.fromEntries(entries) as TaskList;
}
