import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../env';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { getBytes, photoFile, postForm, signedInPatient, smallPng } from './photo-test-kit';
import { createS3FileStorage } from './s3-file-storage';
import { sha256Hex, signS3Request } from './s3-signature';

const CREDENTIALS = { accessKeyId: 'TESTKEY', secretAccessKey: 'test-secret-key', region: 'eu-central-1' };
const BUCKET = 'teleskin-photos';

/**
 * A fake S3 endpoint: checks each request's SigV4 signature and payload hash the way S3 does
 * (re-signing what it received with the shared secret), and keeps objects in memory.
 */
function startFakeS3(): Promise<{ server: Server; url: string; objects: Map<string, { body: Buffer; type: string }>; requests: string[] }> {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const requests: string[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const auth = String(req.headers.authorization ?? '');
      const signed = /SignedHeaders=([^,]+)/.exec(auth)?.[1]?.split(';') ?? [];
      const extra = Object.fromEntries(
        signed.filter((name) => !['host', 'x-amz-date', 'x-amz-content-sha256'].includes(name)).map((name) => [name, String(req.headers[name])]),
      );
      const amzDate = String(req.headers['x-amz-date']);
      const when = new Date(`${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`);
      const expected = signS3Request(
        { method: req.method ?? '', url: new URL(`http://${req.headers.host}${req.url}`), headers: extra, payloadHash: String(req.headers['x-amz-content-sha256']) },
        CREDENTIALS,
        when,
      ).authorization;
      requests.push(`${req.method} ${req.url}`);
      if (auth !== expected || sha256Hex(body) !== req.headers['x-amz-content-sha256']) {
        res.writeHead(403, { 'content-type': 'application/xml' }).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        return;
      }
      const key = req.url ?? '';
      if (req.method === 'PUT') {
        objects.set(key, { body, type: String(req.headers['content-type']) });
        res.writeHead(200).end();
      } else if (req.method === 'GET') {
        const object = objects.get(key);
        if (object) {
          res.writeHead(200, { 'content-type': object.type }).end(object.body);
        } else {
          res.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code></Error>');
        }
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else {
        res.writeHead(405).end();
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}`, objects, requests });
    });
  });
}

let fake: Awaited<ReturnType<typeof startFakeS3>>;
beforeAll(async () => {
  fake = await startFakeS3();
});
afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

describe('the S3 adapter', () => {
  it('puts, gets and deletes objects with signed path-style requests', async () => {
    const storage = createS3FileStorage({ endpoint: `${fake.url}/`, bucket: BUCKET, ...CREDENTIALS });
    const bytes = Buffer.from('not really a photo');
    await storage.put('photos/7/abc-def.png', bytes, 'image/png');
    expect(fake.objects.get(`/${BUCKET}/photos/7/abc-def.png`)).toEqual({ body: bytes, type: 'image/png' });
    expect(await storage.get('photos/7/abc-def.png')).toEqual(bytes);
    await storage.delete('photos/7/abc-def.png');
    expect(await storage.get('photos/7/abc-def.png')).toBeUndefined();
    await storage.delete('photos/7/abc-def.png');
  });

  it('fails loudly when the service refuses, and never sends a key it did not make', async () => {
    const wrong = createS3FileStorage({ endpoint: fake.url, bucket: BUCKET, ...CREDENTIALS, secretAccessKey: 'wrong' });
    await expect(wrong.put('photos/1/a.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/S3 put failed with 403: .*SignatureDoesNotMatch/);
    const storage = createS3FileStorage({ endpoint: fake.url, bucket: BUCKET, ...CREDENTIALS });
    const sent = fake.requests.length;
    await expect(storage.get('../other-bucket/secret.png')).rejects.toThrow('invalid storage key');
    expect(fake.requests.length).toBe(sent);
  });
});

describe('the app on S3 storage', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      STORAGE_ADAPTER: 's3',
      S3_ENDPOINT: fake.url,
      S3_BUCKET: BUCKET,
      S3_REGION: CREDENTIALS.region,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    });
  });
  afterAll(() => t.close());

  it('stores an upload in the bucket, serves it to its owner and removes it on delete', async () => {
    const client = await signedInPatient(t.app);
    const uuid = (await client.post('/api/visits', { flow: 'skin-signup' })).body.data.uuid as string;
    const upload = await postForm(t.app, client, `/api/visits/${uuid}/photos`, [{ name: 'perspective', value: 'face_front' }, photoFile(await smallPng(), 'a.png', 'image/png')]);
    expect(upload.status).toBe(200);
    const keys = [...fake.objects.keys()].filter((key) => key.startsWith(`/${BUCKET}/photos/`));
    expect(keys).toHaveLength(1);
    const file = await getBytes(t.app, client, upload.body.data.localUrl);
    expect(file.status).toBe(200);
    expect((await sharp(file.bytes).metadata()).format).toBe('png');
    expect((await client.request('DELETE', `/api/photos/${upload.body.data.id}`)).status).toBe(200);
    expect(fake.objects.has(keys[0]!)).toBe(false);
  });
});

describe('storage settings', () => {
  it('refuse STORAGE_ADAPTER=s3 without its five settings', () => {
    expect(() => parseEnv({ STORAGE_ADAPTER: 's3', S3_BUCKET: 'b' })).toThrow(
      /S3_ENDPOINT: required when STORAGE_ADAPTER=s3\n {2}S3_REGION: required[^\n]*\n {2}S3_ACCESS_KEY_ID: required[^\n]*\n {2}S3_SECRET_ACCESS_KEY: required/,
    );
    expect(parseEnv({}).STORAGE_ADAPTER).toBe('local');
    expect(() => parseEnv({ STORAGE_ADAPTER: 'ftp' })).toThrow(/STORAGE_ADAPTER/);
  });
});
