import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { patients } from './schema/index';
import { suiteTestApp } from '../test/suite-test-app';
import { rowAsJson, rowFromJson } from './json-row';

describe('a row read as one json column is the row Drizzle reads', () => {
  const t = suiteTestApp();

  it('keeps every type: timestamps with microseconds, dates, jsonb, booleans, nulls, text with quotes', async () => {
    const { db } = t.handle;
    const [patient] = await db
      .insert(patients)
      .values({
        brandId: 1,
        email: 'json-row@example.com',
        passwordHash: 'x',
        firstname: `O'Brien "Q"`,
        dateOfBirth: '1990-04-12',
        eligibility: { state: 'CA', nested: { list: [1, 'two', null] } } as never,
        hasCompletedCcEntry: true,
        // Microseconds: the json text carries them, a Date keeps milliseconds, as Drizzle's does.
        emailVerifiedAt: sql`'2026-11-23 13:00:19.123456+00'` as never,
      })
      .returning();
    const [direct] = await db.select().from(patients).where(eq(patients.id, patient!.id));
    const [asJson] = await db
      .select({ row: sql<Record<string, unknown>>`${rowAsJson(patients)}` })
      .from(patients)
      .where(eq(patients.id, patient!.id));
    const mapped = rowFromJson(patients, asJson!.row);
    expect(mapped).toEqual(direct);
    expect(mapped.emailVerifiedAt).toBeInstanceOf(Date);
    expect(mapped.emailVerifiedAt?.toISOString()).toBe('2026-11-23T13:00:19.123Z');
    expect(mapped.dateOfBirth).toBe('1990-04-12');
    expect(mapped.phone).toBeNull();
  });
});
