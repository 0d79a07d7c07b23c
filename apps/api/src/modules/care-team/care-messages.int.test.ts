import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARE_MESSAGE_MAX_LENGTH, CARE_MESSAGES_PER_WINDOW } from '@app/domain/care';
import type { CareThreads, CareThreadView } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { readOutbox } from '../../test/messaging-test-kit';
import type { TestClient } from '../../test/test-client';
import { getBytes, photoFile, postForm, smallPng } from '../../test/kits/photo-test-kit';
import { createMessageSealer } from '../messaging/message-sealer';
import { addAvailability, patientWithVisit } from '../../test/kits/scheduling-test-kit';
import { markReadByCareTeam, replyAsCareTeam, type CareTeamReplyDeps } from './care-team-replies.service';

// Issue 13 item 4 (ADR 112): threads between a patient and the care team, stored in PostgreSQL,
// with photos through the upload pipeline, unread counts, read marks and statuses.

const TEXT = MESSAGES.careMessages;
let t: TestApp;
let dataDir: string;
let providerId: number;
let replies: CareTeamReplyDeps;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'teleskin-care-'));
  t = await buildTestApp({ DATA_DIR: dataDir });
  providerId = (await addAvailability(t, { providerName: 'Dr. Noor Answers', from: '2027-06-01', to: '2027-06-01' })).providerId;
  replies = { db: t.handle.db, email: t.adapters.email, sealer: createMessageSealer(t.secret), patientAppOrigin: () => 'http://localhost:3000' };
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function patient(): Promise<{ client: TestClient; email: string }> {
  const { client } = await patientWithVisit(t);
  return { client, email: (await client.get('/api/patient')).body.data.email as string };
}

async function uploadPhoto(client: TestClient): Promise<number> {
  const response = await postForm(t.app, client, '/api/patient/care-message-photos', [photoFile(await smallPng())]);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data.photoId as number;
}

async function startThread(client: TestClient, extra: Record<string, unknown> = {}): Promise<CareThreadView> {
  const response = await client.post('/api/patient/care-messages', { subject: 'Tingling', body: 'Is a tingle normal?', ...extra });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as CareThreadView;
}

async function threads(client: TestClient): Promise<CareThreads> {
  const response = await client.get('/api/patient/care-messages');
  expect(response.status).toBe(200);
  return response.body.data as CareThreads;
}

