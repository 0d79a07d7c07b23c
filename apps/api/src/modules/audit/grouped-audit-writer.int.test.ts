import { describe, expect, it } from 'vitest';
import { suiteTestApp } from '../../test/suite-test-app';
import { countQueries } from '../../test/query-counter';
import { auditEventsOfPatient, type AuditEntry } from './audit.service';
import { createGroupedAuditWriter } from './grouped-audit-writer';

const t = suiteTestApp();

const entry = (patientId: number, n: number): AuditEntry => ({ actor: { role: 'patient', id: patientId }, action: 'visit.read', patientId, subject: { n } });

describe('the grouped audit writer', () => {
  it('answers each row once it is committed, and puts the rows that arrive together into one INSERT', async () => {
    const write = createGroupedAuditWriter(t.handle.db);
    const { queries } = await countQueries(() => Promise.all(Array.from({ length: 40 }, (_, n) => write(entry(501, n)))));
    const inserts = queries.filter((query) => query.startsWith('insert into "audit_events"'));
    // The first row goes alone; the 39 that came while it was on its way share the next INSERT.
    expect(inserts).toHaveLength(2);
    const rows = await auditEventsOfPatient(t.handle.db, 501);
    expect(rows.map((row) => row.subject.n).sort((a, b) => Number(a) - Number(b))).toEqual(Array.from({ length: 40 }, (_, n) => n));
  });

  it('fails only the request whose row cannot be written', async () => {
    const write = createGroupedAuditWriter(t.handle.db);
    const forged = { ...entry(502, 99), actor: { role: 'intruder', id: 1 } } as unknown as AuditEntry;
    const outcomes = await Promise.allSettled([write(entry(502, 0)), write(entry(502, 1)), write(forged), write(entry(502, 2))]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect((await auditEventsOfPatient(t.handle.db, 502)).map((row) => row.subject.n).sort()).toEqual([0, 1, 2]);
  });
});
