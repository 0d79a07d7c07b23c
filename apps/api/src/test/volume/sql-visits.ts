import { insertStep, workStep, type VolumeStep } from './volume-step';

/**
 * Each patient's sign-up visit (ADR 124) as far as they took it: the survey's answers, the photos,
 * the consultation booked with a provider licensed in their state, the box chosen on the selection
 * page, and, for a completed visit, the provider's review (decided, or waiting in the queue).
 */

/** Which skincare goals a skin patient picked, by answer set (the goals step's ids). */
const GOALS_OF_VARIANT = `case p.variant when 0 then '["clear_breakouts", "prevent_breakouts"]' when 1 then '["soften_fine_lines", "fade_dark_spots"]'
  when 2 then '["unclog_pores", "prevent_breakouts"]' when 3 then '["calm_redness", "smooth_texture"]' when 4 then '["clear_breakouts"]'
  else '["fade_dark_spots", "soften_fine_lines"]' end::jsonb`;

/**
 * The booked consultations: each at one of the four providers licensed in the patient's state, a
 * day or so after booking, on the provider's next free half hour (each provider's bookings in order,
 * none before the one asked for nor before the previous one's end).
 */
const CONSULTS = `
with asked as (
  select p.n, p.id as patient_id, p.visit_id, p.brand_id, p.time_zone, p.t_consult as booked_at, l.provider_id,
         date_trunc('day', p.t_consult) + interval '1 day 14 hours' + (p.n % 16) * interval '30 minutes' as wanted
    from vol_patient p
    join vol_licence l on l.state = p.state and l.position = p.n % 4
   where p.stage >= 5
), queued as (
  select a.*, row_number() over (partition by provider_id order by wanted, n) - 1 as i from asked a
), placed as (
  select q.*, max(wanted - i * interval '30 minutes') over (partition by provider_id order by wanted, n rows unbounded preceding) + i * interval '30 minutes' as starts_at
    from queued q
)
select pl.*, b.appointment_time_slots + row_number() over (order by starts_at, provider_id) - 1 as slot_id
  from placed pl, vol_base b`;

/** A completed visit's review: decided a day or so later by the consultation's provider, unless that is still ahead. */
const REVIEWS = `
with hashed as materialized (select n, pg_temp.vol_hash('volume-review-' || n) as h from vol_patient where stage = 7)
select p.n, p.id as patient_id, p.visit_id, p.visit_uuid, p.box_key, c.provider_id, s.id as staff_id,
       p.t_done + (1 + 44 * pg_temp.vol_u(r.h, 0)) * interval '1 hour' as decide_at,
       p.t_done + (1 + 44 * pg_temp.vol_u(r.h, 0)) * interval '1 hour' <= x.now_ts as is_decided,
       pg_temp.vol_u(r.h, 1) as photo_draw, pg_temp.vol_u(r.h, 2) < 0.05 and bx.declinable_item_id is not null as is_declined,
       bx.declinable_item_id
  from vol_patient p
  join hashed r on r.n = p.n
  join vol_consult c on c.n = p.n
  join vol_staff s on s.provider_id = c.provider_id
  join vol_box bx on bx.box_key = p.box_key
  cross join vol_ctx x
 where p.stage = 7`;

const VISITS = `insert into visits (id, uuid, patient_id, brand_id, flow, treatment_category, session_bag, eligibility, completed_steps,
    skincare_goals, facts, completed_at, patient_state, created_at, updated_at)
  select p.visit_id, p.visit_uuid, p.id, p.brand_id, p.flow, p.category, '{"hasCreatedAccount": true}', p.eligibility,
         to_jsonb(array_remove(array[
           case when p.stage >= 3 and not (p.has_phone and p.is_phone_confirmed) then 'sms-verification' end,
           case when p.stage >= 3 or (p.stage = 2 and p.n % 10 < 3) then 'photo-id' end,
           case when p.stage >= 3 then 'photos' end,
           case when p.stage = 7 and not p.is_hair then 'skincare-goals' end,
           case when p.stage = 7 then 'complete' end], null)),
         case when p.stage = 7 and not p.is_hair then ${GOALS_OF_VARIANT} end,
         jsonb_strip_nulls(jsonb_build_object(
           'eligibilityConfirmed', true,
           'surveyCompleted', case when p.is_hair or p.stage >= 4 then true end,
           'consultationBooked', case when p.stage >= 5 then true end,
           'selectionConfirmed', case when p.stage >= 6 then true end,
           'checkoutCompleted', case when p.stage = 7 then true end,
           'trialActivated', case when p.stage = 7 and bx.purchase_type = 'trial' then true end,
           'reviewDecided', case when r.is_decided then true end)),
         case when p.stage = 7 then p.t_done end,
         -- What the visits' trigger copies (ADR 129): a superuser's bulk load runs without triggers.
         p.state, p.t_visit, p.updated_at
    from vol_patient p
    join vol_box bx on bx.box_key = p.box_key
    left join vol_review r on r.n = p.n
   order by p.visit_id`;

