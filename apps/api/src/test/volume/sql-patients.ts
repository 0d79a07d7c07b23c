import { LAST_FOUR } from './sql-orders';
import { insertStep, plainStep, workStep, type VolumeStep } from './volume-step';

/**
 * Patients (ADR 124): who they are, where they live, how far their sign-up went and when each
 * step happened. `vol_patient` holds one row per seeded patient; every later step reads it.
 *
 * Sign-ups grew steadily over the year, from one rate to twice it: the n-th of N patients signed up
 * at the point `t` of the year where the density (1 + t) / 1.5 has covered (n - 0.5) / N, so ids
 * follow sign-up times as in a real table. Each patient's variety comes from two md5 hashes of its
 * number (16 draws), never from random(): every run seeds the same business.
 */

/** The step each sign-up stopped at, by share of accounts (the rest, 59 %, paid and completed). */
const STAGE_THRESHOLDS = [0.09, 0.17, 0.24, 0.3, 0.35, 0.41];

/** Minutes after the account was made at which each step was done, at the pace of an average patient. */
export const MILESTONE_MINUTES = { visit: 1, legal: 3, phone: 5, photoId: 7, photos: 10, quiz: 18, consult: 21, viewed: 22, saved: 25, card: 28, paid: 29, done: 31 };

const at = (minutes: number) => `created_at + ${minutes} * pace * interval '1 minute'`;

