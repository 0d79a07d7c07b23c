import { REFERRAL_CREDIT_CENTS } from '@app/domain/constants';
import { SIMULATED_PACKING_MS } from '../../modules/shipments/fulfilment';
import { REFERRAL_CREDIT_REASONS } from '../../modules/promotions/referrals.service';
import { insertStep, workStep, type VolumeStep } from './volume-step';

/**
 * Referrals and account credit (ADR 109, 124). A share of patients signed up through a completed
 * patient's link: the friend's $20 welcome credit pays what it can of the first box and the rest of
 * the first renewal; the referrer's $20 is granted when the friend's first box ships and pays the
 * referrer's next renewal. Each referrer brought one friend at most (and some links were followed by
 * nobody who signed up); a few referrals were refused for the same email and paid nothing.
 */

/** Share of patients who came through a referral link, and of those refused. */
const REFERRED = 0.06;
const REFUSED = 0.04;
/** Share of referrers whose link was also followed by someone who never signed up. */
const INVITED_ONLY = 0.5;
const CREDIT = REFERRAL_CREDIT_CENTS;

/**
 * Friends are matched with referrers in order of sign-up within a brand, each to a referrer about a
 * tenth further back in the list, who had finished their own sign-up by then.
 */
const REFERRALS = `
with hashed as materialized (
  select n, pg_temp.vol_hash('volume-friend-' || n) as h, pg_temp.vol_hash('volume-invite-' || n) as invite_h from vol_patient
), friends as (
  select p.n, p.id, p.brand_id, p.created_at, p.stage, p.t_paid, pg_temp.vol_u(x.h, 1) < ${REFUSED} as is_refused,
         row_number() over (partition by p.brand_id order by p.n) as i
    from vol_patient p join hashed x on x.n = p.n
   where pg_temp.vol_u(x.h, 0) < ${REFERRED} and not p.has_referral_code
), referrers as (
  select p.n, p.id, p.brand_id, p.t_done, row_number() over (partition by p.brand_id order by p.n) as j
    from vol_patient p where p.has_referral_code
), ratios as (
  select brand_id, (select count(*) from referrers r where r.brand_id = f.brand_id)::float8 / count(*) as per_friend
    from friends f group by brand_id
), matched as (
  select f.n as friend_n, f.id as friend_id, r.n as referrer_n, r.id as referrer_id, f.brand_id, f.created_at as signed_up_at,
         f.is_refused, f.stage, f.t_paid
    from friends f
    join ratios q on q.brand_id = f.brand_id
    join referrers r on r.brand_id = f.brand_id and r.j = greatest(1, floor(0.9 * f.i * q.per_friend))
   where r.t_done < f.created_at - interval '1 hour'
), rows as (
  select friend_n, friend_id, referrer_n, referrer_id, brand_id, signed_up_at - interval '10 minutes' as invited_at, signed_up_at,
         case when is_refused then 'refused' when stage < 7 then 'signed-up'
              when t_paid + ${SIMULATED_PACKING_MS / 1000} * interval '1 second' + interval '3 minutes' <= x.horizon then 'rewarded' else 'first-box-paid' end as status,
         case when stage = 7 and not is_refused then t_paid end as first_paid_at,
         case when stage = 7 and not is_refused and t_paid + ${SIMULATED_PACKING_MS / 1000} * interval '1 second' + interval '3 minutes' <= x.horizon
              then t_paid + ${SIMULATED_PACKING_MS / 1000} * interval '1 second' + interval '3 minutes' end as rewarded_at
    from matched, vol_ctx x
  union all
  select null, null, r.n, r.id, r.brand_id, r.t_done + pg_temp.vol_u(y.invite_h, 1) * (x.now_ts - r.t_done), null, 'invited', null, null
    from referrers r cross join vol_ctx x join hashed y on y.n = r.n
   where pg_temp.vol_u(y.invite_h, 0) < ${INVITED_ONLY}
)
select r.*, b.referrals + row_number() over (order by invited_at, referrer_n) - 1 as referral_id, r.status not in ('refused', 'invited') as has_welcome
  from rows r, vol_base b`;

