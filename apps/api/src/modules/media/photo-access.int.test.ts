import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@app/domain/messages';
import { photos } from '../../db/schema/index';
import { TestClient } from '../../test/test-client';
import { getBytes, listFiles, photoFile, photoTestApp, postForm, signedInPatient, smallPng } from '../../test/kits/photo-test-kit';

const { t, uploads } = photoTestApp();
afterEach(() => {
  vi.useRealTimers();
});

interface Owner {
  client: TestClient;
  uuid: string;
  photo: { id: number; localUrl: string };
}

async function ownerWithPhoto(): Promise<Owner> {
  const client = await signedInPatient(t.app);
  const uuid = (await client.post('/api/visits', { flow: 'skin-signup' })).body.data.uuid as string;
  const upload = await postForm(t.app, client, `/api/visits/${uuid}/photos`, [{ name: 'perspective', value: 'face_front' }, photoFile(await smallPng())]);
  expect(upload.status).toBe(200);
  return { client, uuid, photo: upload.body.data };
}

const isLive = async (id: number) => (await t.handle.db.select().from(photos).where(eq(photos.id, id)))[0]?.deletedAt === null;

describe("another patient's session", () => {
  it('cannot upload to, list, or delete from the visit, and learns nothing', async () => {
    const owner = await ownerWithPhoto();
    const other = await signedInPatient(t.app);
    const otherVisit = (await other.post('/api/visits', { flow: 'skin-signup' })).body.data.uuid as string;
    const filesBefore = (await listFiles(uploads())).length;

    const upload = await postForm(t.app, other, `/api/visits/${owner.uuid}/photos`, [{ name: 'perspective', value: 'face_left' }, photoFile(await smallPng())]);
    expect(upload.status).toBe(404);
    expect(upload.body).toEqual({ message: MESSAGES.form.notFound, code: 'NOT_FOUND' });
    const simple = await postForm(t.app, other, '/app/photo/upload', [
      { name: 'visitUuid', value: owner.uuid },
      { name: 'perspective', value: 'face_left' },
      photoFile(await smallPng()),
    ]);
    expect(simple.status).toBe(404);
    expect((await listFiles(uploads())).length).toBe(filesBefore);

    expect((await other.get(`/api/visits/${owner.uuid}`)).status).toBe(404);
    const byVisit = await other.request('DELETE', `/api/visits/${owner.uuid}/photos/${owner.photo.id}`);
    expect(byVisit.status).toBe(404);
    const throughOwnVisit = await other.request('DELETE', `/api/visits/${otherVisit}/photos/${owner.photo.id}`);
    expect(throughOwnVisit.status).toBe(404);
    const direct = await other.request('DELETE', `/api/photos/${owner.photo.id}`);
    expect(direct.status).toBe(404);
    expect(direct.body).toEqual({ message: MESSAGES.form.notFound, code: 'NOT_FOUND' });
    expect(await isLive(owner.photo.id)).toBe(true);
  });

  it("cannot fetch the file even with the owner's valid signed link", async () => {
    const owner = await ownerWithPhoto();
    const other = await signedInPatient(t.app);
    const stolen = await getBytes(t.app, other, owner.photo.localUrl);
    expect(stolen.status).toBe(403);
    expect(stolen.bytes.toString()).not.toMatch(/PNG/);
    expect(JSON.parse(stolen.bytes.toString())).toEqual({ message: MESSAGES.photos.linkInvalid, code: 'FORBIDDEN' });
    const anonymous = await getBytes(t.app, new TestClient(t.app), owner.photo.localUrl);
    expect(anonymous.status).toBe(401);
    expect((await getBytes(t.app, owner.client, owner.photo.localUrl)).status).toBe(200);
  });
});

describe('the file route', () => {
  it('refuses an expired link', async () => {
    const owner = await ownerWithPhoto();
    const expires = Number(new URL(owner.photo.localUrl, 'http://x').searchParams.get('expires'));
    const now = Date.now();
    expect(expires * 1000 - now).toBeGreaterThan(4 * 60_000);
    expect(expires * 1000 - now).toBeLessThanOrEqual(6 * 60_000);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(expires * 1000 + 1000);
    const late = await getBytes(t.app, owner.client, owner.photo.localUrl);
    expect(late.status).toBe(403);
    vi.useRealTimers();
    // A fresh link (from the visit) works again.
    const visit = (await owner.client.get(`/api/visits/${owner.uuid}`)).body.data;
    expect((await getBytes(t.app, owner.client, visit.photos[0].localUrl)).status).toBe(200);
  });

  it('refuses a tampered link: signature, expiry or photo id changed, or parts missing', async () => {
    const owner = await ownerWithPhoto();
    const second = await postForm(t.app, owner.client, `/api/visits/${owner.uuid}/photos`, [{ name: 'perspective', value: 'face_left' }, photoFile(await smallPng())]);
    const url = new URL(owner.photo.localUrl, 'http://x');
    const signature = url.searchParams.get('signature') ?? '';
    const expires = Number(url.searchParams.get('expires'));
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const cases = [
      `/api/photos/${owner.photo.id}/file?expires=${expires}&signature=${flipped}`,
      `/api/photos/${owner.photo.id}/file?expires=${expires + 3600}&signature=${signature}`,
      `/api/photos/${second.body.data.id}/file?expires=${expires}&signature=${signature}`,
    ];
    for (const path of cases) {
      expect((await getBytes(t.app, owner.client, path)).status).toBe(403);
    }
    expect((await getBytes(t.app, owner.client, `/api/photos/${owner.photo.id}/file`)).status).toBe(422);
    expect((await getBytes(t.app, owner.client, `/api/photos/${owner.photo.id}/file?expires=${expires}`)).status).toBe(422);
  });
});

describe('deleting', () => {
  it('removes a photo through the visit route: gone from the visit, the file route and storage', async () => {
    const owner = await ownerWithPhoto();
    const before = (await listFiles(uploads())).length;
    const response = await owner.client.request('DELETE', `/api/visits/${owner.uuid}/photos/${owner.photo.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { id: owner.photo.id } });
    expect((await owner.client.get(`/api/visits/${owner.uuid}`)).body.data.photos).toEqual([]);
    expect((await getBytes(t.app, owner.client, owner.photo.localUrl)).status).toBe(404);
    expect((await listFiles(uploads())).length).toBe(before - 1);
    // The row stays, soft-deleted, as the provider's record.
    expect(await isLive(owner.photo.id)).toBe(false);
    expect((await owner.client.request('DELETE', `/api/visits/${owner.uuid}/photos/${owner.photo.id}`)).status).toBe(404);
  });

  it('removes a photo by id, and refuses ids that are not numbers', async () => {
    const owner = await ownerWithPhoto();
    expect((await owner.client.request('DELETE', `/api/photos/${owner.photo.id}`)).status).toBe(200);
    expect((await owner.client.request('DELETE', `/api/photos/${owner.photo.id}`)).status).toBe(404);
    expect((await owner.client.request('DELETE', '/api/photos/abc')).status).toBe(422);
    expect((await owner.client.request('DELETE', `/api/visits/${owner.uuid}/photos/0`)).status).toBe(422);
  });

  it('needs a session and the CSRF token', async () => {
    const owner = await ownerWithPhoto();
    expect((await owner.client.request('DELETE', `/api/photos/${owner.photo.id}`, undefined, { csrf: false })).status).toBe(419);
    expect((await new TestClient(t.app).request('DELETE', `/api/photos/${owner.photo.id}`)).status).toBe(401);
    expect(await isLive(owner.photo.id)).toBe(true);
  });
});