const PATIENT_ROWS = `
with drawn as materialized (
  select n,
         pg_temp.vol_hash('volume-patient-a-' || n) as h1,
         pg_temp.vol_hash('volume-patient-b-' || n) as h2,
         pg_temp.vol_hash('volume-patient-c-' || n) as h3,
         c.now_ts - interval '365 days' + (sqrt(1 + 3 * (n - 0.5) / c.patients) - 1) * interval '365 days' as created_at
    from vol_ctx c, generate_series(1, c.patients) n
), kinds as (
  select d.*,
         case when pg_temp.vol_u(h1, 0) < 0.15 then 2 else 1 end as brand_id,
         pg_temp.vol_u(h1, 1) < 0.22 as is_hair,
         0.6 + 1.9 * pg_temp.vol_u(h2, 2) as pace,
         case ${STAGE_THRESHOLDS.map((limit, index) => `when pg_temp.vol_u(h1, 7) < ${limit} then ${index + 1}`).join(' ')} else 7 end as planned_stage
    from drawn d
), people as (
  select k.*,
         case when is_hair then pg_temp.vol_u(h1, 2) < 0.2 else pg_temp.vol_u(h1, 2) < 0.7 end as is_female,
         not is_hair and pg_temp.vol_u(h2, 1) < 0.015 as is_minor,
         case when is_hair then 'hair-signup' when brand_id = 2 then 'agency-skin-signup' else 'skin-signup' end as flow
    from kinds k
), placed as (
  select p.*,
         s.value as state,
         st.time_zone,
         st.area_codes[1 + (pg_temp.vol_slot(h2, 5) % cardinality(st.area_codes))] as area_code,
         z.zip, z.city, sn.value as street,
         case when is_female then fn.value else mn.value end as firstname,
         ln.value as lastname,
         case when is_minor then 13 + floor(5 * pg_temp.vol_u(h2, 0))::int else 18 + floor(52 * power(pg_temp.vol_u(h2, 0), 1.6))::int end as age,
         case when is_hair then case when is_female then 3 else floor(3 * pg_temp.vol_u(h2, 3))::int end
              when is_female then floor(4 * pg_temp.vol_u(h2, 3))::int else 4 + floor(2 * pg_temp.vol_u(h2, 3))::int end as variant
    from people p
    join vol_state_slot s on s.slot = pg_temp.vol_slot(h1, 5)
    join vol_state st on st.code = s.value
    join vol_zip z on z.state = s.value and z.position = pg_temp.vol_slot(h1, 6) % st.zip_count
    join vol_street sn on sn.slot = n % (select count(*) from vol_street)
    join vol_female_name fn on fn.slot = pg_temp.vol_slot(h1, 3)
    join vol_male_name mn on mn.slot = pg_temp.vol_slot(h1, 3)
    join vol_last_name ln on ln.slot = pg_temp.vol_slot(h1, 4)
), timed as materialized (
  select p.*,
         case when is_hair then 2 else 1 end as category,
         ((created_at at time zone time_zone)::date - make_interval(years => age))::date - (pg_temp.vol_slot(h3, 1) % 360) as date_of_birth,
         case when planned_stage >= 7 and ${at(MILESTONE_MINUTES.done)} <= c.now_ts then 7
              when planned_stage >= 6 and ${at(MILESTONE_MINUTES.saved)} <= c.now_ts then 6
              when planned_stage >= 5 and ${at(MILESTONE_MINUTES.consult)} <= c.now_ts then 5
              when planned_stage >= 4 and ${at(MILESTONE_MINUTES.quiz)} <= c.now_ts then 4
              when planned_stage >= 3 and ${at(MILESTONE_MINUTES.photos)} <= c.now_ts then 3
              when planned_stage >= 2 and ${at(MILESTONE_MINUTES.legal)} <= c.now_ts then 2
              else 1 end as stage
    from placed p, vol_ctx c
)
select n, b.patients + n - 1 as id, b.visits + n - 1 as visit_id, pg_temp.vol_uuid('volume-visit-' || n) as visit_uuid,
       h1, h2, h3, created_at, pace, brand_id, is_hair, category, flow, is_female, is_minor,
       brand_id || ':' || flow || ':' || variant as box_key, variant, stage, state, time_zone, zip, city, firstname, lastname, age,
       date_of_birth, area_code, area_code || '555' || lpad((n % 10000)::text, 4, '0') as phone,
       lower(case pg_temp.vol_slot(h2, 4) % 4
               when 0 then firstname || '.' || lastname
               when 1 then firstname || lastname
               when 2 then left(firstname, 1) || lastname
               else firstname || '_' || lastname end) || n || '@' ||
         case when pg_temp.vol_u(h2, 6) < 0.6 then 'example.com' when pg_temp.vol_u(h2, 6) < 0.85 then 'example.net' else 'example.org' end as email,
       (100 + (n * 37) % 9800) || ' ' || street as address1,
       ${at(MILESTONE_MINUTES.visit)} as t_visit, ${at(MILESTONE_MINUTES.legal)} as t_legal, ${at(MILESTONE_MINUTES.phone)} as t_phone,
       ${at(MILESTONE_MINUTES.photoId)} as t_photo_id, ${at(MILESTONE_MINUTES.photos)} as t_photos,
       case when is_hair then created_at - interval '4 minutes' else ${at(MILESTONE_MINUTES.quiz)} end as t_quiz,
       ${at(MILESTONE_MINUTES.consult)} as t_consult, ${at(MILESTONE_MINUTES.viewed)} as t_viewed, ${at(MILESTONE_MINUTES.saved)} as t_saved,
       ${at(MILESTONE_MINUTES.card)} as t_card, ${at(MILESTONE_MINUTES.paid)} as t_paid, ${at(MILESTONE_MINUTES.done)} as t_done,
       stage >= 3 or (stage = 2 and pg_temp.vol_u(h2, 7) < 0.4) as has_phone,
       pg_temp.vol_u(h2, 7) < 0.36 or stage >= 3 and pg_temp.vol_u(h2, 7) < 0.92 as is_phone_confirmed,
       case when brand_id = 2 and (stage >= 2 or pg_temp.vol_u(h3, 4) < 0.5) then ${at(2)}
            when brand_id = 1 and pg_temp.vol_u(h3, 4) < 0.55 then created_at + pg_temp.vol_u(h3, 5) * interval '3 days' end as email_verified_at,
       stage = 7 and pg_temp.vol_u(h3, 2) < 0.35 as has_referral_code,
       case when pg_temp.vol_u(h3, 0) < 0.85 then 'card' when pg_temp.vol_u(h3, 0) < 0.95 then 'paypal' else 'apple-pay' end as payment_kind,
       jsonb_build_object('zip', zip, 'state', state, 'birthdate', to_char(date_of_birth, 'MM/DD/YYYY'), 'isOtcSignupUser', false,
         'hasAcceptedTerms', true, 'ineligibleReason', null, 'isMilitaryAddress', false, 'treatmentCategories', jsonb_build_array(category),
         'canConsentToMedicalTreatment', age >= 18) as eligibility,
       case stage when 7 then ${at(MILESTONE_MINUTES.done)} when 6 then ${at(MILESTONE_MINUTES.saved)} when 5 then ${at(MILESTONE_MINUTES.consult)}
         when 4 then ${at(MILESTONE_MINUTES.quiz)} when 3 then ${at(MILESTONE_MINUTES.photos)} when 2 then ${at(MILESTONE_MINUTES.legal)} else created_at end as updated_at
  from timed, vol_base b, vol_ctx c`;



