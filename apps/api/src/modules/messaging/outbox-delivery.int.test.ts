import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { enqueueJob } from '../../db/job-queue';
import { outboxMessages } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { testJobs, type TestJobs } from '../../test/job-runner';
import { startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server';
import { signedInPatient } from '../../test/messaging-test-kit';

let relay: SmtpTestServer;
let t: TestApp;
let jobs: TestJobs;
beforeAll(async () => {
  relay = await startSmtpTestServer();
  t = await buildTestApp({ EMAIL_ADAPTER: 'smtp', SMTP_URL: relay.url, SMTP_FROM: 'no-reply@mail.teleskin.test' });
  jobs = testJobs(t);
});
afterAll(async () => {
  await t.close();
  await relay.close();
});

const pendingJobs = async () => Number((await t.handle.db.execute(sql`select count(*) from graphile_worker.jobs`)).rows[0]?.count);

describe('outbox delivery with two workers', () => {
  it('sends a message once although two jobs for it run at the same time in two workers', async () => {
    const { client, email } = await signedInPatient(t);
    await client.post('/api/patient/send-verification-email');
    const [row] = await t.handle.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));
    // A second job for the same message, as a re-added job or a duplicate enqueue would make.
    await enqueueJob(t.handle.db, 'deliver-outbox-message', { messageId: row!.id }, { jobKey: `again:${row!.id}` });
    expect(await pendingJobs()).toBe(2);

    // The relay holds its answer, so the first job stays in the middle of sending.
    const release = relay.holdAnswers();
    const stops = await Promise.all([jobs.startWorker(), jobs.startWorker()]);
    try {
      await expect.poll(() => relay.dataCount(), { timeout: 10_000, interval: 50 }).toBe(1);
      // The other job found the row locked, skipped it and finished, without waiting or sending.
      await expect.poll(pendingJobs, { timeout: 10_000, interval: 50 }).toBe(1);
      release();
      await expect.poll(pendingJobs, { timeout: 10_000, interval: 50 }).toBe(0);
    } finally {
      release();
      await Promise.all(stops.map((stop) => stop()));
    }
    expect(relay.received.filter((message) => message.envelopeTo.includes(email))).toHaveLength(1);
    expect(relay.dataCount()).toBe(1);

    // A job that comes after the message was sent finds nothing to send either.
    await enqueueJob(t.handle.db, 'deliver-outbox-message', { messageId: row!.id }, { jobKey: `late:${row!.id}` });
    await jobs.runDue();
    expect(relay.received.filter((message) => message.envelopeTo.includes(email))).toHaveLength(1);
    const [record] = await t.handle.db.select().from(outboxMessages).where(eq(outboxMessages.id, row!.id));
    expect(record).toMatchObject({ sealedBody: null, failedAttempts: 0 });
    expect(record?.sentAt).toBeInstanceOf(Date);
  });
});
