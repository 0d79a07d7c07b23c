import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARE_REPLY_OVERDUE_HOURS } from '@app/domain/care';
import type { CareThreadView } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { readOutbox } from '../../test/messaging-test-kit';
import type { TestClient } from '../../test/test-client';
import { getBytes, photoFile, postForm, smallPng } from '../../test/kits/photo-test-kit';
import { patientWithVisit } from '../../test/kits/scheduling-test-kit';
import { insertMessage, insertThread } from './care-messages.repository';
import { signedInProvider } from '../../test/kits/care-portal-test-kit';

// Issue 14 item 3 (ADR 120): a patient and a provider exchange messages with photos both ways,
// the patient is told by email without the message's text, and a message waiting over 48 hours
// is flagged in the provider's queue.

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'teleskin-care-threads-'));
  t = await buildTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A patient of `state` with a thread started with one of their photos. */
async function patientThread(state = 'CA'): Promise<{ client: TestClient; email: string; thread: CareThreadView; patientId: number }> {
  const { client } = await patientWithVisit(t, { state });
  const me = (await client.get('/api/patient')).body.data as { id: number; email: string };
  const photo = await postForm(t.app, client, '/api/patient/care-message-photos', [photoFile(await smallPng())]);
  expect(photo.status, JSON.stringify(photo.body)).toBe(200);
  const started = await client.post('/api/patient/care-messages', { subject: 'A rash', body: 'A rash appeared on my cheek.', photoIds: [photo.body.data.photoId] });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return { client, email: me.email, thread: started.body.data as CareThreadView, patientId: me.id };
}

const uploadAnswerPhoto = async (provider: TestClient, threadId: number) => postForm(t.app, provider, `/api/care/threads/${threadId}/photos`, [photoFile(await smallPng(30, 30))]);