/** An email already taken on the brand (an account made through the API) gets the seed's mark before its domain. */
const UNIQUE_EMAILS = `update vol_patient v set email = replace(v.email, '@', '.volume@')
  where exists (select 1 from patients p where p.brand_id = v.brand_id and lower(p.email) = v.email)`;

const PATIENTS = `insert into patients (id, brand_id, email, password_hash, firstname, lastname, phone, state, zipcode, address1, city,
    date_of_birth, card_last_four, collected_card_last_four, has_completed_cc_entry, has_completed_shipping_address_entry, eligibility, phone_confirmed_at,
    email_verified_at, sms_marketing_enabled, referral_code, signup_completed_at, guardian_given_at, accepted_tos_at, created_at, updated_at)
  select id, brand_id, email, $1, case when stage >= 2 then firstname end, case when stage >= 2 then lastname end,
         case when has_phone then phone end, state, zip, case when stage = 7 then address1 end, case when stage = 7 then city end,
         date_of_birth, case when stage = 7 and payment_kind <> 'paypal' then ${LAST_FOUR('n', '1')} end,
         case when stage = 7 and payment_kind <> 'paypal' then ${LAST_FOUR('n', '1')} end,
         stage = 7, stage = 7, eligibility,
         case when has_phone and is_phone_confirmed then t_phone end,
         case when email_verified_at <= (select now_ts from vol_ctx) then email_verified_at end,
         pg_temp.vol_u(h3, 3) < 0.2,
         case when has_referral_code then pg_temp.vol_token('volume-referral-' || n, 10) end,
         case when stage = 7 then t_done end,
         case when is_minor and stage >= 2 then t_legal + interval '1 minute' end,
         created_at, created_at, updated_at
    from vol_patient order by id`;

const GUARDIANS = `insert into guardians (patient_id, firstname, lastname, email, phone, accepted_terms_at, created_at, updated_at)
  select p.id, g.value, p.lastname, lower(g.value || '.' || p.lastname || p.n || '@example.com'),
         p.area_code || '555' || lpad(((p.n + 5000) % 10000)::text, 4, '0'), p.t_legal + interval '1 minute', p.t_legal + interval '1 minute', p.t_legal + interval '1 minute'
    from vol_patient p
    join vol_female_name g on g.slot = pg_temp.vol_slot(p.h3, 6)
   where p.is_minor and p.stage >= 2`;

export function patientSteps(passwordHash: string): VolumeStep[] {
  return [
    workStep('vol_patient', PATIENT_ROWS),
    plainStep('vol_patient emails', UNIQUE_EMAILS),
    { ...insertStep('patients', PATIENTS), params: [passwordHash] },
    insertStep('guardians', GUARDIANS),
  ];
}
