import { SIMULATED_PACKING_MS, SIMULATED_TRANSIT_MS } from '../../modules/shipments/fulfilment';
import { DECLINE_MESSAGE } from './sql-order-inserts';
import { tokenParts, volumeMessageTemplates } from './volume-messages';
import { insertStep, type VolumeStep } from './volume-step';

/**
 * Every text and email the business sent (ADR 74, 124): phone codes, email links, consultation
 * confirmations, the subscription notices, shipment notices and care-team replies, each through
 * Twilio or SMTP, sent a moment after it was written (the copy kept has codes and links blanked),
 * with the texts the app's builders render (`vol_message_template`) and each message's own values.
 * A few shipment emails were given up after their six attempts failed: the job queue keeps those.
 */

/** One shipment email in this many failed for good (the SMTP server kept refusing it). */
export const GIVEN_UP_EVERY = 2000;
const packed = `${SIMULATED_PACKING_MS / 1000} * interval '1 second'`;
const transit = `${SIMULATED_TRANSIT_MS / 1000} * interval '1 second'`;

const day = (expression: string) => `to_char(${expression}, 'FMDay, FMMonth FMDD, YYYY')`;
const localDay = (instant: string, zone: string) => day(`(${instant}) at time zone ${zone}`);
const clock = (instant: string, zone: string) => `to_char((${instant}) at time zone ${zone}, 'FMHH12:MI AM')`;

type Token = 'firstname' | 'date' | 'cutoff' | 'products' | 'amount' | 'subscription' | 'next' | 'reason' | 'nexttry' | 'provider' | 'window' | 'tracking';

/** Each template's tokens in the order its subject and body hold them (the same on both brands). */
const TOKENS_OF = new Map(
  volumeMessageTemplates()
    .filter((message) => message.brand_id === 1)
    .map((message) => [message.template, { subject: tokenParts(message.subject).tokens, body: tokenParts(message.body).tokens }]),
);

/** A text of the template rebuilt from its parts (`t.<column>`) and the message's values, in one concat. */
function filled(column: string, tokens: readonly string[], values: Partial<Record<Token, string>>): string {
  const pieces = tokens.flatMap((token, index) => {
    const value = values[token as Token];
    if (value === undefined) {
      throw new Error(`the seed's message has no value for {{${token}}}`);
    }
    return [`t.${column}[${index + 1}]`, `coalesce(${value}, '')`];
  });
  return `concat(${[...pieces, `t.${column}[${tokens.length + 1}]`].join(', ')})`;
}

/**
 * One kind of message: when, to whom, which template (the row `t` of `vol_message_template` it
 * joins), whether it failed for good, and its values for the template's tokens.
 */
function messages(columns: { at: string; channel: 'sms' | 'email'; template: string; hasFailed?: string }, values: Partial<Record<Token, string>>, from: string): string {
  const tokens = TOKENS_OF.get(columns.template);
  if (!tokens) {
    throw new Error(`no template ${columns.template}`);
  }
  return `select ${columns.at} as created_at, '${columns.channel}' as channel, ${columns.channel === 'sms' ? "'+1' || p.phone" : 'p.email'} as recipient,
         p.brand_id, p.id as patient_id, t.template, ${columns.hasFailed ?? 'false'} as has_failed,
         ${columns.channel === 'sms' ? 'null::text' : filled('subject_parts', tokens.subject, values)} as subject, ${filled('body_parts', tokens.body, values)} as body
    ${from}
    join vol_message_template t on t.template = '${columns.template}' and t.brand_id = p.brand_id`;
}

/** The notices of these kinds with their patient and subscription. */
const NOTICES_OF_KIND = (kinds: string) => `from vol_notice n
    join vol_patient p on p.n = n.n
    join vol_sub s on s.n = n.n and n.kind in (${kinds})`;

/** The emails about a declined try or the pause after the last, with the next try's time. */
const failedNotices = (kind: 'payment-failed' | 'paused-payment-failed') =>
  messages(
    { at: 'n.sent_at', channel: 'email', template: `subscription-${kind}` },
    {
      date: day('n.bill_date'),
      reason: DECLINE_MESSAGE,
      nexttry: `${localDay('pg_temp.vol_bill_at(n.bill_date + (array[0, 1, 3, 5])[least(n.tries, 3) + 1], s.time_zone)', 's.time_zone')} || ' at 10:00 AM'`,
    },
    NOTICES_OF_KIND(`'${kind}'`),
  );

