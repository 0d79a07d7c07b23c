import { REFERRAL_CREDIT_CENTS } from '@app/domain/constants';
import { tryAt } from './sql-subscriptions';
import { insertStep, plainStep, workStep, type VolumeStep } from './volume-step';

/**
 * What the money did (ADR 106, 114, 124): every box paid became a checkout attempt, an order with
 * its lines, an invoice with the summary's rows and a charge at the sandbox processor, each at the
 * price the app's own rules gave it (`vol_trial_price`, `vol_renewal_price`); each declined try left
 * a failed attempt. Cards live at the sandbox processor as they would at Stripe: a patient whose
 * charge was declined has a card that declines, and a new one if they recovered.
 */

/** The first box of each subscription (k = 0) and every renewal paid, in the order they were paid. */
const ORDERS = `
with boxes as (
  select s.n, 0 as k, s.sub_id, s.patient_id, s.visit_id, s.purchase_type as kind, s.started_at as created_at, s.start_date as bill_date, t.price_id
    from vol_sub s
    left join vol_referral f on f.friend_n = s.n and f.has_welcome
    join vol_trial_price t on t.box_key = s.box_key and t.state = s.state and t.credit_cents = case when f.friend_n is null then 0 else ${REFERRAL_CREDIT_CENTS} end
  union all
  select c.n, c.k, s.sub_id, s.patient_id, s.visit_id, 'renewal', c.last_try_at + interval '5 seconds', c.bill_date, r.price_id
    from vol_cycle c
    join vol_sub s on s.n = c.n
    left join vol_credit_use u on u.n = c.n and u.k = c.k
    join vol_renewal_price r on r.box_key = s.box_key and r.state = s.state and r.is_declined = s.is_declined and r.credit_cents = coalesce(u.credit_cents, 0)
   where c.k < c.last_k
)
select o.*, p.total_cents, p.credit_applied_cents,
       b.orders + row_number() over w - 1 as order_id, b.invoices + row_number() over w - 1 as invoice_id, b.shipments + row_number() over w - 1 as shipment_id
  from boxes o
  join vol_price p on p.price_id = o.price_id
 cross join vol_base b
window w as (order by o.created_at, o.n, o.k)`;

/** Every price, checkout's and renewal's, by its id. */
const PRICES = `select price_id, subtotal_cents, discount_cents, tax_cents, credit_applied_cents, total_cents, snapshot from vol_trial_price
  union all select price_id, subtotal_cents, discount_cents, tax_cents, credit_applied_cents, total_cents, snapshot from vol_renewal_price`;

/** The last four digits of a patient's `seq`-th card (the patient's row holds the first's at first). */
export const LAST_FOUR = (n: string, seq: string) => `lpad(((${n} * 7919 + ${seq} * 13) % 10000)::text, 4, '0')`;

/** The card of the checkout, and the new one a patient added after a decline they recovered from. */
const PAYMENT_METHODS = `
with declined as (select n, bool_or(declines and k <= last_k) as has_declined from vol_cycle group by n),
recovered as (select n, last_try_at from vol_cycle where declines and not is_abandoned and k < last_k),
methods as (
  select s.n, s.patient_id, s.email, 1 as seq, s.payment_kind as kind, s.t_card as created_at,
         case when d.has_declined then 'declined_on_charge' else 'succeeded' end as behaviour
    from vol_sub s join declined d on d.n = s.n
  union all
  select s.n, s.patient_id, s.email, 2, 'card', r.last_try_at - interval '2 hours', 'succeeded'
    from vol_sub s join recovered r on r.n = s.n
)
select m.*, b.payment_methods + row_number() over (order by created_at, n, seq) - 1 as id,
       'cus_' || pg_temp.vol_token('volume-customer-' || n, 14) as customer_ref,
       'pm_' || pg_temp.vol_token('volume-method-' || n || '-' || seq, 14) as method_ref,
       case when kind = 'paypal' then null else ${LAST_FOUR('n', 'seq')} end as last_four,
       case when kind <> 'card' then null when (n + seq) % 10 < 7 then 'credit' else 'debit' end as funding,
       case when kind = 'paypal' then 'payer:' || email else pg_temp.vol_token('volume-card-' || n || '-' || seq, 24) end as fingerprint
  from methods m, vol_base b`;

/** A renewal (cycle) that reached its bill date: paid, still being retried, or given up. */
const RENEWALS = `
select c.n, c.k, c.bill_date, c.bill_at, c.lag, c.time_zone, c.tries_needed, c.declines, c.first_try_at, c.last_try_at,
       case when c.k < c.last_k then 'paid' when c.is_resolved then 'abandoned' else 'open' end as status,
       case when c.k < c.last_k or c.is_resolved then c.tries_needed
            else (select count(*) from unnest(array[0, 1, 3, 5]) with ordinality o(days, j)
                   where j <= c.tries_needed and pg_temp.vol_bill_at(c.bill_date + o.days, c.time_zone) + c.lag <= x.horizon)::int end as tries,
       b.subscription_renewals + row_number() over (order by c.first_try_at, c.n) - 1 as renewal_id
  from vol_cycle c, vol_ctx x, vol_base b
 where (c.k < c.last_k or (not c.churns and not c.pauses and c.first_try_at <= x.horizon))`;

