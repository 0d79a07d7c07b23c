import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { patients } from '../../db/schema/index';
import { suiteTestApp } from '../../test/suite-test-app';
import { countQueries } from '../../test/query-counter';
import { signedInPatient } from '../../test/kits/photo-test-kit';

const t = suiteTestApp();

describe('GET /api/patient', () => {
  it('makes one database round trip: the account row comes with the session', async () => {
    const client = await signedInPatient(t.app);
    const read = await countQueries(() => client.get('/api/patient'));
    expect(read.result.status).toBe(200);
    expect(read.result.body.data.email).toMatch(/^media-/);
    expect(read.queries, read.queries.join('\n')).toHaveLength(1);
  });

  it('shows the account as it stands when the request begins', async () => {
    const client = await signedInPatient(t.app);
    const { id } = (await client.get('/api/patient')).body.data;
    await t.handle.db.update(patients).set({ firstname: 'Changed' }).where(eq(patients.id, id));
    expect((await client.get('/api/patient')).body.data.firstname).toBe('Changed');
  });

  it('answers 401 once the account is deleted', async () => {
    const client = await signedInPatient(t.app);
    const { id } = (await client.get('/api/patient')).body.data;
    await t.handle.db.delete(patients).where(eq(patients.id, id));
    expect((await client.get('/api/patient')).status).toBe(401);
  });
});
