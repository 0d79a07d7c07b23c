import { textSql as text } from './volume-texts';
import { insertStep, type VolumeStep } from './volume-step';

/**
 * The providers' decisions (ADR 117, 124): each completed visit decided within two days by the
 * consultation's provider, one prescription per Rx product of the box (a few declined with a
 * reason, taking that product off the later boxes), some after asking for more photos; the visits
 * completed since are the queue, a few of them waiting on photos the provider asked for.
 */

/** Share of decided visits whose provider first asked for more photos, and of the queue waiting on them. */
const PHOTO_REQUESTED = 0.04;
const QUEUE_WAITING_ON_PHOTOS = 0.06;

const REVIEWS = `insert into visit_reviews (visit_id, patient_id, staff_id, decided_at)
  select visit_id, patient_id, staff_id, decide_at from vol_review where is_decided order by decide_at`;

const PRESCRIPTIONS = `insert into prescriptions (patient_id, visit_id, provider_id, item_id, item_name, ingredients, status, decline_reason, prescribed_at, created_at)
  select r.patient_id, r.visit_id, r.provider_id, (rx ->> 'itemId')::int, rx ->> 'itemName',
         case when declined then '[]'::jsonb else rx -> 'ingredients' end, case when declined then 'declined' else 'active' end,
         case when declined then ${text('decline-reason', 'r.n')} end, r.decide_at, r.decide_at
    from vol_review r
    join vol_box b on b.box_key = r.box_key
   cross join jsonb_array_elements(b.prescriptions) rx
   cross join lateral (select r.is_declined and (rx ->> 'itemId')::int = r.declinable_item_id as declined) d
   where r.is_decided
   order by r.decide_at`;

const PHOTO_REQUESTS = `insert into photo_requests (visit_id, patient_id, staff_id, note, requested_at, answered_at)
  select r.visit_id, r.patient_id, r.staff_id, ${text('photo-request-note', 'r.n')},
         case when r.is_decided then p.t_done + (r.decide_at - p.t_done) * 0.4 else p.t_done + interval '1 hour' end,
         case when r.is_decided then r.decide_at end
    from vol_review r
    join vol_patient p on p.n = r.n
   cross join vol_ctx x
   where (r.is_decided and r.photo_draw < ${PHOTO_REQUESTED})
      or (not r.is_decided and r.photo_draw < ${QUEUE_WAITING_ON_PHOTOS} and p.t_done + interval '1 hour' <= x.now_ts)
   order by 5`;

export function decisionSteps(): VolumeStep[] {
  return [insertStep('visit_reviews', REVIEWS), insertStep('prescriptions', PRESCRIPTIONS), insertStep('photo_requests', PHOTO_REQUESTS)];
}
