import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../db/schema/index';
import { appWithCapturedLogs } from '../../test/captured-logs';
import { TestClient } from '../../test/test-client';
import { multipartBody, photoFile, signedInPatient, smallPng } from '../../test/kits/photo-test-kit';

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

describe('requests refused for any reason', () => {
  it('log one request line each, with no warning and no stack trace', async () => {
    const t = app();
    const anonymous = new TestClient(t.app);
    const patient = await signedInPatient(t.app);
    lines.length = 0;
    const json = { 'content-type': 'application/json' };
    const statuses = [
      (await anonymous.get('/api/no-such-route')).status,
      (await anonymous.get('/api/patient')).status,
      (await t.app.inject({ method: 'POST', url: '/api/eligibility/evaluate', headers: { host: anonymous.host, ...json }, payload: '{not json' })).statusCode,
      (await patient.request('POST', '/api/visits', 'x'.repeat(70_000), { headers: json })).status,
      (await patient.request('POST', '/api/visits', 'a=b', { headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status,
      (await patient.request('POST', '/app/photo/upload', Buffer.from('--x\r\n'), { headers: { 'content-type': 'multipart/form-data; boundary=x' } })).status,
      (await patient.get('/api/ops/patients')).status,
      (await t.app.inject({ method: 'GET', url: '/api/brand', headers: { host: 'unknown.example' } })).statusCode,
    ];
    expect(statuses.every((status) => status >= 400 && status < 500)).toBe(true);
    const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(logged.filter((entry) => entry.level >= 40)).toEqual([]);
    expect(lines.join('')).not.toContain('stack');
    expect(logged.filter((entry) => entry.msg === 'request')).toHaveLength(statuses.length);
  });
});
