import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { outboxMessages } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { testJobs, type TestJobs } from '../../test/job-runner';
import { SMTP_TEST_PASSWORD, SMTP_TEST_USER, startSmtpTestServer, type SmtpTestServer } from '../../test/smtp-test-server';
import { DeliveryError } from './delivery-error';
import { signedInPatient } from '../../test/messaging-test-kit';
import { createMessageSealer } from './message-sealer';
import { createSmtpEmailSender } from './smtp-email-sender';

const FROM = 'no-reply@mail.teleskin.test';
const AGENCY = 'agency.localhost:3000';

let relay: SmtpTestServer;
let t: TestApp;
let jobs: TestJobs;
beforeAll(async () => {
  relay = await startSmtpTestServer();
  t = await buildTestApp({
    EMAIL_ADAPTER: 'smtp',
    SMTP_URL: relay.url,
    SMTP_USER: SMTP_TEST_USER,
    SMTP_PASSWORD: SMTP_TEST_PASSWORD,
    SMTP_FROM: FROM,
  });
  jobs = testJobs(t);
});
afterAll(async () => {
  await t.close();
  await relay.close();
});

const rowsTo = (email: string) => t.handle.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));
const pendingJobs = async () => Number((await t.handle.db.execute(sql`select count(*) from graphile_worker.jobs`)).rows[0]?.count);