async function thread(client: TestClient, id: number): Promise<CareThreadView> {
  const response = await client.get(`/api/patient/care-messages/${id}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as CareThreadView;
}

const unread = async (client: TestClient) => (await client.get('/api/patient/care-messages/unread')).body.data.unreadCount as number;

describe('a thread with the care team', () => {
  it('starts with a photo, is answered by a provider with an email, counts unread until opened, and shows each status', async () => {
    const { client, email } = await patient();
    expect(await threads(client)).toEqual({ unreadCount: 0, threads: [] });
    const photoId = await uploadPhoto(client);
    const started = await startThread(client, { subject: '  Tingling  ', body: '  Is a tingle normal?  ', photoIds: [photoId] });
    expect(started.subject).toBe('Tingling');
    const [question] = started.messages;
    expect(question).toMatchObject({ sender: 'patient', body: 'Is a tingle normal?', status: 'sent', isUnread: false, providerName: null });
    expect(question!.attachments).toEqual([{ photoId, url: expect.stringContaining(`/api/photos/${photoId}/file?`) }]);
    // The link serves the converted photo to its owner.
    const file = await getBytes(t.app, client, question!.attachments[0]!.url);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toMatch(/^image\//);

    await markReadByCareTeam(t.handle.db, started.id);
    expect((await thread(client, started.id)).messages[0]!.status).toBe('read');

    await replyAsCareTeam(replies, { threadId: started.id, providerId, body: 'Yes, a mild tingle is common at first.' });
    expect(await unread(client)).toBe(1);
    const listed = await threads(client);
    expect(listed.unreadCount).toBe(1);
    expect(listed.threads).toEqual([{ id: started.id, subject: 'Tingling', lastMessageAt: expect.any(String), messageCount: 2, unreadCount: 1 }]);
    const answered = await thread(client, started.id);
    expect(answered.messages.map((message) => [message.sender, message.status, message.isUnread, message.providerName])).toEqual([
      ['patient', 'answered', false, null],
      ['provider', null, true, 'Dr. Noor Answers'],
    ]);
    const [notice] = await readOutbox(t, email);
    expect(notice).toMatchObject({ channel: 'email', subject: expect.stringContaining('care team replied') });
    expect(notice!.body).toContain('http://localhost:3000/dashboard/message-provider');
    expect(notice!.body).not.toContain('mild tingle');

    const read = await client.post(`/api/patient/care-messages/${started.id}/read`, {});
    expect(read.status).toBe(200);
    expect(read.body.data.unreadCount).toBe(0);
    expect((await thread(client, started.id)).messages[1]!.isUnread).toBe(false);
    expect((await threads(client)).threads[0]!.unreadCount).toBe(0);
  });

  it('takes the patient’s replies, newest activity first in the list', async () => {
    const { client } = await patient();
    const first = await startThread(client, { subject: 'First' });
    const second = await startThread(client, { subject: 'Second' });
    const reply = await client.post(`/api/patient/care-messages/${first.id}/messages`, { body: 'One more thing.' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect((reply.body.data as CareThreadView).messages.map((message) => message.body)).toEqual(['Is a tingle normal?', 'One more thing.']);
    expect((await threads(client)).threads.map((row) => row.id)).toEqual([first.id, second.id]);
  });

  it('refuses empty and too long texts, too many photos and a photo sent before, with clear messages', async () => {
    const { client } = await patient();
    const empty = await client.post('/api/patient/care-messages', { subject: '   ', body: '' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ subject: [TEXT.subjectRequired], body: [TEXT.bodyRequired] });
    expect(empty.body.message).toContain(TEXT.subjectRequired);
    const long = await client.post('/api/patient/care-messages', { subject: 'Long', body: 'x'.repeat(CARE_MESSAGE_MAX_LENGTH + 1) });
    expect(long.status).toBe(422);
    expect(long.body.message).toContain(`${CARE_MESSAGE_MAX_LENGTH} characters`);
    const five = await client.post('/api/patient/care-messages', { subject: 'Photos', body: 'Five', photoIds: [1, 2, 3, 4, 5] });
    expect(five.status).toBe(422);
    expect(five.body.errors.photoIds).toEqual([expect.stringContaining('up to 4 photos')]);

    const photoId = await uploadPhoto(client);
    const started = await startThread(client, { photoIds: [photoId] });
    const again = await client.post(`/api/patient/care-messages/${started.id}/messages`, { body: 'Again', photoIds: [photoId] });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(TEXT.photoAlreadySent);
    expect((await thread(client, started.id)).messages).toHaveLength(1);

    const notAPhoto = await postForm(t.app, client, '/api/patient/care-message-photos', [photoFile(Buffer.from('not an image'))]);
    expect(notAPhoto.status).toBe(422);
    expect(notAPhoto.body.message).toBe(MESSAGES.photos.unsupportedType);
  });

  it("keeps another patient out of a thread and its photos: 404, nothing shown, nothing changed", async () => {
    const owner = await patient();
    const photoId = await uploadPhoto(owner.client);
    const started = await startThread(owner.client, { photoIds: [photoId] });
    await replyAsCareTeam(replies, { threadId: started.id, providerId, body: 'An answer.' });
    const other = await patient();
    expect((await other.client.get(`/api/patient/care-messages/${started.id}`)).status).toBe(404);
    expect((await other.client.post(`/api/patient/care-messages/${started.id}/read`, {})).status).toBe(404);
    expect((await other.client.post(`/api/patient/care-messages/${started.id}/messages`, { body: 'Hello' })).status).toBe(404);
    expect((await threads(other.client)).threads).toEqual([]);
    // Attaching the owner's photo (uploaded, not yet sent) to the other patient's own message: 404.
    const ownersUnsent = await uploadPhoto(owner.client);
    const stolen = await other.client.post('/api/patient/care-messages', { subject: 'Mine', body: 'Mine', photoIds: [ownersUnsent] });
    expect(stolen.status).toBe(404);
    expect(await getBytes(t.app, other.client, (await thread(owner.client, started.id)).messages[0]!.attachments[0]!.url)).toMatchObject({ status: 403 });
    expect(await unread(owner.client)).toBe(1);
    expect((await thread(owner.client, started.id)).messages).toHaveLength(2);
  });

  it('limits how many messages a patient sends in a window', async () => {
    const { client } = await patient();
    const first = await startThread(client);
    for (let sent = 1; sent < CARE_MESSAGES_PER_WINDOW; sent += 1) {
      expect((await client.post(`/api/patient/care-messages/${first.id}/messages`, { body: `Message ${sent}` })).status).toBe(200);
    }
    const refused = await client.post(`/api/patient/care-messages/${first.id}/messages`, { body: 'One too many' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(TEXT.tooManyMessages);
    expect((await thread(client, first.id)).messages).toHaveLength(CARE_MESSAGES_PER_WINDOW);
  });

  it('refuses a care-team reply to a missing thread or from an unknown provider, and an empty one', async () => {
    const { client } = await patient();
    const started = await startThread(client);
    await expect(replyAsCareTeam(replies, { threadId: 999_999, providerId, body: 'Hi' })).rejects.toMatchObject({ status: 404 });
    await expect(replyAsCareTeam(replies, { threadId: started.id, providerId: 999_999, body: 'Hi' })).rejects.toMatchObject({ status: 404 });
    await expect(replyAsCareTeam(replies, { threadId: started.id, providerId, body: '  ' })).rejects.toMatchObject({ status: 422 });
    expect(await unread(client)).toBe(0);
  });
});
