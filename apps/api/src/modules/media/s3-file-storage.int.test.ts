import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../../env';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { getBytes, photoFile, postForm, signedInPatient, smallPng } from '../../test/kits/photo-test-kit';
import { startFakeS3, type FakeS3Server } from '../../test/fake-s3-server';
import { sha256Hex } from '../../test/sigv4';
import { createS3FileStorage } from './s3-file-storage';

const CREDENTIALS = { accessKeyId: 'TESTKEY', secretAccessKey: 'test-secret-key', region: 'eu-central-1' };
const BUCKET = 'teleskin-photos';

let fake: FakeS3Server;
beforeAll(async () => {
  fake = await startFakeS3(BUCKET, CREDENTIALS);
});
afterAll(() => fake.close());

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

  it('signs the payload itself and sends no checksum headers S3-compatible services may refuse', async () => {
    const storage = createS3FileStorage({ endpoint: fake.url, bucket: BUCKET, ...CREDENTIALS });
    const bytes = Buffer.from('signed bytes');
    const sent = fake.requests.length;
    await storage.put('photos/8/signed.png', bytes, 'image/png');
    const [put] = fake.requests.slice(sent);
    expect(put).toMatchObject({ method: 'PUT', url: `/${BUCKET}/photos/8/signed.png?x-id=PutObject`, status: 200 });
    expect(put!.headers['x-amz-content-sha256']).toBe(sha256Hex(bytes));
    expect(put!.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=TESTKEY\/\d{8}\/eu-central-1\/s3\/aws4_request, SignedHeaders=[^,]*content-type;[^,]*host;/);
    expect(Object.keys(put!.headers).filter((name) => name.startsWith('x-amz-checksum') || name === 'x-amz-sdk-checksum-algorithm')).toEqual([]);
    expect(put!.headers['content-encoding']).toBeUndefined();
    await storage.delete('photos/8/signed.png');
  });

  it('tells a missing object from a missing bucket', async () => {
    const storage = createS3FileStorage({ endpoint: fake.url, bucket: BUCKET, ...CREDENTIALS });
    expect(await storage.get('photos/9/never-stored.png')).toBeUndefined();
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', status: 404 });
    const misnamed = createS3FileStorage({ endpoint: fake.url, bucket: 'no-such-bucket', ...CREDENTIALS });
    await expect(misnamed.get('photos/9/never-stored.png')).rejects.toThrow(/S3 get failed with 404: NoSuchBucket/);
    await expect(misnamed.put('photos/9/x.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/S3 put failed with 404: NoSuchBucket/);
  });

  it('fails loudly when the service refuses, and never sends a key it did not make', async () => {
    const wrong = createS3FileStorage({ endpoint: fake.url, bucket: BUCKET, ...CREDENTIALS, secretAccessKey: 'wrong' });
    await expect(wrong.put('photos/1/a.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/S3 put failed with 403: .*SignatureDoesNotMatch/);
    const unknown = createS3FileStorage({ endpoint: fake.url, bucket: BUCKET, ...CREDENTIALS, accessKeyId: 'OTHERKEY' });
    await expect(unknown.delete('photos/1/a.png')).rejects.toThrow(/S3 delete failed with 403: InvalidAccessKeyId/);
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
