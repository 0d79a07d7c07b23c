import { eq, sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PatientOverview, PatientSearchResult } from '@app/domain/contracts';
import { outboxMessages, patients, patientSearchText, providerLicences, refunds } from '../../db/schema/index';
import { suiteTestApp } from '../../test/suite-test-app';
import { countQueries } from '../../test/query-counter';
import { signInAsStaff } from '../../test/staff-session';
import { TestClient } from '../../test/test-client';
import { createTestStaff } from '../../test/kits/staff-test-kit';
import { auditRowsOf, nameAndPhone, operatorAndPaidPatient, type PaidPatient, type SignedInOperator } from '../../test/kits/operations-test-kit';

// Issue 14 item 4 (ADR 119): the operator finds a patient and reads their overview; item 5: the
// audit history; item 2: the provider licences table. Changes: operator-fixes.int.test.ts.

const t = suiteTestApp();
let operator: SignedInOperator;
let paid: PaidPatient;
beforeAll(async () => {
  ({ operator, paid } = await operatorAndPaidPatient(t));
  await nameAndPhone(t, paid.patientId, { firstname: 'Marguerite', lastname: 'Okonkwo-Barnes', phone: '(415) 555-0199' });
  // Another patient on the agency brand, found by the same text.
  await t.handle.db.insert(patients).values({ brandId: 2, email: 'marguerite.other@agency.example', firstname: 'Marguerite', lastname: 'Lind', phone: '(212) 555-0100' });
});

