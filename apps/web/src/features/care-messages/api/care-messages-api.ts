import type { CareAttachment, CareReplyRequest, CareThreads, CareThreadView, StartCareThreadRequest, CareReplyTime } from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';

// The patient's side of the messages with the care team (ADR 112).

export async function listCareThreads(): Promise<CareThreads> {
  return (await apiRequest<{ data: CareThreads }>('GET', '/api/patient/care-messages')).data;
}

/** Care-team messages not read yet (the dashboard link's count). */
export async function getUnreadCareMessageCount(): Promise<number> {
  return (await apiRequest<{ data: { unreadCount: number } }>('GET', '/api/patient/care-messages/unread')).data.unreadCount;
}

export async function getCareThread(threadId: number): Promise<CareThreadView> {
  return (await apiRequest<{ data: CareThreadView }>('GET', `/api/patient/care-messages/${threadId}`)).data;
}

/** Marks the care team's messages in a thread read; answers the unread count left. */
export async function markCareThreadRead(threadId: number): Promise<number> {
  return (await apiRequest<{ data: { unreadCount: number } }>('POST', `/api/patient/care-messages/${threadId}/read`, {})).data.unreadCount;
}

export async function startCareThread(request: StartCareThreadRequest): Promise<CareThreadView> {
  return (await apiRequest<{ data: CareThreadView }>('POST', '/api/patient/care-messages', request)).data;
}

export async function replyToCareThread(threadId: number, request: CareReplyRequest): Promise<CareThreadView> {
  return (await apiRequest<{ data: CareThreadView }>('POST', `/api/patient/care-messages/${threadId}/messages`, request)).data;
}

/** Uploads a photo through the upload pipeline; its id goes with the message. */
export async function uploadCareMessagePhoto(file: File): Promise<CareAttachment> {
  const form = new FormData();
  form.append('file', file);
  return (await apiRequest<{ data: CareAttachment }>('POST', '/api/patient/care-message-photos', form)).data;
}

/** The care team's usual reply time in minutes, or null while there are too few answers to tell (ADR 120). */
export async function getUsualReplyMinutes(): Promise<number | null> {
  return (await apiRequest<{ data: CareReplyTime }>('GET', '/api/patient/care-messages/reply-time')).data.usualReplyMinutes;
}
