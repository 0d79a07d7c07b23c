import { insertStep, workStep, type VolumeStep } from './volume-step';

/**
 * The care team of the seeded business (ADR 124): 16 providers, each licensed in a quarter of the
 * states so every state has four, with their staff accounts, and 4 operators. Their accounts hold a
 * password hash nobody knows and a sign-in secret sealed under no key the app has: they decided the
 * seeded visits and answered the seeded messages, and nobody signs in as them (a bench or a test
 * makes its own staff, as `npm run staff:add` does).
 */
export const PROVIDER_COUNT = 16;
const OPERATOR_COUNT = 4;
/** Providers licensed in each state. */
const PROVIDERS_PER_STATE = 4;

const STAFF_ROWS = `
select k, b.staff_members + k as id, case when k < ${PROVIDER_COUNT} then b.providers + k end as provider_id,
       case when k < ${PROVIDER_COUNT} then 'provider' else 'operator' end as role,
       case when k % 2 = 0 then f.value else m.value end as firstname, l.value as lastname
  from generate_series(0, ${PROVIDER_COUNT + OPERATOR_COUNT - 1}) k
  cross join vol_base b
  join vol_female_name f on f.slot = (k * 4099 + 17) % 65536
  join vol_male_name m on m.slot = (k * 4099 + 17) % 65536
  join vol_last_name l on l.slot = (k * 7919 + 101) % 65536`;

const PROVIDERS = `insert into providers (id, name, languages, is_active, created_at)
  select provider_id, 'Dr. ' || firstname || ' ' || lastname, case when k % 4 = 0 then '{en,es}'::text[] else '{en}'::text[] end, true,
         (select now_ts from vol_ctx) - interval '400 days'
    from vol_staff where role = 'provider' order by provider_id`;

const STAFF = `insert into staff_members (id, email, name, role, password_hash, totp_secret_sealed, provider_id, created_at)
  select id, lower(firstname || '.' || lastname || '.' || k) || '@care-team.example.org',
         case when role = 'provider' then 'Dr. ' else '' end || firstname || ' ' || lastname, role, $1,
         pg_temp.vol_token('volume-staff-secret-' || k, 43), provider_id, (select now_ts from vol_ctx) - interval '400 days'
    from vol_staff order by id`;

/** Each state's providers, by position 0 to 3: the provider whose number matches the state's index, four apart. */
const LICENCES = `
select s.code as state, j as position, b.providers + ((${PROVIDERS_PER_STATE} - s.i % ${PROVIDERS_PER_STATE}) % ${PROVIDERS_PER_STATE} + ${PROVIDERS_PER_STATE} * j) as provider_id
  from (select code, (row_number() over (order by code) - 1)::int as i from vol_state) s
  cross join generate_series(0, ${PROVIDERS_PER_STATE - 1}) j
  cross join vol_base b`;

const PROVIDER_LICENCES = `insert into provider_licences (provider_id, state, created_at)
  select provider_id, state, (select now_ts from vol_ctx) - interval '400 days' from vol_licence`;

export function careTeamSteps(passwordHash: string): VolumeStep[] {
  return [
    workStep('vol_staff', STAFF_ROWS),
    insertStep('providers', PROVIDERS),
    { ...insertStep('staff_members', STAFF), params: [passwordHash] },
    workStep('vol_licence', LICENCES),
    insertStep('provider_licences', PROVIDER_LICENCES),
  ];
}