const search = async (q: string, brand?: number) => {
  const response = await operator.client.get(`/api/ops/patients?q=${encodeURIComponent(q)}${brand ? `&brand=${brand}` : ''}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as PatientSearchResult;
};

describe('finding a patient', () => {
  it('finds by part of the email, any case', async () => {
    const [patient] = await t.handle.db.select().from(patients).where(eq(patients.id, paid.patientId));
    const part = patient!.email.slice(2, 10).toUpperCase();
    const found = await search(part);
    expect(found.patients.map((match) => match.id)).toContain(paid.patientId);
    expect(found.patients.find((match) => match.id === paid.patientId)).toMatchObject({ name: 'Marguerite Okonkwo-Barnes', email: patient!.email, phone: '(415) 555-0199', brandId: 1, state: 'CA' });
  });

  it('finds by part of the name across both brands, newest first, and by one brand', async () => {
    const found = await search('marguer');
    expect(found.patients.map((match) => match.brandId)).toEqual([2, 1]);
    expect(found.hasMore).toBe(false);
    expect((await search('okonkwo-b')).patients.map((match) => match.id)).toEqual([paid.patientId]);
    expect((await search('Marguerite', 1)).patients.map((match) => match.id)).toEqual([paid.patientId]);
  });

  it('finds by the phone digits however they are typed', async () => {
    expect((await search('415-555-01')).patients.map((match) => match.id)).toEqual([paid.patientId]);
    expect((await search('+1 (415) 5550199')).patients.map((match) => match.id)).toEqual([paid.patientId]);
  });

  it('treats LIKE wildcards as text and refuses fewer than three characters', async () => {
    expect((await search('%%%')).patients).toEqual([]);
    const short = await operator.client.get('/api/ops/patients?q=ma');
    expect(short.status).toBe(422);
    expect(short.body.errors.q).toEqual(['Type at least 3 characters of an email, a name or a phone number.']);
  });

  it('looks each text up through its trigram index, not a scan of every patient', async () => {
    const plans = await t.handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const plan = async (text: SQL) => JSON.stringify((await tx.execute(sql`explain select id from patients where ${text} like '%marg%'`)).rows);
      return [await plan(patientSearchText.email(patients)), await plan(patientSearchText.name(patients)), await plan(patientSearchText.phoneDigits(patients))];
    });
    expect(plans[0]).toContain('patients_email_trgm_idx');
    expect(plans[1]).toContain('patients_name_trgm_idx');
    expect(plans[2]).toContain('patients_phone_trgm_idx');
  });

  it('is refused to anonymous visitors, patients and providers', async () => {
    expect((await new TestClient(t.app).get('/api/ops/patients?q=marg')).status).toBe(401);
    expect((await paid.patient.client.get('/api/ops/patients?q=marg')).status).toBe(403);
    const provider = new TestClient(t.app);
    await signInAsStaff(t, provider, 'provider');
    expect((await provider.get(`/api/ops/patients/${paid.patientId}`)).status).toBe(403);
  });
});

describe("a patient's overview", () => {
  const read = async () => {
    const response = await operator.client.get(`/api/ops/patients/${paid.patientId}`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data as PatientOverview;
  };

  it('shows account, visits, subscriptions with history, orders, charges, parcels and messages, and no health data', async () => {
    const overview = await read();
    expect(overview.account).toMatchObject({ id: paid.patientId, firstname: 'Marguerite', brandId: 1, state: 'CA', address: { city: 'Los Angeles', zipcode: '90012' } });
    expect(overview.account.dateOfBirth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(overview.visits).toHaveLength(1);
    expect(overview.visits[0]).toMatchObject({ uuid: paid.patient.uuid, status: 'in-progress', isDecided: false });
    expect(overview.subscriptions).toHaveLength(1);
    expect(overview.subscriptions[0]!.history.map((event) => [event.kind, event.actor])).toEqual([['started', 'patient']]);
    expect(overview.subscriptions[0]!.nextBox.totalCents).toBeGreaterThan(0);
    expect(overview.orders).toHaveLength(1);
    expect(overview.charges).toEqual([
      expect.objectContaining({ id: paid.chargeId, amountCents: paid.chargedCents, refundedCents: 0, refundableCents: paid.chargedCents, status: 'paid', processor: 'sandbox', refunds: [] }),
    ]);
    expect(overview.shipments).toHaveLength(1);
    const text = JSON.stringify(overview);
    expect(text).not.toMatch(/answers|healthHistory|photo/i);
  });

  it("lists each order's lines, fees and what came off included, adding up to its total (issue 29 item 6)", async () => {
    const [order] = (await read()).orders;
    expect(order!.totalCents).toBe(paid.chargedCents);
    expect(order!.lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(order!.totalCents);
    expect(order!.lines.map((line) => line.kind)).toEqual(expect.arrayContaining(['product', 'shipping']));
    expect(order!.lines.filter((line) => line.isRx).every((line) => line.kind === 'product')).toBe(true);
  });

  it('is read in a fixed number of statements whatever the counts, and audited with the patient', async () => {
    const addMessages = (count: number) =>
      t.handle.db.insert(outboxMessages).values(Array.from({ length: count }, (_, n) => ({ channel: 'sms' as const, recipient: '+14155550199', body: `text ${n}`, template: 'photo-upload-link', brandId: 1, patientId: paid.patientId, adapter: 'outbox' })));
    const addRefunds = (keys: string[]) =>
      t.handle.db.insert(refunds).values(keys.map((key) => ({ invoiceId: paid.chargeId, patientId: paid.patientId, vendor: 'sandbox', chargeRef: 'ch_x', amountCents: 1, idempotencyKey: `rfd_${key}`, status: 'failed' as const, staffId: operator.member.id, reason: 'test' })));
    await addMessages(1);
    await addRefunds(['count-1']);
    const first = await countQueries(read);
    // More of everything the overview lists: the same number of statements reads it.
    await addMessages(3);
    await addRefunds(['count-2', 'count-3']);
    const again = await countQueries(read);
    expect((await read()).charges[0]!.refunds).toHaveLength(3);
    expect(again.queries.length).toBe(first.queries.length);
    expect(first.queries.length).toBeLessThanOrEqual(30);
    const rows = await auditRowsOf(t, paid.patientId);
    const reads = rows.filter((row) => row.action === 'patient.overview.read');
    expect(reads.length).toBeGreaterThanOrEqual(2);
    expect(reads[0]).toMatchObject({ actorRole: 'operator', actorId: operator.member.id, outcome: 'done' });
  });

  it('answers 404 with a clear message for a patient that does not exist, and audits the attempt', async () => {
    const response = await operator.client.get('/api/ops/patients/99999999');
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('This patient could not be found.');
    const refused = await auditRowsOf(t, 99999999);
    expect(refused.map((row) => [row.action, row.outcome])).toEqual([['patient.overview.read', 'refused']]);
  });
});

describe("the patient's audit history", () => {
  it("lists the patient's rows newest first with each actor's role and name, pages them, and audits its own reading", async () => {
    const first = await operator.client.get(`/api/ops/patients/${paid.patientId}/audit?limit=2`);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const { events, nextBeforeId } = first.body.data as { events: { id: number; actorName: string | null; actorRole: string; action: string }[]; nextBeforeId: number | null };
    expect(events).toHaveLength(2);
    expect(events[0]!.id).toBeGreaterThan(events[1]!.id);
    expect(events[0]).toMatchObject({ actorRole: 'operator', actorName: 'Olive Operator' });
    expect(nextBeforeId).toBe(events[1]!.id);
    const older = await operator.client.get(`/api/ops/patients/${paid.patientId}/audit?beforeId=${nextBeforeId}&limit=500`);
    expect((older.body.data.events as { id: number }[]).every((event) => event.id < nextBeforeId!)).toBe(true);
    const rows = await auditRowsOf(t, paid.patientId);
    expect(rows.filter((row) => row.action === 'patient.audit.read')).toHaveLength(2);
  });
});

describe('provider licences', () => {
  it('lists providers with their states, and replaces a provider’s states with a reason, audited', async () => {
    const provider = await createTestStaff(t, 'provider', { states: ['CA', 'NY'], name: 'Dr. Licence Test' });
    const listed = await operator.client.get('/api/ops/providers');
    expect(listed.status).toBe(200);
    const entry = (listed.body.data as { providerId: number; states: string[] }[]).find((row) => row.providerId === provider.providerId);
    expect(entry?.states).toEqual(['CA', 'NY']);
    const set = await operator.client.request('PUT', `/api/ops/providers/${provider.providerId}/licences`, { states: ['tx', 'CA', 'TX'], reason: ' Texas licence verified ' });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.data).toMatchObject({ providerId: provider.providerId, name: 'Dr. Licence Test', states: ['CA', 'TX'] });
    const stored = await t.handle.db.select().from(providerLicences).where(eq(providerLicences.providerId, provider.providerId!));
    expect(stored.map((row) => row.state).sort()).toEqual(['CA', 'TX']);
  });

  it('refuses unknown state codes, a missing reason and an unknown provider, changing nothing', async () => {
    const provider = await createTestStaff(t, 'provider', { states: ['CA'] });
    const bad = await operator.client.request('PUT', `/api/ops/providers/${provider.providerId}/licences`, { states: ['CA', 'ZZ', 'Texas'], reason: 'update' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.states).toEqual(['Use two-letter US state codes; these are not: ZZ, TEXAS.']);
    const noReason = await operator.client.request('PUT', `/api/ops/providers/${provider.providerId}/licences`, { states: ['NY'], reason: '   ' });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors.reason).toEqual(['Say why you make this change (at most 500 characters); it is kept in the audit trail.']);
    const unknown = await operator.client.request('PUT', '/api/ops/providers/99999999/licences', { states: ['NY'], reason: 'update' });
    expect(unknown.status).toBe(404);
    const stored = await t.handle.db.select().from(providerLicences).where(eq(providerLicences.providerId, provider.providerId!));
    expect(stored.map((row) => row.state)).toEqual(['CA']);
  });
});
