import { insertStep, workStep, type VolumeStep } from './volume-step';

/**
 * Subscriptions and their cycles (ADR 124). Each completed sign-up started one; each cycle (box) of
 * it was billed on its date at 10:00 in the patient's zone, unless the patient cancelled or paused
 * before it. A first charge declined is tried again after 1, 3 and 5 days; paid late, the next box
 * is one cadence after the day it was paid (the app's own rule), and after the fourth decline the
 * subscription pauses. Everything the scheduled passes would have done by `horizon` is done; the
 * cycle where each subscription stands now is its state: live, in retry, cancelled or paused.
 */

/** Most cycles drawn per subscription: more than a year of 30-day boxes, so every live one reaches the future. */
const CYCLES = 14;
/** Share of subscriptions cancelled before each box: the trial's end, a first paid box's next, any later box. */
const CHURN = { trial: 0.34, firstPaid: 0.12, later: 0.11 };
/** Share of boxes whose first charge is declined (one episode per subscription), and how those end. */
const DECLINE = 0.07;
const RECOVERED_BY_TRY = [0.45, 0.65, 0.75];
const PATIENT_PAUSE = 0.015;

/** When try `j` (1 to 4) of a cycle's charge ran: the bill date, then 1, 3 and 5 days on, at 10:00 local, as the pass reached it. */
export const tryAt = (j: string) => `pg_temp.vol_bill_at(c.bill_date + (array[0, 1, 3, 5])[${j}], c.time_zone) + c.lag`;

const SUBSCRIPTIONS_OF_PATIENTS = `
select p.n, p.id as patient_id, p.visit_id, p.brand_id, p.category, p.state, p.time_zone, p.box_key, p.payment_kind, p.t_card, p.email,
       b.subscriptions + row_number() over (order by p.n) - 1 as sub_id,
       bx.purchase_type, bx.cadence_days, bx.trial_days, p.t_paid as started_at,
       (p.t_paid at time zone p.time_zone)::date as start_date,
       (p.t_paid at time zone p.time_zone)::date + coalesce(bx.trial_days, bx.cadence_days) as first_bill_date,
       coalesce(r.is_declined and r.is_decided, false) as is_declined, r.decide_at, r.staff_id as decided_by,
       jsonb_build_object('firstname', p.firstname, 'lastname', p.lastname, 'address1', p.address1, 'city', p.city, 'state', p.state, 'zipcode', p.zip) as shipping_address
  from vol_patient p
  join vol_box bx on bx.box_key = p.box_key
  left join vol_review r on r.n = p.n
 cross join vol_base b
 where p.stage = 7`;

const CYCLE_ROWS = `
with hashed as materialized (
  select s.n, s.sub_id, s.time_zone, s.cadence_days, s.trial_days, s.first_bill_date, s.purchase_type, k,
         pg_temp.vol_hash('volume-cycle-' || s.n || '-' || k) as h
    from vol_sub s
   cross join vol_ctx x
   -- Enough cycles to reach past the horizon: the first box within a cadence (or the 30-day trial), then one per cadence.
   cross join generate_series(1, least(${CYCLES}, 2 + floor(extract(epoch from x.horizon - s.started_at) / 86400 / s.cadence_days)::int)) k
), drawn as (
  select n, sub_id, time_zone, cadence_days, trial_days, first_bill_date, purchase_type, k,
         pg_temp.vol_u(h, 0) < case when k > 1 then ${CHURN.later} when purchase_type = 'trial' then ${CHURN.trial} else ${CHURN.firstPaid} end as churns,
         pg_temp.vol_u(h, 3) < ${PATIENT_PAUSE} as pause_drawn,
         pg_temp.vol_u(h, 1) < ${DECLINE} as decline_drawn,
         pg_temp.vol_u(h, 2) as recover, pg_temp.vol_u(h, 4) as when_drawn, pg_temp.vol_u(h, 5) as reason_drawn,
         (1 + 4 * pg_temp.vol_u(h, 6)) * interval '1 minute' as lag
    from hashed
), stopped as (
  -- A cancellation comes before anything else of its box, a pause before its charge.
  select d.*, k > 1 and pause_drawn and not churns as pauses, decline_drawn and not churns and not (k > 1 and pause_drawn) as declines_drawn from drawn d
), tried as (
  select d.*,
         case when not declines then 1 ${RECOVERED_BY_TRY.map((limit, index) => `when recover < ${limit} then ${index + 2}`).join(' ')} else 4 end as tries_needed,
         declines and recover >= ${RECOVERED_BY_TRY.at(-1)} as is_abandoned
    from (select d.*, declines_drawn and not coalesce(bool_or(declines_drawn) over earlier, false) as declines
            from stopped d window earlier as (partition by n order by k rows between unbounded preceding and 1 preceding)) d
), dated as (
  select t.*,
         first_bill_date + (k - 1) * cadence_days
           + coalesce(sum(case when is_abandoned then 0 else (array[0, 1, 3, 5])[tries_needed] end) over (partition by n order by k rows between unbounded preceding and 1 preceding), 0)::int as bill_date
    from tried t
), timed as (
  select c.*, c.bill_at + c.lag as first_try_at, case when c.tries_needed = 1 then c.bill_at + c.lag else ${tryAt('c.tries_needed')} end as last_try_at,
         case when churns then c.bill_at - (1 + (case when k = 1 then coalesce(trial_days, cadence_days) else cadence_days end - 3) * when_drawn) * interval '1 day' end as cancel_at,
         case when pauses then c.bill_at - (3 + 10 * when_drawn) * interval '1 day' end as pause_at
    from (select d.*, pg_temp.vol_bill_at(d.bill_date, d.time_zone) as bill_at from dated d) c
), resolved as (
  select c.*,
         case when churns then cancel_at <= x.now_ts when pauses then pause_at <= x.now_ts else last_try_at <= x.horizon end as is_resolved,
         churns or pauses or is_abandoned as stops
    from timed c, vol_ctx x
), placed as (
  select r.*, min(k) filter (where not is_resolved or stops) over (partition by n) as last_k from resolved r
)
select * from placed where k <= last_k`;