/** Every charge tried: the checkout's, and each try of each renewal (declined ones failed). */
const ATTEMPTS = `
with tries as (
  select o.n, o.k, 1 as try, o.created_at - interval '5 seconds' as created_at, 'completed' as status, o.order_id, null::bigint as renewal_id,
         o.price_id, o.kind, md5('volume-checkout-' || o.n)::uuid as attempt_uuid
    from vol_order o where o.k = 0
  union all
  select r.n, r.k, j, ${tryAt('j').replace(/c\./g, 'r.')},
         case when r.status = 'paid' and j = r.tries_needed then 'completed' else 'failed' end,
         case when r.status = 'paid' and j = r.tries_needed then o.order_id end, r.renewal_id, p.price_id, 'renewal',
         md5('volume-renewal-' || r.n || '-' || r.k || '-' || j)::uuid
    from vol_renewal r
    join vol_sub s on s.n = r.n
    left join vol_order o on o.n = r.n and o.k = r.k
    left join vol_credit_use u on u.n = r.n and u.k = r.k
    join vol_renewal_price p on p.box_key = s.box_key and p.state = s.state and p.is_declined = s.is_declined and p.credit_cents = coalesce(u.credit_cents, 0)
   cross join generate_series(1, r.tries) j
)
select t.*, s.patient_id, s.visit_id, s.sub_id, p.total_cents as amount_cents,
       case when t.k = 0 then 'chk_' || pg_temp.vol_token(s.patient_id || ':' || s.visit_id || ':' || t.attempt_uuid, 43)
            else 'ren_' || s.sub_id || '_' || t.k || '_' || t.try end as idempotency_key,
       coalesce(later.id, first.id) as payment_method_id, coalesce(later.method_ref, first.method_ref) as method_ref,
       case when t.status = 'completed' and p.total_cents > 0 then 'ch_' || md5('volume-charge-' || t.n || '-' || t.k) end as charge_ref,
       b.checkout_attempts + row_number() over (order by t.created_at, t.n, t.k, t.try) - 1 as attempt_id
  from tries t
  join vol_price p on p.price_id = t.price_id
  join vol_sub s on s.n = t.n
  join vol_payment_method first on first.n = t.n and first.seq = 1
  -- A declined try used the card that declined; a paid one the newest card by then.
  left join vol_payment_method later on later.n = t.n and later.seq = 2 and t.status = 'completed' and later.created_at < t.created_at
 cross join vol_base b`;

const PAYMENT_CUSTOMERS = `insert into payment_customers (patient_id, vendor, customer_ref, created_at)
  select patient_id, 'sandbox', customer_ref, created_at from vol_payment_method where seq = 1 order by patient_id`;

const PAYMENT_METHOD_INSERT = `insert into payment_methods (id, patient_id, vendor, method, customer_ref, payment_method_ref, card_last_four, card_funding_type,
    fingerprint, label, created_at)
  select id, patient_id, 'sandbox', kind, customer_ref, method_ref, last_four, funding, fingerprint, case when kind = 'paypal' then email end, created_at
    from vol_payment_method order by id`;

const SANDBOX_CUSTOMERS = `insert into sandbox_customers (id, email, name, reference, created_at)
  select m.customer_ref, p.email, coalesce(p.firstname || ' ' || p.lastname, p.email), 'patient-' || p.id, m.created_at
    from vol_payment_method m join vol_patient p on p.n = m.n where m.seq = 1`;

const SANDBOX_METHODS = `insert into sandbox_payment_methods (id, customer_id, kind, card_last_four, card_funding_type, fingerprint, label, behaviour, created_at)
  select method_ref, customer_ref, kind, last_four, funding, fingerprint, case when kind = 'paypal' then email end, behaviour, created_at
    from vol_payment_method`;

export function orderSteps(): VolumeStep[] {
  return [
    workStep('vol_price', PRICES),
    workStep('vol_order', ORDERS),
    workStep('vol_payment_method', PAYMENT_METHODS),
    workStep('vol_renewal', RENEWALS),
    workStep('vol_attempt', ATTEMPTS),
  ];
}

/** The patient's card on file is the newest one: the new card of a patient who recovered from a decline. */
const CARD_ON_FILE = `update patients p set card_last_four = m.last_four, collected_card_last_four = m.last_four
  from vol_payment_method m where m.patient_id = p.id and m.seq = 2`;

export function paymentInsertSteps(): VolumeStep[] {
  return [
    plainStep('patients: the newest card on file', CARD_ON_FILE),
    insertStep('payment_customers', PAYMENT_CUSTOMERS),
    insertStep('payment_methods', PAYMENT_METHOD_INSERT),
    insertStep('sandbox_customers', SANDBOX_CUSTOMERS),
    insertStep('sandbox_payment_methods', SANDBOX_METHODS),
  ];
}
