import { eq, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { OWNER_ROLE } from '../../db/database-roles';
import { auditEvents } from '../../db/schema/index';
import { withTransaction } from '../../db/transaction';
import { suiteTestApp } from '../../test/suite-test-app';
import { auditEventsOfPatient, recordAudit } from './audit.service';

// Issue 14, item 5: the trail is append-only for the application's own database role.

const t = suiteTestApp();

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

  it('refuses a change written as a repository would write one, inside a unit of work, and rolls that unit back', async () => {
    await recordAudit(t.handle.db, { actor: { role: 'patient', id: 2 }, action: 'photo.read', patientId: 2 });
    const before = await t.handle.db.select().from(auditEvents).orderBy(auditEvents.id);
    const attempt = (work: (tx: Db) => Promise<unknown>) =>
      withTransaction(t.handle.db, async (tx) => {
        await recordAudit(tx, { actor: { role: 'system', id: null }, action: 'renewal.charge', patientId: 2 });
        await work(tx);
      }).then(
        () => 'accepted',
        (error: Error) => (error.cause instanceof Error ? error.cause.message : error.message),
      );
    expect(await attempt((tx) => tx.update(auditEvents).set({ reason: 'forged' }).where(eq(auditEvents.patientId, 2)))).toBe('audit_events is append-only: UPDATE is refused');
    expect(await attempt((tx) => tx.delete(auditEvents).where(eq(auditEvents.patientId, 2)))).toBe('audit_events is append-only: DELETE is refused');
    // The refused statement took its unit of work with it: not even the row appended before it stands.
    expect(await t.handle.db.select().from(auditEvents).orderBy(auditEvents.id)).toEqual(before);
  });

  it('is guarded by enabled triggers, and owned by the owner role, not the one the application connects as (ADR 131)', async () => {
    const [owner] = (await t.appHandle.db.execute(sql`select tableowner = current_user as "isOwnedByApp", tableowner from pg_tables where tablename = 'audit_events'`)).rows as { isOwnedByApp: boolean; tableowner: string }[];
    expect(owner).toEqual({ isOwnedByApp: false, tableowner: OWNER_ROLE });
    const triggers = await t.handle.db.execute(sql`
      select tgname as name, tgenabled as enabled from pg_trigger
      where tgrelid = 'audit_events'::regclass and not tgisinternal order by tgname`);
    // 'O': fires in the ordinary (origin) replication role, which is the application's.
    expect(triggers.rows).toEqual([
      // The hash chain's (ADR 133).
      { name: 'audit_events_chain_head_on_insert', enabled: 'O' },
      { name: 'audit_events_chain_on_insert', enabled: 'O' },
      { name: 'audit_events_no_change', enabled: 'O' },
      { name: 'audit_events_no_truncate', enabled: 'O' },
    ]);
  });
});
