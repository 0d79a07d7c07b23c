import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../db/schema/index';
import { appWithCapturedLogs } from '../../test/captured-logs';
import { multipartBody, photoFile, signedInPatient, smallPng } from './photo-test-kit';

// Issue 28 item 6: an upload refused before it reaches the route (no CSRF header: 419) still fires
// photo-upload-failed (000 §8), and the log says one request line, with no warning or stack.

const { lines, app } = appWithCapturedLogs();

describe('an upload refused for its missing CSRF header', () => {
  it.each(['/app/photo/upload', '/api/visits/{uuid}/photos'])('answers 419 at %s, records the failure and logs no stack trace', async (route) => {
    const t = app();
    const client = await signedInPatient(t.app);
    const uuid = (await client.post('/api/visits', { flow: 'skin-signup' })).body.data.uuid as string;
    const { payload, contentType } = multipartBody([
      { name: 'perspective', value: 'face_front' },
      { name: 'visitUuid', value: uuid },
      photoFile(await smallPng(), 'photo.png', 'image/png'),
    ]);
    lines.length = 0;
    const before = await t.handle.db.select().from(analyticsEvents).where(eq(analyticsEvents.name, 'photo_upload_failed'));

    const response = await t.app.inject({
      method: 'POST',
      url: route.replace('{uuid}', uuid),
      payload,
      headers: { host: client.host, 'content-type': contentType, cookie: `teleskin_session=${client.cookie('teleskin_session')}` },
    });

    expect(response.statusCode).toBe(419);
    const events = await t.handle.db.select().from(analyticsEvents).where(eq(analyticsEvents.name, 'photo_upload_failed'));
    expect(events.slice(before.length).map((event) => event.properties)).toEqual([{ status: 419, code: 'CSRF_MISMATCH' }]);
    const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string; status?: number });
    expect(logged.map((entry) => [entry.level, entry.msg, entry.status])).toEqual([[30, 'request', 419]]);
    expect(lines.join('')).not.toContain('stack');
  });
});
