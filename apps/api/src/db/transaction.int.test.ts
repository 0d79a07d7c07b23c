import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { patients, visits } from './schema/index';
import { insertPatient } from '../modules/patients/patients.repository';
import { insertVisit } from '../modules/visits/visits.repository';
import { suiteTestApp } from '../test/suite-test-app';
import { withTransaction } from './transaction';

describe('withTransaction: one unit of work across modules', () => {
  const t = suiteTestApp();

  const newPatient = (email: string) => ({ brandId: 1, email, passwordHash: 'x', eligibility: null });

  it('commits every module’s writes together', async () => {
    const visitUuid = await withTransaction(t.handle.db, async (tx) => {
      const patient = await insertPatient(tx, newPatient('committed@example.com'));
      const visit = await insertVisit(tx, { patientId: patient!.id, brandId: 1, flow: 'skin', treatmentCategory: 1, eligibility: null, sessionBag: {} });
      return visit.uuid;
    });
    expect(await t.handle.db.select().from(visits).where(eq(visits.uuid, visitUuid))).toHaveLength(1);
  });

  it('rolls the first write back when the last one fails', async () => {
    const email = 'rolled-back@example.com';
    await expect(
      withTransaction(t.handle.db, async (tx) => {
        const patient = await insertPatient(tx, newPatient(email));
        await insertVisit(tx, { patientId: patient!.id, brandId: 1, flow: 'skin', treatmentCategory: 1, eligibility: null, sessionBag: {} });
        // The last write breaks a constraint (no such patient): the patient and the visit must go too.
        await insertVisit(tx, { patientId: -1, brandId: 1, flow: 'skin', treatmentCategory: 1, eligibility: null, sessionBag: {} });
      }),
    ).rejects.toThrow();
    expect(await t.handle.db.select().from(patients).where(eq(patients.email, email))).toHaveLength(0);
    const orphanVisits = await t.handle.db.select().from(visits);
    expect(orphanVisits.filter((visit) => visit.patientId < 0)).toHaveLength(0);
  });

  it('opens a savepoint when called inside a unit of work, so an inner failure can be caught', async () => {
    const email = 'outer-kept@example.com';
    await withTransaction(t.handle.db, async (tx) => {
      await insertPatient(tx, newPatient(email));
      await withTransaction(tx, async (inner) => {
        await insertPatient(inner, newPatient('inner-dropped@example.com'));
        throw new Error('inner failure');
      }).catch(() => undefined);
    });
    expect(await t.handle.db.select().from(patients).where(eq(patients.email, email))).toHaveLength(1);
    expect(await t.handle.db.select().from(patients).where(eq(patients.email, 'inner-dropped@example.com'))).toHaveLength(0);
  });
});