describe('the SMTP adapter', () => {
  it('refuses to send over a connection that is not encrypted when TLS is required', async () => {
    const sender = createSmtpEmailSender({ url: relay.url, from: FROM, requireTls: true, timeoutMs: 2_000 });
    const before = relay.received.length;
    const failure = await sender.send({ to: 'jo@example.com', subject: 'Hello', body: 'code 1234' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DeliveryError);
    expect((failure as DeliveryError).message).not.toContain('jo@example.com');
    expect(relay.received.length).toBe(before);
  });

  it('names only the reply code of a refusal, and calls a 5xx permanent', async () => {
    const sender = createSmtpEmailSender({ url: relay.url, from: FROM, requireTls: false });
    relay.refuseNext(1, 550, 'rcpt');
    const failure = (await sender.send({ to: 'gone@example.com', subject: 'Hi', body: 'x' }).catch((error: unknown) => error)) as DeliveryError;
    expect(failure.message).toBe('SMTP refused the email: 550 (EENVELOPE)');
    expect(failure.isPermanent).toBe(true);
  });
});

describe('EMAIL_ADAPTER=smtp', () => {
  it('emails the verification link through the relay from a job, and keeps only a blanked, sent record', async () => {
    const { client, email } = await signedInPatient(t, AGENCY);
    const sent = await client.post('/api/patient/send-verification-email');
    expect(sent.status).toBe(200);

    // The request only queued it: the row holds the blanked copy and the sealed text.
    const [queued] = await rowsTo(email);
    expect(queued).toMatchObject({ adapter: 'smtp', sentAt: null, failedAttempts: 0 });
    expect(queued?.body).toContain('/auth/verify-email?token=…');
    expect(queued?.sealedBody).not.toContain('token=');
    expect(createMessageSealer(t.secret).open(queued?.sealedBody ?? '')).toMatch(/\/auth\/verify-email\?token=[\w-]{43}\n/);
    expect(relay.received).toHaveLength(0);

    await jobs.runDue();
    const [delivered] = relay.received;
    expect(delivered?.envelopeTo).toEqual([email]);
    expect(delivered?.user).toBe(SMTP_TEST_USER);
    expect(delivered?.headers.subject).toBe('Verify your email address for Marlow & Finch');
    expect(delivered?.headers.from).toBe(`"Marlow & Finch" <${FROM}>`);
    const link = delivered?.text.match(/http:\/\/\S+\/auth\/verify-email\?token=([\w-]+)/);
    expect(link).not.toBeNull();

    const opened = await client.get(new URL(link![0]).pathname + new URL(link![0]).search);
    expect(opened.status).toBe(303);
    expect((await client.get('/api/patient/email-verification')).body.data.verifiedAt).not.toBeNull();

    // The plain text word for word, and the brand's HTML as its alternative with the same link (ADR 140).
    expect(delivered?.headers['content-type']).toMatch(/^multipart\/alternative/);
    const [plain, html] = delivered?.parts ?? [];
    expect(plain?.contentType).toMatch(/^text\/plain/);
    expect(plain?.content.replace(/\r\n/g, '\n')).toBe(createMessageSealer(t.secret).open(queued?.sealedBody ?? ''));
    expect(html?.contentType).toMatch(/^text\/html/);
    expect(html?.content).toContain('marlow &amp; finch');
    expect(html?.content).toContain(`href="${link![0]}"`);
    expect(html?.content).toContain('Verify my email address');

    const [record] = await rowsTo(email);
    expect(record).toMatchObject({ sealedBody: null, providerMessageId: delivered?.headers['message-id'], failedAttempts: 0 });
    expect(record?.sentAt).toBeInstanceOf(Date);
    expect(JSON.stringify(record)).not.toContain(link![1]);
    expect(await pendingJobs()).toBe(0);
  });

  it('retries a refused email with backoff and delivers it once', async () => {
    const { client, email } = await signedInPatient(t, AGENCY);
    relay.refuseNext(1, 451, 'data');
    const before = relay.received.length;
    await client.post('/api/patient/send-verification-email');
    const stopWorker = await jobs.startWorker();
    try {
      await expect.poll(() => relay.received.length, { timeout: 15_000, interval: 100 }).toBe(before + 1);
      await expect.poll(pendingJobs, { timeout: 5_000, interval: 100 }).toBe(0);
    } finally {
      await stopWorker();
    }
    expect(relay.received.filter((message) => message.envelopeTo.includes(email))).toHaveLength(1);
    const [record] = await rowsTo(email);
    expect(record).toMatchObject({ failedAttempts: 1, lastFailure: 'SMTP refused the email: 451 (EMESSAGE)', sealedBody: null, gaveUpAt: null });
    expect(record?.sentAt).toBeInstanceOf(Date);
    const token = relay.received.at(-1)?.text.match(/token=([\w-]+)/)?.[1];
    expect(JSON.stringify(jobs.logs)).not.toContain(token);
    expect(JSON.stringify(jobs.logs)).not.toContain(email);
  });

  it('gives up at once on a permanent refusal and wipes the sealed text', async () => {
    const { client, email } = await signedInPatient(t, AGENCY);
    relay.refuseNext(1, 550, 'rcpt');
    const sent = await client.post('/api/patient/send-verification-email');
    expect(sent.status).toBe(200);
    await jobs.runDue();
    const [record] = await rowsTo(email);
    expect(record).toMatchObject({ sentAt: null, sealedBody: null, failedAttempts: 1, lastFailure: 'SMTP refused the email: 550 (EENVELOPE)' });
    expect(record?.gaveUpAt).toBeInstanceOf(Date);
    expect(await pendingJobs()).toBe(0);
    expect(jobs.logs.map((line) => line.msg)).toContain('message refused for good, not retried (see its outbox row)');
  });
});

// Last: the tests above count every email the relay received.
describe('the SMTP adapter with an attachment', () => {
  it('sends an attachment (a calendar file) as a part of its own beside the text', async () => {
    const sender = createSmtpEmailSender({ url: relay.url, from: FROM, requireTls: false });
    const content = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR';
    await sender.send({ to: 'cal@example.com', subject: 'Your box', body: 'See the file.', attachments: [{ filename: 'invite.ics', contentType: 'text/calendar; charset=utf-8', content }] });
    const email = relay.received.find((received) => received.envelopeTo.includes('cal@example.com'));
    expect(email?.headers['content-type']).toMatch(/^multipart\/mixed/);
    expect(email?.text).toContain('See the file.');
    expect(email?.text).toMatch(/Content-Type: text\/calendar; charset=utf-8; name=invite\.ics/);
    expect(email?.text).toContain('Content-Disposition: attachment; filename=invite.ics');
  });

  it('sends the text, its HTML alternative and the attachment together', async () => {
    const sender = createSmtpEmailSender({ url: relay.url, from: FROM, requireTls: false });
    const content = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR';
    const attachments = [{ filename: 'box.ics', contentType: 'text/calendar; charset=utf-8', content }];
    await sender.send({ to: 'both@example.com', subject: 'Your box', body: 'Your box is confirmed.', html: '<p>Your box is confirmed.</p>', attachments });
    const email = relay.received.find((received) => received.envelopeTo.includes('both@example.com'));
    expect(email?.headers['content-type']).toMatch(/^multipart\/mixed/);
    expect(email?.parts.map((part) => part.contentType.split(';')[0])).toEqual(['text/plain', 'text/html', 'text/calendar']);
    expect(email?.parts.map((part) => part.content.trim())).toEqual(['Your box is confirmed.', '<p>Your box is confirmed.</p>', content]);
  });
});
