import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { readOutbox, signedInPatient } from './messaging-test-kit';
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
  beforeAll(async () => {
    t = await buildTestApp({
      SMS_ADAPTER: 'twilio',
      TWILIO_ACCOUNT_SID: SID,
      TWILIO_AUTH_TOKEN: TOKEN,
      TWILIO_FROM_NUMBER: FROM,
      TWILIO_API_BASE_URL: baseUrl,
    });
  });
  afterAll(() => t.close());

  it('delivers codes through Twilio and keeps only a blanked copy in the outbox', async () => {
    const { client } = await signedInPatient(t);
    answer = { status: 201, body: { sid: 'SM0002' } };
    expect((await client.post('/api/phone-number/send-confirmation', { phoneNumber: '555-500-0001' })).status).toBe(200);
    expect(received).toHaveLength(1);
    const code = received[0]?.form.get('Body')?.match(/code is (\d{4})/)?.[1];
    expect(received[0]?.form.get('To')).toBe('+15555000001');
    expect(code).toMatch(/^\d{4}$/);

    const [record] = await readOutbox(t, '5555000001');
    expect(record).toMatchObject({ adapter: 'twilio', recipient: '+15555000001' });
    expect(record?.body).toContain('code is ••••');
    expect(record?.body).not.toContain(code);

    expect((await client.post('/api/phone-number/confirm', { token: code })).status).toBe(200);
  });

  it('answers a generic 500 when Twilio refuses, without the number in the answer', async () => {
    const { client } = await signedInPatient(t);
    answer = { status: 401, body: { code: 20003 } };
    const response = await client.post('/api/phone-number/send-confirmation', { phoneNumber: '555-500-0002' });
    expect(response.status).toBe(500);
    expect(response.body).toEqual({ message: 'A system error occurred. Please try again.', code: 'INTERNAL' });
    const [record] = await readOutbox(t, '5555000002');
    expect(record?.body).not.toMatch(/\d{4}\./);
  });
});
