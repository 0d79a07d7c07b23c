import type pg from 'pg';

// Volume for the hot-path test and `npm run bench -- --large`: one statement per table over
// generate_series, so 100,000 patients and 1,000,000 survey answers take seconds, not an hour of
// API calls. A stand-in with the realistic seed's signature (README.md beside it).

export interface VolumeReport {
  /** Rows written, by table. */
  rows: Record<string, number>;
  ms: number;
}

const ANSWER_IDS = [
  'skin_type',
  'skin_concerns',
  'acne_severity',
  'skin_goal',
  'past_treatments',
  'retinoid_reaction',
  'medical_conditions',
  'current_medications',
  'allergies',
  'sex_at_birth',
];

/** Ten answers as the autosave stores them (question, answer, answeredAt), varied by `g`. */
const ANSWERS_SQL = `jsonb_build_object(${ANSWER_IDS.map(
  (id, i) =>
    `'${id}', jsonb_build_object('question', '${id}', 'answer', 'choice-' || ((g + ${i}) % 5), 'answeredAt', to_char(now() - g * interval '1 minute', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))`,
).join(', ')})`;

const ELIGIBILITY_SQL = `jsonb_build_object('state', 'CA', 'zip', '94110', 'birthdate', '04/12/1990', 'hasAcceptedTerms', true,
  'treatmentCategories', jsonb_build_array(1), 'ineligibleReason', null, 'isOtcSignupUser', false,
  'canConsentToMedicalTreatment', true, 'isMilitaryAddress', false)`;

/** Twenty common US surnames; two in ten contain "son", as about one in ten real ones does. */
const SURNAMES = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Hernandez', 'Lopez', 'Gonzalez', 'Anderson', 'Taylor', 'Thomas', 'Moore', 'Martin', 'Lee', 'Clark'];
const SURNAME_SQL = `(array[${SURNAMES.map((name) => `'${name}'`).join(', ')}])[1 + g % ${SURNAMES.length}]`;

const SEEDED = `patient_id in (select id from patients where email like 'volume-%')`;

/** Statements in order; `$1` is the number of patients. Each seeded patient's email starts with `volume-`. */
const STATEMENTS: readonly (readonly [string, string])[] = [
  [
    'patients',
    `insert into patients (brand_id, email, firstname, lastname, state, zipcode, date_of_birth, eligibility,
       email_verified_at, accepted_tos_at, created_at, updated_at)
     select 1 + g % 2, 'volume-' || g || '@example.com', 'First' || g, ${SURNAME_SQL}, 'CA', '94110',
       date '1960-01-01' + (g % 15000), ${ELIGIBILITY_SQL}, now(), now(), now() - g * interval '1 minute', now()
     from generate_series(1, $1::int) g`,
  ],
  [
    'visits',
    `insert into visits (patient_id, brand_id, flow, treatment_category, session_bag, eligibility, completed_steps, created_at)
     select id, brand_id, 'skin-signup', 1, '{"hasCreatedAccount": true}', eligibility, '["legal-name"]', created_at
     from patients where email like 'volume-%'`,
  ],
  [
    'survey_responses',
    `insert into survey_responses (visit_id, survey_id, survey_version, context, answers, created_at)
     select v.id, 'skin-signup', 1, 'skin-signup-v1', ${ANSWERS_SQL}, v.created_at
     from (select id, created_at, row_number() over (order by id) as g from visits where ${SEEDED}) v`,
  ],
  [
    'sessions',
    `insert into sessions (token_hash, patient_id, brand_id, data, last_seen_at, expires_at)
     select encode(sha256(('volume-session-' || id)::bytea), 'hex'), id, brand_id, '{}', now(), now() + interval '12 hours'
     from patients where email like 'volume-%'`,
  ],
  ['providers', `insert into providers (name) values ('Volume Provider')`],
  [
    'appointment_time_slots',
    `insert into appointment_time_slots (provider_id, starts_at)
     select (select max(id) from providers), date_trunc('hour', now()) - g * interval '15 minutes'
     from generate_series(1, $1::int / 5) g`,
  ],
  [
    'consultations',
    `insert into consultations (patient_id, visit_id, brand_id, time_slot_id)
     select v.patient_id, v.id, v.brand_id, s.id
     from (select id, patient_id, brand_id, row_number() over (order by id) as n from visits where ${SEEDED} and id % 5 = 0) v
     join (select id, row_number() over (order by id) as n from appointment_time_slots
           where provider_id = (select max(id) from providers)) s on s.n = v.n`,
  ],
  [
    'photos',
    `insert into photos (patient_id, visit_id, perspective, treatment_category, storage_key, content_type, byte_size, width, height)
     select patient_id, id, 'front', 1, 'volume/' || id || '.jpg', 'image/jpeg', 180000, 1200, 1600
     from visits where ${SEEDED} and id % 2 = 0`,
  ],
];

/** Seeds `patients` patients' worth of rows through `client`, logging each table's time. */
export async function seedVolume(client: pg.ClientBase, options: { patients: number; log?: (line: string) => void }): Promise<VolumeReport> {
  const log = options.log ?? (() => undefined);
  const started = performance.now();
  const rows: Record<string, number> = {};
  for (const [table, text] of STATEMENTS) {
    const tableStarted = performance.now();
    const result = await client.query(text, text.includes('$1') ? [options.patients] : []);
    rows[table] = result.rowCount ?? 0;
    log(`  ${table}: ${rows[table]} rows in ${Math.round(performance.now() - tableStarted)} ms`);
  }
  const analyzeStarted = performance.now();
  // Fresh statistics and visibility maps, as autovacuum would leave them on a live database.
  await client.query('vacuum analyze');
  log(`  vacuum analyze: ${Math.round(performance.now() - analyzeStarted)} ms`);
  return { rows, ms: performance.now() - started };
}
