import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../plugins/session';
import { runHousekeeping } from '../../jobs/housekeeping';
import { finishPendingRefunds } from '../../modules/operations/operator-refunds.service';
import { reconcileCheckouts } from '../../modules/checkout/reconciliation.service';
import { advanceShipments } from '../../modules/shipments/shipments.service';
import { runRenewalsPass } from '../../modules/subscriptions/renewals-pass.service';
import { US_STATE_CODES } from '@app/domain/constants';
import { type FlowId, currentStep } from '@app/domain/flows';
import { patients, visits } from '../../db/schema/index';
import { visitFactsOf } from '../../modules/visits/visits.service';
import { buildTestApp, type TestApp } from '../build-test-app';
import { signInAs, signInAsStaff } from '../staff-session';
import { TestClient } from '../test-client';
import { verifyAuditTrail } from '../../modules/audit/audit-integrity.service';
import { seedVolume, VolumeAlreadySeededError, type VolumeReport } from './seed-volume';
import { danglingReferences, housekeptCounts, PATIENT_KINDS } from './volume-test-kit';

// ADR 124: a year of a subscription telehealth business, seeded set-based for the bench and CI.
// At 500 patients: the proportions of the ADR, a second seed refused, the scheduled passes finding
// nothing to do, and the app reading what was seeded as a patient, a provider and an operator.

const PATIENTS = 500;

/**
 * Rows per 100 patients the ADR states (its table at 100,000, with room for the chance a small
 * seed has): [least, most].
 */
const PER_100_PATIENTS: Record<string, [number, number]> = {
  patients: [100, 100],
  visits: [100, 100],
  survey_responses: [80, 93],
  photos: [300, 370],
  consultations: [62, 78],
  subscriptions: [52, 66],
  subscription_renewals: [70, 125],
  orders: [125, 185],
  order_lines: [250, 390],
  invoices: [125, 185],
  invoice_lines: [540, 820],
  sandbox_charges: [120, 185],
  shipments: [125, 185],
  visit_reviews: [50, 66],
  prescriptions: [66, 92],
  subscription_events: [150, 240],
  subscription_notices: [210, 320],
  care_threads: [14, 32],
  care_messages: [40, 90],
  referrals: [9, 20],
  credit_ledger: [5, 15],
  sessions: [0.6, 3.5],
  refunds: [0.4, 3.5],
  outbox_messages: [620, 900],
  audit_events: [1300, 1900],
};

let t: TestApp;
let client: pg.Client;
let report: VolumeReport;

beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'error' });
  client = new pg.Client({ connectionString: t.databaseUrl });
  await client.connect();
  report = await seedVolume(client, { patients: PATIENTS });
}, 60_000);

afterAll(async () => {
  await client.end();
  await t.close();
});

const count = async (sql: string) => (await client.query<{ count: number }>(`select count(*)::int as count from (${sql}) rows`)).rows[0]!.count;

