import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { outboxMessages } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { testJobs, type TestJobs } from '../../test/job-runner';
import { readOutbox, signedInPatient } from '../../test/messaging-test-kit';
import { createTwilioSmsSender } from './twilio-sms-sender';

const SID = `AC${'0123456789abcdef'.repeat(2)}`;
const TOKEN = 'fake-auth-token-123456';
const FROM = '+15550001111';

interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: URLSearchParams;
}

/** A stand-in for Twilio's API on a local port: records each request, answers what it is told. */
let fake: Server;
let baseUrl: string;
let received: Received[] = [];
let answer: { status: number; body: unknown } = { status: 201, body: { sid: 'SM0001' } };

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  fake = createServer((request, response) => {
    void readBody(request).then((body) => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        form: new URLSearchParams(body),
      });
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => fake.close(resolve));
});
afterEach(() => {
  received = [];
  answer = { status: 201, body: { sid: 'SM0001' } };
});

describe('the Twilio adapter', () => {
  it("posts the text to the account's Messages resource with basic auth", async () => {
    const sender = createTwilioSmsSender({ accountSid: SID, authToken: TOKEN, fromNumber: FROM, baseUrl: `${baseUrl}/` });
    const result = await sender.send({ to: '+15551234567', body: 'Hello & welcome' });
    expect(result).toEqual({ providerMessageId: 'SM0001' });
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(`/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(request?.authorization).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`);
    expect(request?.contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(request!.form)).toEqual({ To: '+15551234567', From: FROM, Body: 'Hello & welcome' });
  });

  it('throws on a refusal, naming the status and error code but not the number or text', async () => {
    answer = { status: 400, body: { code: 21211, message: "The 'To' number +15551234567 is not valid." } };
    const sender = createTwilioSmsSender({ accountSid: SID, authToken: TOKEN, fromNumber: FROM, baseUrl });
    const failure = await sender.send({ to: '+15551234567', body: 'secret 1234' }).catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toBe('Twilio refused the text: HTTP 400 (Twilio error 21211)');
  });

  it('gives up on a provider that does not answer in time', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as AddressInfo).port;
    const sender = createTwilioSmsSender({ accountSid: SID, authToken: TOKEN, fromNumber: FROM, baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 200 });
    await expect(sender.send({ to: '+15551234567', body: 'x' })).rejects.toThrow();
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });
});

describe('SMS_ADAPTER=twilio', () => {
  let t: TestApp;
  let jobs: TestJobs;
  beforeAll(async () => {
    t = await buildTestApp({
      SMS_ADAPTER: 'twilio',
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: TOKEN,
      TWILIO_FROM_NUMBER: FROM,
      TWILIO_API_BASE_URL: baseUrl,
    });
    jobs = testJobs(t);
  });
  afterAll(() => t.close());

  const rowTo = async (phone: string) => (await t.handle.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, phone)))[0];
  const jobsFor = async (messageId: number) =>
    (await t.handle.db.execute(sql`select attempts, run_at, last_error from graphile_worker.jobs where key = ${`outbox-message:${messageId}`}`)).rows;

  it('delivers codes through Twilio from a job; the database never holds the live code in plaintext', async () => {
    const { client } = await signedInPatient(t);
    answer = { status: 201, body: { sid: 'SM0002' } };
    expect((await client.post('/api/phone-number/send-confirmation', { phoneNumber: '555-500-0001' })).status).toBe(200);
    // The request only queued it: the row holds the blanked copy, the full text is sealed.
    expect(received).toHaveLength(0);
    const queued = await rowTo('+15555000001');
    expect(queued).toMatchObject({ adapter: 'twilio', sentAt: null, body: expect.stringContaining('code is ••••') });
    expect(queued?.sealedBody).not.toContain('code is');

    await jobs.runDue();
    expect(received).toHaveLength(1);
    const code = received[0]?.form.get('Body')?.match(/code is (\d{4})/)?.[1];
    expect(received[0]?.form.get('To')).toBe('+15555000001');
    expect(code).toMatch(/^\d{4}$/);

    const record = await rowTo('+15555000001');
    expect(record).toMatchObject({ providerMessageId: 'SM0002', sealedBody: null, failedAttempts: 0 });
    expect(record?.sentAt).toBeInstanceOf(Date);
    expect(record?.body).toContain('code is ••••');
    expect(record?.body).not.toContain(`code is ${code}`);
    const [outboxEntry] = await readOutbox(t, '5555000001');
    expect(outboxEntry?.body).not.toContain(`code is ${code}`);

    expect((await client.post('/api/phone-number/confirm', { token: code })).status).toBe(200);
  });

  it('answers the request when Twilio fails, and keeps the text queued for a retry with its reason', async () => {
    const { client } = await signedInPatient(t);
    answer = { status: 503, body: { code: 20500 } };
    const response = await client.post('/api/phone-number/send-confirmation', { phoneNumber: '555-500-0002' });
    expect(response.status).toBe(200);
    const ranAt = Date.now();
    await jobs.runDue();
    expect(received).toHaveLength(1);

    const record = await rowTo('+15555000002');
    expect(record).toMatchObject({ sentAt: null, gaveUpAt: null, failedAttempts: 1, lastFailure: 'Twilio refused the text: HTTP 503 (Twilio error 20500)' });
    expect(record?.sealedBody).not.toContain('code is');
    const [job] = await jobsFor(record!.id);
    expect(job).toMatchObject({ attempts: 1, last_error: expect.not.stringContaining('555') });
    // Retried after graphile-worker's backoff (e^1 ≈ 2.7 s after the first failure), measured
    // from when the job ran: a slow machine may reach that moment before this line does.
    expect(new Date(String(job?.run_at)).getTime()).toBeGreaterThan(ranAt + 2_000);
    expect(JSON.stringify(jobs.logs)).toContain('job failed, will be retried');
    expect(JSON.stringify(jobs.logs)).not.toContain('5555000002');
  });

  it('gives up at once on a number Twilio will never text, and wipes the sealed text', async () => {
    const { client } = await signedInPatient(t);
    answer = { status: 400, body: { code: 21211 } };
    expect((await client.post('/api/phone-number/send-confirmation', { phoneNumber: '555-500-0003' })).status).toBe(200);
    await jobs.runDue();
    const record = await rowTo('+15555000003');
    expect(record).toMatchObject({ sentAt: null, sealedBody: null, failedAttempts: 1, lastFailure: 'Twilio refused the text: HTTP 400 (Twilio error 21211)' });
    expect(record?.gaveUpAt).toBeInstanceOf(Date);
    expect(await jobsFor(record!.id)).toHaveLength(0);
  });
});
