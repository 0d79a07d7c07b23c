import { plainStep, workStep, type VolumeStep } from './volume-step';

/**
 * The seed's frame (ADR 124): its helpers, its clock, the ids it takes, and the indexes it builds
 * once at the end instead of row by row.
 */

/** The tables whose rows other seeded rows name: their ids are taken in blocks and written explicitly. */
export const ID_TABLES = [
  'patients',
  'visits',
  'providers',
  'staff_members',
  'appointment_time_slots',
  'payment_methods',
  'subscriptions',
  'subscription_renewals',
  'checkout_attempts',
  'orders',
  'invoices',
  'shipments',
  'referrals',
  'credit_ledger',
  'care_threads',
] as const;

/** Every app table the seed writes: locked against other writers while it runs, its plain indexes built once at the end. */
export const SEEDED_TABLES = [
  ...ID_TABLES,
  'sessions',
  'guardians',
  'survey_responses',
  'photos',
  'consultations',
  'product_selections',
  'provider_licences',
  'payment_customers',
  'sandbox_customers',
  'sandbox_payment_methods',
  'sandbox_charges',
  'sandbox_refunds',
  'subscription_items',
  'subscription_events',
  'subscription_notices',
  'one_tap_links',
  'order_lines',
  'invoice_lines',
  'refunds',
  'visit_reviews',
  'prescriptions',
  'photo_requests',
  'care_messages',
  'outbox_messages',
  'audit_events',
] as const;

/**
 * The seed's helpers: draw `i` (0 to 7) of an md5 as a number from 0 to 1 (exclusive) or a slot,
 * a version-4-shaped uuid and a base64url token from a seed text, an ISO instant, a bill date's
 * instant (10:00 local) and cents as dollars.
 */
const FUNCTIONS = `
create or replace function pg_temp.vol_u(h bytea, i int) returns double precision language sql immutable parallel safe
  as $$ select (get_byte(h, 2 * i) * 256 + get_byte(h, 2 * i + 1)) / 65536.0::double precision $$;
create or replace function pg_temp.vol_slot(h bytea, i int) returns int language sql immutable parallel safe
  as $$ select get_byte(h, 2 * i) * 256 + get_byte(h, 2 * i + 1) $$;
create or replace function pg_temp.vol_hash(seed text) returns bytea language sql immutable parallel safe
  as $$ select decode(md5(seed), 'hex') $$;
create or replace function pg_temp.vol_uuid_of(hex text) returns uuid language sql immutable parallel safe
  as $$ select overlay(overlay(hex placing '4' from 13) placing translate(substr(hex, 17, 1), '0123456789abcdef', '89ab89ab89ab89ab') from 17)::uuid $$;
create or replace function pg_temp.vol_uuid(seed text) returns uuid language sql immutable parallel safe
  as $$ select pg_temp.vol_uuid_of(md5(seed)) $$;
create or replace function pg_temp.vol_token(seed text, length int) returns text language sql immutable parallel safe
  as $$ select left(translate(encode(sha256(convert_to(seed, 'UTF8')), 'base64'), '+/=', '-_'), length) $$;
create or replace function pg_temp.vol_iso(at timestamptz) returns text language sql immutable parallel safe
  as $$ select to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') $$;
create or replace function pg_temp.vol_bill_at(day date, zone text) returns timestamptz language sql immutable parallel safe
  as $$ select (day + time '10:00') at time zone zone $$;
create or replace function pg_temp.vol_usd(cents int) returns text language sql immutable parallel safe
  as $$ select '$' || to_char(cents / 100.0, 'FM999,990.00') $$`;

/** The clock (ADR 110's simulated offset included), and the horizon up to which every scheduled pass has already run. */
const CONTEXT = `select $1::int as patients,
  now() + coalesce((select offset_ms from simulated_clock where id = 1), 0) * interval '1 millisecond' as now_ts,
  now() + coalesce((select offset_ms from simulated_clock where id = 1), 0) * interval '1 millisecond' + interval '15 minutes' as horizon,
  now() as real_now,
  (select coalesce(max(id), 0) from outbox_messages) as outbox_floor`;

/** Every seeded table locked against other writers until the seed commits (the seed's first statement). */
export const LOCK_SEEDED_TABLES = `lock table ${SEEDED_TABLES.join(', ')} in share row exclusive mode`;

/** The next id of each id table: the first of the block the seed writes (nobody else inserts meanwhile). */
const BASES = `select ${ID_TABLES.map((table) => `nextval(pg_get_serial_sequence('${table}', 'id')) as ${table}`).join(', ')}`;

/** The plain (non-constraint) indexes of the seeded tables, kept to be built again once the rows are in. */
const INDEXES = `select c.relname as table_name, i.relname as index_name, pg_get_indexdef(x.indexrelid) as definition
  from pg_index x
  join pg_class i on i.oid = x.indexrelid
  join pg_class c on c.oid = x.indrelid
 where c.relname in (${SEEDED_TABLES.map((table) => `'${table}'`).join(', ')})
   and c.relnamespace = 'public'::regnamespace
   and not exists (select 1 from pg_constraint k where k.conindid = x.indexrelid)`;

const DROP_INDEXES = `do $$
declare
  entry record;
begin
  for entry in select index_name from vol_index loop
    execute format('drop index public.%I', entry.index_name);
  end loop;
end $$`;

export function setupSteps(patients: number): VolumeStep[] {
  return [
    plainStep('helpers', FUNCTIONS),
    workStep('vol_ctx', CONTEXT, [patients]),
    workStep('vol_base', BASES),
    workStep('vol_index', INDEXES),
    plainStep('drop plain indexes', DROP_INDEXES),
  ];
}

/** Builds the indexes again, one step per table, and moves each id sequence past the rows written. */
export function finishSteps(): VolumeStep[] {
  return [
    ...SEEDED_TABLES.map((table) =>
      plainStep(
        `indexes of ${table}`,
        `do $$
declare
  entry record;
begin
  for entry in select definition from vol_index where table_name = '${table}' loop
    execute entry.definition;
  end loop;
end $$`,
      ),
    ),
    plainStep(
      'id sequences',
      `select ${ID_TABLES.map((table) => `setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 1), (select max(id) from ${table}) is not null)`).join(', ')}`,
    ),
  ];
}
