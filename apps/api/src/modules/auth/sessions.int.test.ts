import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES } from '@app/domain/messages';
import { sessions } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { TestClient } from '../../test/test-client';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp({ SESSION_IDLE_MINUTES: '30', SESSION_ABSOLUTE_HOURS: '12' });
});
afterEach(() => t.close());

async function signedInClient(): Promise<TestClient> {
  const client = new TestClient(t.app);
  const response = await client.post('/api/register', { email: 'session@example.com', password: 'correct-horse', acceptedTOS: true, isAtLeast13: true });
  expect(response.status).toBe(200);
  return client;
}

describe('session lifetime', () => {
  it('ends a session idle for longer than the idle timeout and deletes it', async () => {
    const client = await signedInClient();
    await t.handle.db.update(sessions).set({ lastSeenAt: sql`now() - interval '31 minutes'` });
    expect((await client.get('/api/patient')).status).toBe(401);
    expect(await t.handle.db.select().from(sessions)).toHaveLength(0);
  });

  it('keeps a session that is used within the idle timeout', async () => {
    const client = await signedInClient();
    await t.handle.db.update(sessions).set({ lastSeenAt: sql`now() - interval '29 minutes'` });
    expect((await client.get('/api/patient')).status).toBe(200);
    const [row] = await t.handle.db.select().from(sessions);
    expect(Date.now() - row!.lastSeenAt.getTime()).toBeLessThan(60_000);
  });

  it('ends a session past its absolute lifetime even when active', async () => {
    const client = await signedInClient();
    const [row] = await t.handle.db.select().from(sessions);
    // created_at comes from the database clock, expires_at from the app clock: allow a little skew.
    expect(Math.abs(row!.expiresAt.getTime() - row!.createdAt.getTime() - 12 * 3_600_000)).toBeLessThan(5_000);
    await t.handle.db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` });
    expect((await client.get('/api/patient')).status).toBe(401);
  });

  it('stores only a hash of the cookie token', async () => {
    const client = await signedInClient();
    const [row] = await t.handle.db.select().from(sessions);
    expect(row!.tokenHash).not.toBe(client.cookie('teleskin_session'));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('server errors', () => {
  it('answers a generic 500 that shows no internals when the database fails', async () => {
    const client = await signedInClient();
    await t.handle.pool.query('alter table patients rename to patients_gone');
    const response = await client.get('/api/patient');
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ message: MESSAGES.form.genericServerError, code: 'INTERNAL' });
    expect(JSON.stringify(response.body)).not.toMatch(/patients|relation|sql/i);
    await t.handle.pool.query('alter table patients_gone rename to patients');
  });
});