describe('a provider answering with a photo', () => {
  it("reads the patient's photo, answers with one of their own, and the patient reads it through their own link", async () => {
    const patient = await patientThread();
    const { client: provider } = await signedInProvider(t, ['CA']);
    const opened = await provider.get(`/api/care/threads/${patient.thread.id}`);
    expect(opened.status).toBe(200);
    const patientPhotoUrl = opened.body.data.messages[0].attachments[0].url as string;
    expect(patientPhotoUrl).toMatch(/^\/api\/care\/photos\/\d+\/file\?/);
    expect((await getBytes(t.app, provider, patientPhotoUrl)).status).toBe(200);

    const uploaded = await uploadAnswerPhoto(provider, patient.thread.id);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const photoId = uploaded.body.data.photoId as number;
    expect(uploaded.body.data.url).toMatch(new RegExp(`^/api/care/photos/${photoId}/file\\?`));
    expect((await getBytes(t.app, provider, uploaded.body.data.url as string)).status).toBe(200);

    const text = 'This looks like mild irritation. Compare it with the photo I marked.';
    const answered = await provider.post(`/api/care/threads/${patient.thread.id}/messages`, { body: text, photoIds: [photoId] });
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(answered.body.data.messages.at(-1).attachments).toEqual([{ photoId, url: expect.stringMatching(/^\/api\/care\/photos\//) }]);

    const seen = await patient.client.get(`/api/patient/care-messages/${patient.thread.id}`);
    const reply = (seen.body.data as CareThreadView).messages.at(-1)!;
    expect(reply).toMatchObject({ sender: 'provider', body: text, isUnread: true });
    expect(reply.attachments).toEqual([{ photoId, url: expect.stringContaining(`/api/photos/${photoId}/file?`) }]);
    const file = await getBytes(t.app, patient.client, reply.attachments[0]!.url);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toMatch(/^image\//);
    expect((seen.body.data as CareThreadView).messages[0]!.status).toBe('answered');

    // The care team's photo is its record: the patient can neither delete it nor send it as theirs.
    expect((await patient.client.request('DELETE', `/api/photos/${photoId}`)).status).toBe(404);
    const reuse = await patient.client.post(`/api/patient/care-messages/${patient.thread.id}/messages`, { body: 'Here it is back', photoIds: [photoId] });
    expect(reuse.status).toBe(404);
  });

  it("tells the patient by email with a link and none of the message's words", async () => {
    const patient = await patientThread();
    const { client: provider } = await signedInProvider(t, ['CA']);
    const text = 'Please stop the tretinoin for three nights.';
    expect((await provider.post(`/api/care/threads/${patient.thread.id}/messages`, { body: text })).status).toBe(200);
    const [notice, ...more] = await readOutbox(t, patient.email);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ channel: 'email', subject: expect.stringContaining('care team replied') });
    expect(notice!.body).toContain('/dashboard/message-provider');
    expect(notice!.body).not.toContain('tretinoin');
    expect(notice!.subject).not.toContain('tretinoin');
    expect(notice!.body).not.toContain('rash');
  });

  it("refuses a provider outside the patient's state, another thread's photo, and a photo sent twice", async () => {
    const patient = await patientThread('NY');
    const outside = await signedInProvider(t, ['CA']);
    const refused = await uploadAnswerPhoto(outside.client, patient.thread.id);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(STAFF_MESSAGES.carePortal.outsideLicence);

    const { client: provider } = await signedInProvider(t, ['CA', 'NY']);
    const other = await patientThread('CA');
    const forOther = (await uploadAnswerPhoto(provider, other.thread.id)).body.data.photoId as number;
    const wrongThread = await provider.post(`/api/care/threads/${patient.thread.id}/messages`, { body: 'Look at this', photoIds: [forOther] });
    expect(wrongThread.status).toBe(404);
    // The patient's own photo is not the care team's to send.
    const patientPhoto = patient.thread.messages[0]!.attachments[0]!.photoId;
    expect((await provider.post(`/api/care/threads/${patient.thread.id}/messages`, { body: 'Yours', photoIds: [patientPhoto] })).status).toBe(404);

    const mine = (await uploadAnswerPhoto(provider, patient.thread.id)).body.data.photoId as number;
    expect((await provider.post(`/api/care/threads/${patient.thread.id}/messages`, { body: 'First', photoIds: [mine] })).status).toBe(200);
    const twice = await provider.post(`/api/care/threads/${patient.thread.id}/messages`, { body: 'Again', photoIds: [mine] });
    expect(twice.status).toBe(422);
    expect(twice.body.errors).toEqual({ photoIds: [MESSAGES.careMessages.photoAlreadySent] });
    const thread = (await patient.client.get(`/api/patient/care-messages/${patient.thread.id}`)).body.data as CareThreadView;
    expect(thread.messages.map((message) => message.body)).toEqual(['A rash appeared on my cheek.', 'First']);
  });
});

describe('the queue flags a message waiting over 48 hours', () => {
  it(`flags a thread whose patient has waited more than ${CARE_REPLY_OVERDUE_HOURS} hours, not one waiting less, and none once answered`, async () => {
    const { client: provider } = await signedInProvider(t, ['OR']);
    const long = await patientWithVisit(t, { state: 'OR' });
    const short = await patientWithVisit(t, { state: 'OR' });
    const threadOf = async (client: TestClient, hours: number) => {
      const patientId = (await client.get('/api/patient')).body.data.id as number;
      const at = new Date(Date.now() - hours * 3_600_000);
      const thread = await insertThread(t.handle.db, { patientId, subject: `Waiting ${hours}h`, at });
      await insertMessage(t.handle.db, { threadId: thread.id, patientId, senderRole: 'patient', body: 'Hello?', createdAt: at });
      return thread.id;
    };
    const overdue = await threadOf(long.client, CARE_REPLY_OVERDUE_HOURS + 1);
    const recent = await threadOf(short.client, CARE_REPLY_OVERDUE_HOURS - 1);
    const queue = async () => (await provider.get('/api/care/queue')).body.data.threads.items as { threadId: number; isOverdue: boolean; waitingMinutes: number }[];
    const listed = await queue();
    expect(listed.map((thread) => [thread.threadId, thread.isOverdue])).toEqual([
      [overdue, true],
      [recent, false],
    ]);
    expect(listed[0]!.waitingMinutes).toBeGreaterThanOrEqual((CARE_REPLY_OVERDUE_HOURS + 1) * 60 - 1);

    expect((await provider.post(`/api/care/threads/${overdue}/messages`, { body: 'Sorry for the wait.' })).status).toBe(200);
    expect((await queue()).map((thread) => thread.threadId)).toEqual([recent]);
  });
});