/** A parcel's shipped or delivered email, sent a few minutes after the pass recorded it; some failed for good. */
function shipmentNotices(parcel: 'shipped' | 'delivered', afterShipping: string): string {
  const happened = `o.created_at + ${packed} + ${afterShipping === '0' ? "interval '0'" : afterShipping}`;
  return `${messages(
    { at: `${happened} + interval '3 minutes'`, channel: 'email', template: `shipment-${parcel}`, hasFailed: `o.shipment_id % ${GIVEN_UP_EVERY} = 1` },
    { date: localDay(happened, 'p.time_zone'), tracking: "'9400SIM' || lpad(o.shipment_id::text, 10, '0')" },
    'from vol_order o join vol_patient p on p.n = o.n cross join vol_ctx x',
  )}
   where ${happened} <= x.horizon`;
}

const MESSAGES = `
with messages as (
  ${messages({ at: "p.t_phone - interval '40 seconds'", channel: 'sms', template: 'phone-verification-code' }, {}, 'from vol_patient p')}
   where p.has_phone
  union all
  ${messages({ at: "p.created_at + interval '1 minute'", channel: 'email', template: 'email-verification' }, {}, 'from vol_patient p')}
   where p.brand_id = 2
  union all
  ${messages(
    { at: "c.booked_at + interval '5 seconds'", channel: 'email', template: 'consultation-booked' },
    {
      provider: "'Dr. ' || s.firstname || ' ' || s.lastname",
      date: "to_char(c.starts_at at time zone c.time_zone, 'FMDay, FMMonth FMDD')",
      window: `${clock('c.starts_at', 'c.time_zone')} || ' – ' || ${clock("c.starts_at + interval '15 minutes'", 'c.time_zone')}`,
    },
    'from vol_consult c join vol_patient p on p.n = c.n join vol_staff s on s.provider_id = c.provider_id',
  )}
  union all
  ${messages(
    { at: 'n.sent_at', channel: 'email', template: 'subscription-bills-soon' },
    {
      firstname: 'p.firstname',
      date: day('n.bill_date'),
      cutoff: `${localDay('pg_temp.vol_bill_at(n.bill_date - 2, s.time_zone)', 's.time_zone')} || ' at 10:00 AM'`,
      products: 'r.product_names',
      amount: 'pg_temp.vol_usd(r.total_cents)',
      subscription: 's.sub_id::text',
    },
    `${NOTICES_OF_KIND("'bills-soon'")}
    join vol_renewal_price r on r.box_key = s.box_key and r.state = s.state and r.is_declined = s.is_declined and r.credit_cents = 0`,
  )}
  union all
  ${messages(
    { at: 'n.sent_at', channel: 'email', template: 'subscription-box-paid' },
    { date: day('n.bill_date'), amount: 'pg_temp.vol_usd(o.total_cents)', next: day('next.bill_date') },
    `${NOTICES_OF_KIND("'box-paid'")}
    join vol_order o on o.n = n.n and o.k = n.k
    join vol_cycle next on next.n = n.n and next.k = n.k + 1`,
  )}
  union all
  ${failedNotices('payment-failed')}
  union all
  ${failedNotices('paused-payment-failed')}
  union all
  ${shipmentNotices('shipped', '0')}
  union all
  ${shipmentNotices('delivered', transit)}
  union all
  ${messages({ at: "m.at + interval '10 seconds'", channel: 'email', template: 'care-team-reply' }, {}, 'from vol_care_message m join vol_patient p on p.n = m.n')}
   where m.sender_role = 'provider'
)
insert into outbox_messages (channel, recipient, subject, body, template, brand_id, patient_id, adapter, provider_message_id, failed_attempts,
    last_failure, gave_up_at, sent_at, created_at)
select channel, recipient, subject, body, template, brand_id, patient_id, case channel when 'sms' then 'twilio' else 'smtp' end,
       case when not has_failed then case channel when 'sms' then 'SM' || md5(patient_id || template || created_at)
            else '<' || to_hex(patient_id) || '.' || to_hex((extract(epoch from created_at) * 1000)::bigint) || '@smtp.example.net>' end end,
       case when has_failed then 6 else 0 end, case when has_failed then '421 4.7.0 Try again later' end,
       case when has_failed then created_at + interval '4 minutes' end, case when not has_failed then created_at + interval '2 seconds' end,
       created_at
  from messages
 order by created_at`;

export function outboxSteps(): VolumeStep[] {
  return [insertStep('outbox_messages', MESSAGES)];
}
