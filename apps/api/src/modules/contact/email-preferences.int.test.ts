import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/domain/messages';
import { emailPreferenceChanges } from '../../db/schema/index';
import { suiteTestApp } from '../../test/suite-test-app';
import { TestClient } from '../../test/test-client';
import { signedInPatient } from '../../test/messaging-test-kit';

const t = suiteTestApp();

const changesFor = async (email: string) =>
  (await t.handle.db.select().from(emailPreferenceChanges)).filter((row) => row.email === email);

describe('POST /iterable/preferences/double-opt-in', () => {
  it("records the signed-in patient's own address", async () => {
    const { client, email } = await signedInPatient(t);
    const response = await client.post('/iterable/preferences/double-opt-in', { messageTypeId: 42, email: email.toUpperCase() });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: MESSAGES.emailPreferences.saved });
    const [row] = await changesFor(email);
    expect(row).toMatchObject({ brandId: 1, action: 'double-opt-in', details: { messageTypeId: 42 } });
  });

  it("refuses another person's address with 403, and a visitor with 401, storing nothing", async () => {
    const alice = await signedInPatient(t);
    const mallory = await signedInPatient(t);
    const refused = await mallory.client.post('/iterable/preferences/double-opt-in', { messageTypeId: 42, email: alice.email });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(MESSAGES.emailPreferences.notOwnEmail);
    const visitor = new TestClient(t.app, undefined, '10.97.0.1');
    expect((await visitor.post('/iterable/preferences/double-opt-in', { messageTypeId: 42, email: alice.email })).status).toBe(401);
    expect(await changesFor(alice.email)).toEqual([]);
  });

  it('checks the payload', async () => {
    const { client, email } = await signedInPatient(t);
    const badEmail = await client.post('/iterable/preferences/double-opt-in', { messageTypeId: 42, email: 'not-an-email' });
    expect(badEmail.status).toBe(422);
    expect(badEmail.body.errors.email).toEqual([MESSAGES.email.invalid]);
    expect((await client.post('/iterable/preferences/double-opt-in', { messageTypeId: 'x', email })).status).toBe(422);
    expect((await client.post('/iterable/preferences/double-opt-in', { messageTypeId: -1, email })).status).toBe(422);
    expect(await changesFor(email)).toEqual([]);
  });
});

describe('POST /iterable/preferences/unsubscribe', () => {
  const body = (email: string) => ({ subscriptionGroup: 'messageType', subscriptionGroupId: 7, email });

  it('lets anyone unsubscribe an address, with the same answer for every address', async () => {
    const visitor = new TestClient(t.app, 'agency.localhost:3000', '10.97.0.2');
    const response = await visitor.post('/iterable/preferences/unsubscribe', body('Someone@Example.com'));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: MESSAGES.emailPreferences.saved });
    const [row] = await changesFor('someone@example.com');
    expect(row).toMatchObject({
      brandId: 2,
      action: 'unsubscribe',
      details: { subscriptionGroup: 'messageType', subscriptionGroupId: 7, patientId: null },
    });
  });

  it('limits unsubscribes per client address', async () => {
    const visitor = new TestClient(t.app, undefined, '10.97.0.3');
    for (let i = 0; i < 10; i += 1) {
      expect((await visitor.post('/iterable/preferences/unsubscribe', body(`bulk${i}@example.com`))).status).toBe(200);
    }
    const refused = await visitor.post('/iterable/preferences/unsubscribe', body('bulk10@example.com'));
    expect(refused.status).toBe(429);
    expect(await changesFor('bulk10@example.com')).toEqual([]);
  });

  it('checks the payload and the CSRF token', async () => {
    const visitor = new TestClient(t.app, undefined, '10.97.0.4');
    expect((await visitor.post('/iterable/preferences/unsubscribe', { ...body('a@example.com'), subscriptionGroup: 'all' })).status).toBe(422);
    expect((await visitor.post('/iterable/preferences/unsubscribe', body('nope'))).body.errors.email).toEqual([MESSAGES.email.invalid]);
    expect((await new TestClient(t.app, undefined, '10.97.0.5').post('/iterable/preferences/unsubscribe', body('a@example.com'), { csrf: false })).status).toBe(419);
    expect(await changesFor('a@example.com')).toEqual([]);
  });
});
