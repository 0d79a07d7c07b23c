import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/domain/messages';
import { PHOTO_MAX_BYTES } from '@app/domain/photos';
import { analyticsEvents, photos } from '../../db/schema/index';
import type { TestClient } from '../../test/test-client';
import { getBytes, jpegWithGps, listFiles, photoFile, photoTestApp, postForm, postRaw, signedInPatient, smallPng } from '../../test/kits/photo-test-kit';

const { t, uploads } = photoTestApp();
const photoCount = async () => (await t.handle.db.select({ n: count() }).from(photos))[0]?.n ?? 0;

async function patientWithVisit(flow = 'skin-signup'): Promise<{ client: TestClient; uuid: string }> {
  const client = await signedInPatient(t.app);
  const uuid = (await client.post('/api/visits', { flow })).body.data.uuid as string;
  return { client, uuid };
}

describe('uploading a photo', () => {
  it('stores a JPEG upright with its EXIF and GPS removed, and lists it on the visit with a signed link', async () => {
    const { client, uuid } = await patientWithVisit();
    const original = await jpegWithGps(40, 20);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    expect(original.includes(Buffer.from('TestCam'))).toBe(true);

    const response = await postForm(t.app, client, `/api/visits/${uuid}/photos`, [
      { name: 'perspective', value: 'face_front' },
      photoFile(original),
    ]);
    expect(response.status).toBe(200);
    const photo = response.body.data;
    expect(photo.metadata).toEqual({ photo_perspective: 'face_front', treatment_category: 1 });
    expect(photo.localUrl).toMatch(new RegExp(`^/api/photos/${photo.id}/file\\?expires=\\d+&signature=[\\w-]+$`));

    const file = await getBytes(t.app, client, photo.localUrl);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(String(file.headers['cache-control'])).toMatch(/^private, max-age=\d+$/);
    const stored = await sharp(file.bytes).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect([stored.width, stored.height]).toEqual([20, 40]);
    expect(file.bytes.includes(Buffer.from('TestCam'))).toBe(false);
    // The file on disk is the clean one too.
    const [onDisk] = await listFiles(uploads());
    expect(onDisk).toBeDefined();
    expect((await sharp(readFileSync(onDisk!)).metadata()).exif).toBeUndefined();

    const visit = (await client.get(`/api/visits/${uuid}`)).body.data;
    expect(visit.photos).toEqual([{ ...photo, localUrl: expect.stringMatching(`^/api/photos/${photo.id}/file\\?`) }]);
  });

  it('converts a HEIC photo to PNG', async () => {
    const { client, uuid } = await patientWithVisit();
    const heic = readFileSync(join(import.meta.dirname, 'test-fixtures', 'tiny.heic'));
    const response = await postForm(t.app, client, '/app/photo/upload', [
      { name: 'visitUuid', value: uuid },
      { name: 'perspective', value: 'photo_id' },
      photoFile(heic, 'IMG_0001.HEIC', 'image/heic'),
    ]);
    expect(response.status).toBe(200);
    const file = await getBytes(t.app, client, response.body.data.localUrl);
    expect(file.headers['content-type']).toBe('image/png');
    const meta = await sharp(file.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 64, 48]);
    const [row] = await t.handle.db.select().from(photos).where(eq(photos.id, response.body.data.id));
    expect(row).toMatchObject({ contentType: 'image/png', perspective: 'photo_id', width: 64, height: 48 });
    expect(row?.storageKey).toMatch(/\.png$/);
  });

  it('keeps a PNG as PNG (fields may come after the file)', async () => {
    const { client, uuid } = await patientWithVisit();
    const response = await postForm(t.app, client, `/api/visits/${uuid}/photos`, [
      photoFile(await smallPng(), 'left.png', 'image/png'),
      { name: 'perspective', value: 'face_left' },
    ]);
    expect(response.status).toBe(200);
    expect((await getBytes(t.app, client, response.body.data.localUrl)).headers['content-type']).toBe('image/png');
  });

  it('judges the type by the bytes: a PDF named .jpg is refused and nothing is stored', async () => {
    const { client, uuid } = await patientWithVisit();
    const before = [await photoCount(), (await listFiles(uploads())).length];
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
    const response = await postForm(t.app, client, `/api/visits/${uuid}/photos`, [{ name: 'perspective', value: 'face_front' }, photoFile(pdf)]);
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ message: MESSAGES.photos.unsupportedType, errors: { file: [MESSAGES.photos.unsupportedType] } });
    const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
    const asGif = await postForm(t.app, client, `/api/visits/${uuid}/photos`, [{ name: 'perspective', value: 'face_front' }, photoFile(gif)]);
    expect(asGif.body.message).toBe(MESSAGES.photos.unsupportedType);
    expect([await photoCount(), (await listFiles(uploads())).length]).toEqual(before);
    // 000 §8: each failure fired photo-upload-failed, with no file data in it.
    const events = await t.handle.db.select().from(analyticsEvents).where(eq(analyticsEvents.name, 'photo_upload_failed'));
    expect(events.length).toBeGreaterThanOrEqual(2);
    expect(events[0]?.properties).toEqual({ status: 422, code: 'VALIDATION_FAILED' });
  });

  it('refuses a JPEG that cannot be decoded', async () => {
    const { client, uuid } = await patientWithVisit();
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    const response = await postForm(t.app, client, `/api/visits/${uuid}/photos`, [{ name: 'perspective', value: 'face_front' }, photoFile(broken)]);
    expect(response.status).toBe(422);
    expect(response.body.message).toBe(MESSAGES.photos.unreadable);
  });

  it('refuses a file over 15 MB with 413, whether declared up front or found while reading', async () => {
    const { client, uuid } = await patientWithVisit();
    const before = await photoCount();
    const justOver = Buffer.concat([await jpegWithGps(), Buffer.alloc(PHOTO_MAX_BYTES, 1)]);
    const read = await postForm(t.app, client, `/api/visits/${uuid}/photos`, [{ name: 'perspective', value: 'face_front' }, photoFile(justOver)]);
    expect(read.status).toBe(413);
    expect(read.body).toEqual({ message: MESSAGES.photos.tooLarge, code: 'PAYLOAD_TOO_LARGE' });
    const declared = await postForm(t.app, client, '/app/photo/upload', [
      { name: 'visitUuid', value: uuid },
      { name: 'perspective', value: 'face_front' },
      photoFile(Buffer.alloc(PHOTO_MAX_BYTES + 200 * 1024, 1)),
    ]);
    expect(declared.status).toBe(413);
    expect(declared.body.message).toBe(MESSAGES.photos.tooLarge);
    expect(await photoCount()).toBe(before);
  });

  it('refuses a missing file, a perspective the flow does not ask for, and a bad visit uuid', async () => {
    const { client, uuid } = await patientWithVisit('new-treatment-skin');
    const noFile = await postForm(t.app, client, `/api/visits/${uuid}/photos`, [{ name: 'perspective', value: 'face_front' }]);
    expect(noFile.status).toBe(422);
    expect(noFile.body.errors).toEqual({ file: [MESSAGES.photos.fileRequired] });
    const json = await client.post(`/api/visits/${uuid}/photos`, { perspective: 'face_front' });
    expect(json.status).toBe(422);
    for (const perspective of ['photo_id', 'scalp_top', 'nonsense', '']) {
      const response = await postForm(t.app, client, `/api/visits/${uuid}/photos`, [{ name: 'perspective', value: perspective }, photoFile(await smallPng())]);
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ perspective: ['The perspective field is invalid.'] });
    }
    const noVisit = await postForm(t.app, client, '/app/photo/upload', [{ name: 'perspective', value: 'face_front' }, photoFile(await smallPng())]);
    expect(noVisit.status).toBe(422);
    expect(noVisit.body.errors).toEqual({ visitUuid: ['The visitUuid field is invalid.'] });
    const unknownVisit = await postForm(t.app, client, '/app/photo/upload', [
      { name: 'visitUuid', value: '00000000-0000-4000-8000-000000000000' },
      { name: 'perspective', value: 'face_front' },
      photoFile(await smallPng()),
    ]);
    expect(unknownVisit.status).toBe(404);
  });

  it('refuses a form it cannot read (no, empty or overlong boundary, cut off) with 400, and U+0000 in a field with 422', async () => {
    const { client, uuid } = await patientWithVisit();
    const before = await photoCount();
    const cutOff = '--xyz\r\nContent-Disposition: form-data; name="perspective"\r\n\r\nface_fr';
    const broken: Array<[string, string]> = [
      ['multipart/form-data', 'abc'],
      ['multipart/form-data; boundary=', 'abc'],
      [`multipart/form-data; boundary=${'b'.repeat(300)}`, 'abc'],
      ['multipart/form-data; boundary=xyz', cutOff],
    ];
    for (const [contentType, payload] of broken) {
      const response = await postRaw(t.app, client, `/api/visits/${uuid}/photos`, contentType, payload);
      expect(response.status, contentType).toBe(400);
      expect(response.body).toEqual({ message: MESSAGES.photos.formUnreadable, code: 'BAD_REQUEST' });
    }
    const nul = await postForm(t.app, client, '/app/photo/upload', [
      { name: 'visitUuid', value: `${uuid}\u0000` },
      { name: 'perspective', value: 'face_front' },
      photoFile(await smallPng()),
    ]);
    expect(nul.status).toBe(422);
    expect(nul.body.errors).toEqual({ visitUuid: ['The visitUuid field contains a character that is not allowed.'] });
    expect(await photoCount()).toBe(before);
  });

  it('replaces the photo of a single-photo type, and allows up to five of a multiple type', async () => {
    const { client, uuid } = await patientWithVisit();
    const first = await postForm(t.app, client, `/api/visits/${uuid}/photos`, [{ name: 'perspective', value: 'face_right' }, photoFile(await smallPng(), 'a.png', 'image/png')]);
    const filesAfterFirst = await listFiles(uploads());
    const second = await postForm(t.app, client, `/api/visits/${uuid}/photos`, [{ name: 'perspective', value: 'face_right' }, photoFile(await smallPng(30, 30), 'b.png', 'image/png')]);
    expect(second.status).toBe(200);
    const visit = (await client.get(`/api/visits/${uuid}`)).body.data;
    expect(visit.photos.map((p: { id: number }) => p.id)).toEqual([second.body.data.id]);
    expect((await getBytes(t.app, client, first.body.data.localUrl)).status).toBe(404);
    // The replaced file is gone from storage; only the new one was added.
    expect((await listFiles(uploads())).length).toBe(filesAfterFirst.length);

    for (let i = 0; i < 5; i += 1) {
      const response = await postForm(t.app, client, `/api/visits/${uuid}/photos`, [{ name: 'perspective', value: 'skin_close_up' }, photoFile(await smallPng(10 + i, 10))]);
      expect(response.status).toBe(200);
    }
    const sixth = await postForm(t.app, client, `/api/visits/${uuid}/photos`, [{ name: 'perspective', value: 'skin_close_up' }, photoFile(await smallPng())]);
    expect(sixth.status).toBe(422);
    expect(sixth.body.message).toBe(MESSAGES.photos.tooMany);
    const photosNow = (await client.get(`/api/visits/${uuid}`)).body.data.photos;
    expect(photosNow.filter((p: { metadata: { photo_perspective: string } }) => p.metadata.photo_perspective === 'skin_close_up')).toHaveLength(5);
  });

  it('keeps one photo when two uploads of a single-photo type race', async () => {
    const { client, uuid } = await patientWithVisit();
    const png = await smallPng();
    const results = await Promise.all(
      [1, 2, 3].map(() => postForm(t.app, client, `/api/visits/${uuid}/photos`, [{ name: 'perspective', value: 'face_front' }, photoFile(png)])),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await client.get(`/api/visits/${uuid}`)).body.data.photos).toHaveLength(1);
  });

  it('needs a session', async () => {
    const { client, uuid } = await patientWithVisit();
    await client.post('/logout');
    const anonymous = await postForm(t.app, client, `/api/visits/${uuid}/photos`, [{ name: 'perspective', value: 'face_front' }, photoFile(await smallPng())]);
    expect(anonymous.status).toBe(401);
  });
});