/** Each subscription where it stands now: the cycle it is at, and what that cycle is. */
const STATES = `
select s.*, c.k as last_k, c.bill_date as next_bill_date, c.bill_at as next_bill_at,
       case when c.is_resolved and c.churns then 'canceled' when c.is_resolved and c.stops then 'paused'
            when c.k = 1 and s.purchase_type = 'trial' then 'trialing' else 'active' end as status,
       case when c.is_resolved and c.pauses then 'patient' when c.is_resolved and c.is_abandoned then 'payment-failed' end as pause_reason,
       case when c.is_resolved and c.pauses then c.pause_at when c.is_resolved and c.is_abandoned then c.last_try_at end as paused_at,
       case when c.is_resolved and c.churns then c.cancel_at end as canceled_at,
       case when c.is_resolved and c.churns then (array['too-expensive', 'not-working', 'side-effects', 'too-much-product', 'switching', 'other'])[1 + floor(6 * c.reason_drawn)::int] end as cancel_reason
  from vol_sub s
  join vol_cycle c on c.n = s.n and c.k = c.last_k`;

const SUBSCRIPTIONS = `insert into subscriptions (id, patient_id, visit_id, brand_id, treatment_category, status, cadence_days, trial_ends_at, time_zone,
    next_bill_date, next_bill_at, cycle, pause_reason, paused_at, cancel_reason, canceled_at, intro_offer_id, payment_method_id, created_at)
  select s.sub_id, s.patient_id, s.visit_id, s.brand_id, s.category, s.status, s.cadence_days,
         case when s.trial_days is not null then pg_temp.vol_bill_at(s.first_bill_date, s.time_zone) end, s.time_zone,
         s.next_bill_date, s.next_bill_at, s.last_k - 1, s.pause_reason, s.paused_at, s.cancel_reason, s.canceled_at,
         t.snapshot ->> 'introOfferId', m.id, s.started_at
    from vol_sub_state s
    join vol_order o on o.n = s.n and o.k = 0
    join vol_trial_price t on t.price_id = o.price_id
    join vol_payment_method m on m.n = s.n and m.seq = 1
   order by s.sub_id`;

const ITEMS = `insert into subscription_items (subscription_id, item_id, name, is_rx, is_required, price_cents, position)
  select s.sub_id, (item ->> 'itemId')::int, item ->> 'name', (item ->> 'isRx')::boolean, (item ->> 'isRequired')::boolean,
         (item ->> 'priceCents')::int, (item ->> 'position')::int
    from vol_sub s
    join vol_renewal_price r on r.box_key = s.box_key and r.state = s.state and r.is_declined = s.is_declined and r.credit_cents = 0
   cross join jsonb_array_elements(r.items) item
   order by s.sub_id, (item ->> 'position')::int`;

export function subscriptionSteps(): VolumeStep[] {
  return [workStep('vol_sub', SUBSCRIPTIONS_OF_PATIENTS), workStep('vol_cycle', CYCLE_ROWS), workStep('vol_sub_state', STATES)];
}

/** Written once the orders and payment methods they name have their ids. */
export function subscriptionInsertSteps(): VolumeStep[] {
  return [insertStep('subscriptions', SUBSCRIPTIONS), insertStep('subscription_items', ITEMS)];
}