describe('the seeded year', () => {
  it('holds the proportions of the decision record', () => {
    for (const [table, [least, most]] of Object.entries(PER_100_PATIENTS)) {
      const per100 = ((report.rows[table] ?? 0) / PATIENTS) * 100;
      expect({ table, per100 }).toEqual({ table, per100: expect.toSatisfy((value: number) => value >= least && value <= most) });
    }
    expect(report.rows.audit_events! / PATIENTS).toBeGreaterThanOrEqual(10);
  });

  it('chains every audit row it wrote: the verification finds the trail whole (ADR 133)', async () => {
    const verification = await verifyAuditTrail(t.appHandle.db, 'cli');
    expect(verification.brokenLinks).toEqual([]);
    expect(verification.rowsChecked).toBe(await count('select 1 from audit_events'));
    expect(await count('select 1 from audit_events where chain_id is null')).toBe(0);
  });

  it('names only rows that exist, though it writes them without the foreign-key triggers', async () => {
    expect(await danglingReferences(client)).toEqual([]);
  });

  it('keeps money consistent: every order has its invoice, every charge its invoice amount, every paid renewal its order', async () => {
    expect(await count('select 1 from orders o left join invoices i on i.order_id = o.id where i.id is null')).toBe(0);
    expect(await count('select 1 from visits v join patients p on p.id = v.patient_id where v.patient_state is distinct from p.state')).toBe(0);
    expect(await count('select 1 from invoices i join sandbox_charges c on c.id = i.charge_ref where c.amount_cents <> i.total_cents')).toBe(0);
    expect(await count("select 1 from invoices where vendor is not null and charge_ref is null or total_cents > 0 and charge_ref is null")).toBe(0);
    expect(await count("select 1 from subscription_renewals r left join orders o on o.id = r.order_id where r.status = 'paid' and o.id is null")).toBe(0);
    expect(await count('select 1 from invoice_lines l join invoices i on i.id = l.invoice_id group by i.id, i.total_cents having sum(l.amount_cents) <> i.total_cents')).toBe(0);
  });

  it("leaves every visit where its patient stopped: a completed one with nothing left to do, an unfinished one at a step", async () => {
    const rows = await t.handle.db.select().from(visits).innerJoin(patients, eq(patients.id, visits.patientId));
    const stepsLeft = rows.map(({ visits: visit, patients: patient }) => ({
      isCompleted: visit.completedAt !== null,
      step: currentStep(visit.flow as FlowId, visitFactsOf(visit, patient)),
    }));
    expect(stepsLeft.filter((visit) => visit.isCompleted && visit.step !== undefined)).toEqual([]);
    expect(stepsLeft.filter((visit) => !visit.isCompleted && visit.step === undefined)).toEqual([]);
  });

  it('refuses a second seed of the same database', async () => {
    await expect(seedVolume(client, { patients: 10 })).rejects.toBeInstanceOf(VolumeAlreadySeededError);
  });
});

describe('a steady state', () => {
  it('leaves the scheduled passes nothing to do', async () => {
    const { db, pool } = t.handle;
    const { clock, fulfilment, payments } = t.adapters;
    expect(await runRenewalsPass({ db, clock }, t.env.RENEWALS_BATCH_SIZE)).toMatchObject({ notices: 0, bills: 0 });
    expect(await advanceShipments({ db, fulfilment, clock })).toEqual({ submitted: 0, shipped: 0, delivered: 0 });
    expect(await reconcileCheckouts({ db, processors: payments })).toEqual({ completed: 0, voided: 0, failed: 0, left: 0, decidableAt: null });
    expect(await finishPendingRefunds({ db, processors: payments })).toEqual({ refunded: 0, failed: 0, left: 0 });
    const before = await housekeptCounts(client);
    await runHousekeeping(db, { idleMinutes: t.env.SESSION_IDLE_MINUTES, absoluteHours: t.env.SESSION_ABSOLUTE_HOURS });
    expect(await housekeptCounts(client)).toEqual(before);
    expect((await pool.query('select count(*)::int as count from graphile_worker.jobs where attempts < max_attempts')).rows[0].count).toBe(0);
  });

  it('keeps a realistic review queue and threads waiting for an answer', async () => {
    const queue = await count("select 1 from visits where completed_at is not null and not (facts ? 'reviewDecided')");
    expect(queue).toBeLessThanOrEqual(6);
    expect(await count("select 1 from subscriptions where status = 'paused' or status = 'canceled'")).toBeGreaterThan(0);
  });
});

