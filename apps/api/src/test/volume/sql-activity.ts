import { textSql } from './volume-texts';
import { insertStep, workStep, type VolumeStep } from './volume-step';

/**
 * Who is signed in now and what support gave back (ADR 124). A live session is one used within the
 * idle limit: about one patient in seventy at a given moment, and everyone still in the middle of
 * signing up. Its token is `volume-session-<patient id>`, stored as the app stores tokens (SHA-256),
 * so a bench can act as that patient. About one charge in eighty was refunded by an operator, in
 * full or half, with their reason, at the sandbox processor too.
 */

const SIGNED_IN = 0.015;
const REFUNDED = 0.012;

const SESSIONS = `insert into sessions (token_hash, patient_id, brand_id, data, created_at, last_seen_at, expires_at)
  with drawn as materialized (select n, pg_temp.vol_hash('volume-session-draw-' || n) as h from vol_patient)
  select encode(sha256(convert_to('volume-session-' || p.id, 'UTF8')), 'hex'), p.id, p.brand_id, '{}',
         started, started + (x.real_now - started) * (1 - 0.04 * pg_temp.vol_u(d.h, 2)), started + interval '12 hours'
    from vol_patient p
    join drawn d on d.n = p.n
   cross join vol_ctx x
   cross join lateral (select greatest(p.created_at - (x.now_ts - x.real_now), x.real_now - pg_temp.vol_u(d.h, 1) * interval '4 hours') as started) s
   where pg_temp.vol_u(d.h, 0) < ${SIGNED_IN} or (p.stage < 7 and p.created_at > x.now_ts - interval '30 minutes')
   order by p.id`;

const REFUND_ROWS = `
with charged as materialized (
  select o.n, o.patient_id, o.invoice_id, o.total_cents, o.created_at, a.charge_ref, pg_temp.vol_hash('volume-refund-' || o.order_id) as h
    from vol_order o
    join vol_attempt a on a.n = o.n and a.k = o.k and a.status = 'completed'
   where a.charge_ref is not null
)
select c.*, s.id as staff_id,
       case when pg_temp.vol_u(c.h, 1) < 0.6 then c.total_cents else c.total_cents / 2 end as amount_cents,
       c.created_at + (2 + 18 * pg_temp.vol_u(c.h, 2)) * interval '1 day' as refunded_at,
       'rfd_' || pg_temp.vol_uuid('volume-refund-key-' || c.invoice_id) as idempotency_key,
       're_' || pg_temp.vol_token('volume-refund-' || c.invoice_id, 24) as refund_ref
  from charged c
  join vol_staff s on s.role = 'operator' and s.k = 16 + c.n % 4
 cross join vol_ctx x
 where pg_temp.vol_u(c.h, 0) < ${REFUNDED} and c.created_at + (2 + 18 * pg_temp.vol_u(c.h, 2)) * interval '1 day' <= x.now_ts`;

const REFUNDS = `insert into refunds (invoice_id, patient_id, vendor, charge_ref, amount_cents, idempotency_key, status, refund_ref, staff_id, reason, created_at, settled_at)
  select invoice_id, patient_id, 'sandbox', charge_ref, amount_cents, idempotency_key, 'succeeded', refund_ref, staff_id,
         ${textSql('refund-reason', 'n')}, refunded_at, refunded_at + interval '4 seconds'
    from vol_refund order by refunded_at`;

const SANDBOX_REFUNDS = `insert into sandbox_refunds (id, idempotency_key, charge_id, amount_cents, created_at)
  select refund_ref, idempotency_key, charge_ref, amount_cents, refunded_at + interval '2 seconds' from vol_refund order by refunded_at`;

export function activitySteps(): VolumeStep[] {
  return [insertStep('sessions', SESSIONS), workStep('vol_refund', REFUND_ROWS), insertStep('refunds', REFUNDS), insertStep('sandbox_refunds', SANDBOX_REFUNDS)];
}
