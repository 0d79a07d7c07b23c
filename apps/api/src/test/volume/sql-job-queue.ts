import { VOLUME_SEED_ACTION } from './volume-marker';
import { insertStep, plainStep, type VolumeStep } from './volume-step';

/**
 * The job queue's history (ADR 81, 124): graphile-worker deletes a job once it succeeds, so what a
 * year leaves in it are the jobs that failed for good, here the deliveries of the emails the SMTP
 * server kept refusing. Added through graphile-worker's own `add_jobs` and failed through its
 * `permanently_fail_jobs` in the seed's transaction, so no worker ever sees them runnable.
 */
const FAILED_DELIVERIES = `select count(*) from graphile_worker.permanently_fail_jobs(array(
  select id from graphile_worker.add_jobs(array(
    select row('deliver-outbox-message', json_build_object('messageId', o.id), null::text, o.created_at, 6::smallint,
               'outbox-message:' || o.id, null::smallint, null::text[])::graphile_worker.job_spec
      from outbox_messages o cross join vol_ctx x
     where o.id > x.outbox_floor and o.gave_up_at is not null
     order by o.id))),
  'deliver-outbox-message failed (see the application log)')`;

/** The mark a later run finds (the seed refuses a database seeded before): a system row of the audit trail. */
const MARKER = `insert into audit_events (occurred_at, actor_role, action, subject, outcome, reason)
  select now(), 'system', '${VOLUME_SEED_ACTION}', jsonb_build_object('patients', patients), 'done', 'Synthetic data for benches and tests (ADR 124)'
    from vol_ctx`;

export function jobQueueSteps(): VolumeStep[] {
  return [plainStep('failed jobs kept by graphile-worker', FAILED_DELIVERIES), insertStep('audit_events', MARKER, 'the seed\'s mark')];
}