/** The renewals account credit paid toward: the friend's first (what the welcome credit left), the referrer's next after the reward. */
const CREDIT_USES = `
select c.n, c.k, t.credit_left_cents as credit_cents, f.referral_id, 'welcome' as grant_kind
  from vol_referral f
  join vol_sub s on s.n = f.friend_n
  join vol_trial_price t on t.box_key = s.box_key and t.state = s.state and t.credit_cents = ${CREDIT}
  join vol_cycle c on c.n = s.n and c.k = 1 and c.k < c.last_k
 where f.has_welcome and t.credit_left_cents > 0
union all
select distinct on (c.n) c.n, c.k, ${CREDIT}, r.referral_id, 'reward'
  from vol_referral r
  join vol_cycle c on c.n = r.referrer_n and c.k < c.last_k and c.last_try_at > r.rewarded_at
 where r.status = 'rewarded'
 order by 1, 2`;

const REFERRAL_INSERT = `insert into referrals (id, brand_id, referrer_patient_id, referred_patient_id, status, refused_reason, invited_at, signed_up_at,
    first_order_id, first_paid_at, rewarded_at)
  select r.referral_id, r.brand_id, r.referrer_id, r.friend_id, r.status, case when r.status = 'refused' then 'sameEmail' end, r.invited_at,
         r.signed_up_at, o.order_id, r.first_paid_at, r.rewarded_at
    from vol_referral r
    left join vol_order o on o.n = r.friend_n and o.k = 0 and r.first_paid_at is not null
   order by r.referral_id`;

/** Grants (the welcome at sign-up, the reward when the friend's box shipped) and what invoices drew from them. */
const LEDGER = `
with grants as (
  select friend_id as patient_id, referral_id, signed_up_at as created_at, '${REFERRAL_CREDIT_REASONS.welcome}' as reason, 'welcome' as grant_kind
    from vol_referral where has_welcome
  union all
  select referrer_id, referral_id, rewarded_at, '${REFERRAL_CREDIT_REASONS.reward}', 'reward' from vol_referral where status = 'rewarded'
), numbered_grants as (
  select g.*, b.credit_ledger + row_number() over (order by created_at, referral_id, grant_kind) - 1 as id from grants g, vol_base b
), draws as (
  select g.patient_id, g.id as grant_id, o.invoice_id, o.created_at, o.credit_applied_cents as amount
    from numbered_grants g
    join vol_referral r on r.referral_id = g.referral_id and g.grant_kind = 'welcome'
    join vol_order o on o.n = r.friend_n and o.k = 0
   where o.credit_applied_cents > 0
  union all
  select g.patient_id, g.id, o.invoice_id, o.created_at, o.credit_applied_cents
    from numbered_grants g
    join vol_credit_use u on u.referral_id = g.referral_id and u.grant_kind = g.grant_kind
    join vol_order o on o.n = u.n and o.k = u.k
)
select id, patient_id, 'grant' as kind, ${CREDIT} as amount_cents, reason, null::bigint as grant_id, created_at + interval '2 years' as expires_at,
       null::bigint as invoice_id, referral_id, created_at
  from numbered_grants
union all
select (select count(*) from numbered_grants) + b.credit_ledger + row_number() over (order by created_at, grant_id) - 1, patient_id, 'application',
       -amount, 'invoice', grant_id, null, invoice_id, null, created_at
  from draws, vol_base b`;

const LEDGER_INSERT = `insert into credit_ledger (id, patient_id, kind, amount_cents, reason, grant_id, expires_at, invoice_id, referral_id, created_at)
  select id, patient_id, kind, amount_cents, reason, grant_id, expires_at, invoice_id, referral_id, created_at from vol_ledger order by id`;

export function referralSteps(): VolumeStep[] {
  return [workStep('vol_referral', REFERRALS), workStep('vol_credit_use', CREDIT_USES)];
}

/** Written once the orders and invoices they name have their ids. */
export function creditInsertSteps(): VolumeStep[] {
  return [insertStep('referrals', REFERRAL_INSERT), workStep('vol_ledger', LEDGER), insertStep('credit_ledger', LEDGER_INSERT)];
}
