import type { z } from 'zod';
import type { CareCalendarResponseSchema, CareDecisionRequest, CareTeamThreadSchema, CareVisitView, FormularyItem, ReviewQueue, ReviewQueueVisitsPage, WaitingThreadsPage, CareAttachment } from '@app/domain/contracts';
import { staffApiRequest } from '../../../lib/staff-api-client';

// The provider portal's calls (ADR 117); a 401 on any of them ends the staff session in the app.

export type CareCalendarEntry = z.infer<typeof CareCalendarResponseSchema>['data'][number];
export type CareTeamThread = z.infer<typeof CareTeamThreadSchema>;

const visitPath = (uuid: string) => `/api/care/visits/${encodeURIComponent(uuid)}`;

export async function getReviewQueue(): Promise<ReviewQueue> {
  return (await staffApiRequest<{ data: ReviewQueue }>('GET', '/api/care/queue')).data;
}

/** The queue's next page of visits, after the cursor the previous page ended at (ADR 127). */
export async function getQueueVisitsAfter(after: string): Promise<ReviewQueueVisitsPage> {
  return (await staffApiRequest<{ data: ReviewQueueVisitsPage }>('GET', `/api/care/queue/visits?after=${encodeURIComponent(after)}`)).data;
}

/** The queue's next page of waiting threads. */
export async function getQueueThreadsAfter(after: string): Promise<WaitingThreadsPage> {
  return (await staffApiRequest<{ data: WaitingThreadsPage }>('GET', `/api/care/queue/threads?after=${encodeURIComponent(after)}`)).data;
}

/** The visit as the provider reads it; the server audits the read. */
export async function getCareVisit(uuid: string): Promise<CareVisitView> {
  return (await staffApiRequest<{ data: CareVisitView }>('GET', visitPath(uuid))).data;
}

export async function getFormulary(): Promise<FormularyItem[]> {
  return (await staffApiRequest<{ data: FormularyItem[] }>('GET', '/api/care/formulary')).data;
}

/** Prescribes or declines each requested Rx; answers the visit with its decision. */
export async function decideCareVisit(uuid: string, decision: CareDecisionRequest): Promise<CareVisitView> {
  return (await staffApiRequest<{ data: CareVisitView }>('POST', `${visitPath(uuid)}/decision`, decision)).data;
}

/** Asks the patient for more photos; answers the visit with the open request. */
export async function requestMorePhotos(uuid: string, note: string): Promise<CareVisitView> {
  return (await staffApiRequest<{ data: CareVisitView }>('POST', `${visitPath(uuid)}/photo-request`, { note })).data;
}

/** The provider's booked consultations of the next 14 days (the server's default range). */
export async function getCareCalendar(): Promise<CareCalendarEntry[]> {
  return (await staffApiRequest<{ data: CareCalendarEntry[] }>('GET', '/api/care/calendar')).data;
}

/** A patient's thread; opening it marks the patient's messages read. */
export async function getCareTeamThread(threadId: number): Promise<CareTeamThread> {
  return (await staffApiRequest<{ data: CareTeamThread }>('GET', `/api/care/threads/${threadId}`)).data;
}

/** The provider's answer with the photos uploaded for it; the patient is emailed. Answers the thread with it. */
export async function answerCareTeamThread(threadId: number, answer: { body: string; photoIds: number[] }): Promise<CareTeamThread> {
  return (await staffApiRequest<{ data: CareTeamThread }>('POST', `/api/care/threads/${threadId}/messages`, answer)).data;
}

/** Uploads a photo for an answer in the thread (ADR 120); its id goes with the answer. */
export async function uploadCareTeamPhoto(threadId: number, file: File): Promise<CareAttachment> {
  const form = new FormData();
  form.append('file', file);
  return (await staffApiRequest<{ data: CareAttachment }>('POST', `/api/care/threads/${threadId}/photos`, form)).data;
}
