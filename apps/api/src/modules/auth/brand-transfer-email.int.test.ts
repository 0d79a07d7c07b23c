import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outboxMessages } from '../../db/schema/index';
import { suiteTestApp } from '../../test/suite-test-app';
import { testJobs } from '../../test/job-runner';
import { TestClient } from '../../test/test-client';
import type { EmailSender, OutgoingEmail } from '../messaging/email-sender';

/** A provider that takes every email and keeps it: swapped in for the real one in one line. */
const sent: OutgoingEmail[] = [];
const recordingEmail: EmailSender = {
  adapter: 'smtp',
  isOutboxDelivery: false,
  send: async (email) => {
    sent.push(email);
    return { providerMessageId: `recorded-${sent.length}` };
  },
};

const t = suiteTestApp({}, { adapters: { email: recordingEmail } });
const jobs = testJobs(t);

describe('the brand transfer email through a real (non-outbox) email adapter', () => {
  it('queues the link, sends it from a job under the brand name, and keeps only the link-less record', async () => {
    const email = 'mover-by-email@example.com';
    const mover = new TestClient(t.app, 'agency.localhost:3000', '10.4.0.1');
    const registered = await mover.post('/api/register', { email, password: 'correct-horse', acceptedTOS: true, dob: '04/12/1990', state: 'NY' });
    expect(registered.status).toBe(200);
    const visitor = new TestClient(t.app, '127.0.0.1:3000', '10.4.0.2');
    const asked = await visitor.post('/api/patient/brand/transfer', { email, dob: '04/12/1990', state: 'CA', acceptedTOS: true });
    expect(asked.status).toBe(200);
    expect(sent).toHaveLength(0);

    await jobs.runDue();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: email, subject: 'Move your account to Teleskin', fromName: 'Teleskin' });
    const token = /\/auth\/welcome\?token=([\w-]+)/.exec(sent[0]!.body)?.[1];
    expect(token).toBeDefined();

    const [record] = await t.handle.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));
    expect(record).toMatchObject({ adapter: 'smtp', providerMessageId: 'recorded-1', sealedBody: null });
    expect(record?.body).toContain('[link removed]');
    expect(JSON.stringify(record)).not.toContain(token);

    const completed = await visitor.post('/api/register/brand-transfer/complete', { token });
    expect(completed.status).toBe(200);
    expect(completed.body.user).toMatchObject({ email, state: 'CA' });
  });
});