describe('the app reads what was seeded', () => {
  const patientPaths = [
    '/api/patient',
    '/api/patient/subscriptions',
    '/api/patient/orders',
    '/api/patient/shipments',
    '/api/patient/care-messages',
    '/api/visits',
    '/api/patient/prescriptions',
    '/api/patient/referrals',
    '/api/patient/photo-requests',
  ];

  const readAsPatient = async (patient: TestClient, label: string) => {
    const read = async (path: string) => {
      const response = await patient.get(path);
      expect({ label, path, status: response.status, body: response.status === 200 ? undefined : response.body }).toEqual({ label, path, status: 200, body: undefined });
      return response.body.data;
    };
    const answers = new Map<string, { id?: number; uuid?: string }[]>();
    for (const path of patientPaths) {
      answers.set(path, await read(path));
    }
    // Each visit's view, each subscription's history and each thread, as the pages open them.
    for (const visit of answers.get('/api/visits') ?? []) {
      await read(`/api/visits/${visit.uuid}`);
    }
    for (const subscription of answers.get('/api/patient/subscriptions') ?? []) {
      await read(`/api/patient/subscriptions/${subscription.id}/history`);
    }
    const threads = (answers.get('/api/patient/care-messages') as unknown as { threads?: { id: number }[] } | undefined)?.threads ?? [];
    for (const thread of threads) {
      await read(`/api/patient/care-messages/${thread.id}`);
    }
  };

  const clientOfBrand = async (patientId: number) => {
    const brand = (await client.query<{ brand_id: number }>('select brand_id from patients where id = $1', [patientId])).rows[0]!.brand_id;
    return new TestClient(t.app, brand === 2 ? 'agency.localhost:3000' : '127.0.0.1:3000');
  };

  it('as a seeded patient, with the session the seed gave them (volume-session-<id>)', async () => {
    const signedIn = await client.query<{ patient_id: number }>('select patient_id from sessions where patient_id is not null order by patient_id');
    expect(signedIn.rows.length).toBeGreaterThan(0);
    for (const { patient_id: patientId } of signedIn.rows) {
      const patient = await clientOfBrand(patientId);
      patient.setCookie(SESSION_COOKIE, `volume-session-${patientId}`);
      await readAsPatient(patient, `patient ${patientId}`);
    }
  });

  it('as a seeded patient of each kind', async () => {
    const required = ['renewed, with messages and a refund', 'in a free trial', 'cancelled', 'part way through signing up'];
    for (const [kind, sql] of Object.entries(PATIENT_KINDS)) {
      const row = (await client.query<Record<string, number>>(sql)).rows[0];
      expect(row !== undefined || !required.includes(kind), kind).toBe(true);
      if (row) {
        const patientId = Object.values(row)[0]!;
        const patient = await clientOfBrand(patientId);
        await signInAs(t, patient, { role: 'patient', patientId });
        await readAsPatient(patient, kind);
      }
    }
  });

  it("as a provider: the queue and a completed visit's page", async () => {
    const provider = new TestClient(t.app);
    await signInAsStaff(t, provider, 'provider', US_STATE_CODES);
    const queue = await provider.get('/api/care/queue');
    expect(queue.status, JSON.stringify(queue.body)).toBe(200);
    const visit = (await client.query<{ uuid: string }>('select uuid from visits where completed_at is not null order by completed_at desc limit 1')).rows[0]!;
    const page = await provider.get(`/api/care/visits/${visit.uuid}`);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
  });

  it("as an operator: a patient's overview of each kind, and a search", async () => {
    const operator = new TestClient(t.app);
    await signInAsStaff(t, operator, 'operator');
    for (const [kind, sql] of Object.entries(PATIENT_KINDS)) {
      const row = (await client.query<Record<string, number>>(sql)).rows[0];
      if (row) {
        const overview = await operator.get(`/api/ops/patients/${Object.values(row)[0]}`);
        expect({ kind, status: overview.status, body: overview.status === 200 ? undefined : overview.body }).toEqual({ kind, status: 200, body: undefined });
      }
    }
    const search = await operator.get('/api/ops/patients?q=son');
    expect(search.status, JSON.stringify(search.body)).toBe(200);
    expect(search.body.data.patients.length).toBeGreaterThan(0);
  });
});