const SURVEYS = `insert into survey_responses (visit_id, survey_id, survey_version, context, answers, completed_at, created_at, updated_at)
  select p.visit_id, a.survey_id, a.survey_version, a.context,
         array_to_string(case when done then a.answer_parts else a.partial_parts end, pg_temp.vol_iso(answered_at))::jsonb,
         case when done then answered_at end, answered_at, answered_at
    from (select p.*, p.is_hair or p.stage >= 4 as done,
                 case when p.is_hair or p.stage >= 4 then p.t_quiz else p.t_photos + interval '3 minutes' end as answered_at
            from vol_patient p where p.is_hair or p.stage >= 3) p
    join vol_answer_set a on a.flow = p.flow and a.variant = p.variant
   order by p.visit_id`;

const PHOTOS = `insert into photos (patient_id, visit_id, perspective, treatment_category, storage_key, content_type, byte_size, width, height, created_at)
  select p.id, p.visit_id, t.perspective, p.category,
         'photos/' || p.id || '/' || md5('volume-photo-' || p.n || '-' || t.perspective)::uuid || '.jpg', 'image/jpeg',
         140000 + (p.n * 97 + t.position * 7919) % 260000, case when t.is_id then 1600 else 1200 end, case when t.is_id then 1000 else 1600 end,
         case when t.is_id then p.t_photo_id else p.t_photos end + t.position * interval '20 seconds'
    from vol_patient p
    join vol_photo_type t on t.category = p.category
   where (t.is_id and (p.stage >= 3 or (p.stage = 2 and p.n % 10 < 3))) or (not t.is_id and p.stage >= 3)
   order by p.id, t.position`;

const SLOTS = `insert into appointment_time_slots (id, provider_id, starts_at, duration_minutes, created_at)
  select slot_id, provider_id, starts_at, 15, starts_at - interval '20 days' from vol_consult
  union all
  select b.appointment_time_slots + (select count(*) from vol_consult) + row_number() over (order by d, h, s.provider_id) - 1,
         s.provider_id, date_trunc('day', x.now_ts) + d * interval '1 day' + interval '14 hours 15 minutes' + h * interval '30 minutes', 15,
         x.now_ts - interval '2 days'
    from vol_staff s, generate_series(1, 10) d, generate_series(0, 15) h, vol_base b, vol_ctx x
   where s.role = 'provider'
   order by 1`;

const CONSULTATIONS = `insert into consultations (patient_id, visit_id, brand_id, time_slot_id, preferred_language, created_at)
  select patient_id, visit_id, brand_id, slot_id, case when n % 12 = 0 then 'es' else 'en' end, booked_at from vol_consult order by booked_at`;

const SELECTIONS = `insert into product_selections (visit_id, patient_id, selected_item_ids, deferred_item_ids, viewed_at, saved_at, created_at, updated_at)
  select p.visit_id, p.id, case when p.stage >= 6 then bx.selected_item_ids end, '[]', p.t_viewed,
         case when p.stage >= 6 then p.t_saved end, p.t_viewed, case when p.stage >= 6 then p.t_saved else p.t_viewed end
    from vol_patient p
    join vol_box bx on bx.box_key = p.box_key
   where p.stage >= 5
   order by p.visit_id`;

export function visitSteps(): VolumeStep[] {
  return [
    workStep('vol_consult', CONSULTS),
    workStep('vol_review', REVIEWS),
    insertStep('visits', VISITS),
    insertStep('survey_responses', SURVEYS),
    insertStep('photos', PHOTOS),
    insertStep('appointment_time_slots', SLOTS),
    insertStep('consultations', CONSULTATIONS),
    insertStep('product_selections', SELECTIONS),
  ];
}
