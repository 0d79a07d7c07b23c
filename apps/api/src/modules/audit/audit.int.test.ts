import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { auditEventsOfPatient, recordAudit } from './audit.service';

// Issue 14, item 5: the trail is append-only for the application's own database role.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** What PostgreSQL answered a statement: its error's message, or "accepted". */
const refusalOf = (query: SQL) =>
  t.handle.db.execute(query).then(
    () => 'accepted',
    (error: Error) => (error.cause instanceof Error ? error.cause.message : error.message),
  );

const count = async () => (await t.handle.db.select().from(auditEvents)).length;

describe('the audit trail', () => {
  it('keeps what is appended, newest first per patient', async () => {
    await recordAudit(t.handle.db, { actor: { role: 'operator', id: 7 }, action: 'subscription.skip', patientId: 4242, reason: 'asked by phone', ipAddress: '10.0.0.1' });
    await recordAudit(t.handle.db, { actor: { role: 'system', id: null }, action: 'renewal.charge', patientId: 4242, subject: { subscriptionId: 3 } });
    const rows = await auditEventsOfPatient(t.handle.db, 4242);
    expect(rows.map((row) => [row.actorRole, row.action, row.outcome])).toEqual([
      ['system', 'renewal.charge', 'done'],
      ['operator', 'subscription.skip', 'done'],
    ]);
  });

  it('refuses UPDATE, DELETE and TRUNCATE to the role the application connects as, changing nothing', async () => {
    await recordAudit(t.handle.db, { actor: { role: 'patient', id: 1 }, action: 'visit.read', patientId: 1 });
    const before = await count();
    const [role] = (await t.handle.db.execute(sql`select current_user as name`)).rows as { name: string }[];
    expect(role?.name).toBeTruthy();
    expect(await refusalOf(sql`update audit_events set action = 'forged'`)).toBe('audit_events is append-only: UPDATE is refused');
    expect(await refusalOf(sql`delete from audit_events`)).toBe('audit_events is append-only: DELETE is refused');
    expect(await refusalOf(sql`truncate audit_events`)).toBe('audit_events is append-only: TRUNCATE is refused');
    expect(await count()).toBe(before);
    const forged = await t.handle.db.execute(sql`select count(*)::int as n from audit_events where action = 'forged'`);
    expect((forged.rows[0] as { n: number }).n).toBe(0);
  });
});
