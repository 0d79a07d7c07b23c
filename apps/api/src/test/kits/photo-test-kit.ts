import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';
import type { TestApp } from '../build-test-app';
import { suiteTestApp } from '../suite-test-app';
import { TestClient, type TestResponse } from '../test-client';

// Helpers for the media integration tests: multipart bodies (TestClient sends JSON only) and small
// generated images. Not imported by the app.

/**
 * A media test file's app, storing photos in a folder of its own (made before the tests, removed
 * after the app closes); `uploads()` is the folder the photo files land in.
 */
export function photoTestApp(): { t: TestApp; uploads: () => string } {
  let dataDir = '';
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'teleskin-media-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  return { t: suiteTestApp(() => ({ DATA_DIR: dataDir })), uploads: () => join(dataDir, 'uploads') };
}

export type FormPart = { name: string; value: string } | { name: string; filename: string; contentType: string; data: Buffer };

export function multipartBody(parts: FormPart[]): { payload: Buffer; contentType: string } {
  const boundary = `----teleskin${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Posts a multipart form with the client's cookies and CSRF token, as the browser would. */
export function postForm(app: FastifyInstance, client: TestClient, url: string, parts: FormPart[]): Promise<TestResponse> {
  const { payload, contentType } = multipartBody(parts);
  return postRaw(app, client, url, contentType, payload);
}

/** Posts any body under any content type, with the client's cookies and CSRF token. */
export async function postRaw(app: FastifyInstance, client: TestClient, url: string, contentType: string, payload: Buffer | string): Promise<TestResponse> {
  if (!client.cookie('XSRF-TOKEN')) {
    await client.get('/api/auth/csrf');
  }
  const cookies = ['teleskin_session', 'XSRF-TOKEN']
    .map((name) => [name, client.cookie(name)] as const)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}=${value}`);
  const response = await app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: client.remoteAddress,
    headers: {
      host: client.host,
      'content-type': contentType,
      cookie: cookies.join('; '),
      'x-xsrf-token': decodeURIComponent(client.cookie('XSRF-TOKEN') ?? ''),
    },
  });
  const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
  return { status: response.statusCode, body: isJson ? response.json() : response.body, headers: response.headers, cookies: response.cookies };
}

/** Fetches raw bytes (the file route) with the client's session. */
export async function getBytes(app: FastifyInstance, client: TestClient, url: string): Promise<{ status: number; bytes: Buffer; headers: Record<string, unknown> }> {
  const session = client.cookie('teleskin_session');
  const response = await app.inject({
    method: 'GET',
    url,
    remoteAddress: client.remoteAddress,
    headers: { host: client.host, ...(session ? { cookie: `teleskin_session=${session}` } : {}) },
  });
  return { status: response.statusCode, bytes: response.rawPayload, headers: response.headers };
}

export const photoFile = (data: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg'): FormPart => ({
  name: 'file',
  filename,
  contentType,
  data,
});

/** A small JPEG carrying EXIF with a camera make, GPS position and orientation 6 (rotate 90°). */
export function jpegWithGps(width = 40, height = 20): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c87850' } })
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'TestCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .jpeg()
    .toBuffer();
}

export function smallPng(width = 24, height = 24): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#3366aa' } }).png().toBuffer();
}

/** Every file under a folder, recursively (the local storage's root). */
export async function listFiles(root: string): Promise<string[]> {
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

let nextPatient = 1;

/** A patient who passed eligibility (birthdate mm/dd/yyyy), registered and is signed in. */
export async function signedInPatient(app: FastifyInstance, birthdate = '04/12/1990'): Promise<TestClient> {
  const client = new TestClient(app);
  await client.post('/api/eligibility/evaluate', { state: 'CA', birthdate, hasAcceptedTerms: true, treatmentCategories: [1] });
  const email = `media-${process.pid}-${nextPatient++}-${randomBytes(3).toString('hex')}@example.com`;
  const response = await client.post('/api/register', { email, password: 'correct-horse' });
  if (response.status !== 200) {
    throw new Error(`registration failed: ${response.status}`);
  }
  return client;
}

/** A birthdate `years` years ago, as mm/dd/yyyy. */
export function birthdateYearsAgo(years: number): string {
  const now = new Date();
  return `${String(now.getUTCMonth() + 1).padStart(2, '0')}/01/${now.getUTCFullYear() - years}`;
}
