import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { visits } from '../../db/schema/index';
import type { TestApp } from '../build-test-app';
import { TestClient } from '../test-client';
import { signInAs } from '../staff-session';
import { photoFile, postForm, smallPng } from './photo-test-kit';
import type { SellingPatient } from './selection-test-kit';
import { trialPatient } from './subscription-test-kit';
import { createTestStaff, type TestStaffMember } from './staff-test-kit';
import type { SubscriptionView } from '@app/domain/contracts';

export interface ReviewablePatient {
  patient: SellingPatient;
  subscription: SubscriptionView;
  patientId: number;
  visitId: number;
}

/**
 * A patient in `state` who paid for a trial box and finished their visit (ADR 117's queue): a
 * face photo sent, and the visit marked completed `hoursAgo` hours ago, as the journey's end does.
 */
export async function reviewablePatient(t: TestApp, options: { state?: string; hoursAgo?: number; extraItemIds?: number[] } = {}): Promise<ReviewablePatient> {
  const { patient, subscription } = await trialPatient(t, { ...(options.state ? { state: options.state } : {}), ...(options.extraItemIds ? { extraItemIds: options.extraItemIds } : {}) });
  const upload = await postForm(t.app, patient.client, `/api/visits/${patient.uuid}/photos`, [{ name: 'perspective', value: 'face_front' }, photoFile(await smallPng())]);
  expect(upload.status, JSON.stringify(upload.body)).toBe(200);
  const completedAt = new Date(Date.now() - (options.hoursAgo ?? 1) * 3_600_000);
  const [visit] = await t.handle.db.update(visits).set({ completedAt }).where(eq(visits.uuid, patient.uuid)).returning();
  return { patient, subscription, patientId: visit!.patientId, visitId: visit!.id };
}

/** A provider licensed in `states`, signed in on a client of their own. */
export async function signedInProvider(t: TestApp, states: readonly string[] = ['CA']): Promise<{ client: TestClient; member: TestStaffMember }> {
  const member = await createTestStaff(t, 'provider', { states });
  const client = new TestClient(t.app);
  await signInAs(t, client, { role: 'provider', staffId: member.id });
  await client.get('/api/auth/csrf');
  return { client, member };
}
