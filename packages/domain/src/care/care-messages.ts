import { fillTemplate } from '../formatting/fill-template';
import { CARE_TEAM_MESSAGES } from '../messages/care-team';
import { addFieldError, type FieldErrors } from '../validation/field-errors';

/**
 * Messages between a patient and the care team (issue 13 item 4, ADR 112): the limits both sides
 * check, and what a patient's own message shows as its status.
 */

/** A thread's subject, trimmed. */
export const CARE_SUBJECT_MAX_LENGTH = 120;
/** A message's text, trimmed: room for a long description, not for a pasted document. */
export const CARE_MESSAGE_MAX_LENGTH = 4000;
/** Photos one message may carry. */
export const CARE_MESSAGE_MAX_PHOTOS = 4;
/** Messages (new threads and replies) a patient may send per window. */
export const CARE_MESSAGES_PER_WINDOW = 20;
export const CARE_MESSAGE_WINDOW_MINUTES = 60;

/** A patient's message unanswered this long is flagged in the care team's queue (issue 14). */
export const CARE_REPLY_OVERDUE_HOURS = 48;

export const CARE_MESSAGE_SENDERS = ['patient', 'provider'] as const;
export type CareMessageSender = (typeof CARE_MESSAGE_SENDERS)[number];

/** Where a patient's message stands: sent, read by the care team, or answered. */
export const PATIENT_MESSAGE_STATUSES = ['sent', 'read', 'answered'] as const;
export type PatientMessageStatus = (typeof PATIENT_MESSAGE_STATUSES)[number];

interface ThreadMessage {
  sender: CareMessageSender;
  /** ISO instant; messages compare by it. */
  sentAt: string;
  /** When the other side read it; null while unread. */
  readAt: string | null;
}

/**
 * The status of a patient's message in its thread: answered once the care team wrote after it,
 * else read once the care team opened it, else sent. A provider's message has none (null).
 */
export function patientMessageStatus(message: ThreadMessage, thread: readonly ThreadMessage[]): PatientMessageStatus | null {
  if (message.sender !== 'patient') {
    return null;
  }
  const sentAt = Date.parse(message.sentAt);
  if (thread.some((other) => other.sender === 'provider' && Date.parse(other.sentAt) > sentAt)) {
    return 'answered';
  }
  return message.readAt === null ? 'sent' : 'read';
}

const TEXT = CARE_TEAM_MESSAGES.careMessages;

/**
 * What is wrong with a message before it is sent, per field (`subject` only for a new thread):
 * empty or too long texts once trimmed, too many photos. The page checks it before sending and
 * the server again, with the same words.
 */
export function careMessageFieldErrors(message: { subject?: string; body: string; photoCount: number }): FieldErrors {
  const errors: FieldErrors = {};
  if (message.subject !== undefined) {
    const subject = message.subject.trim();
    if (subject.length === 0) {
      addFieldError(errors, 'subject', TEXT.subjectRequired);
    } else if (subject.length > CARE_SUBJECT_MAX_LENGTH) {
      addFieldError(errors, 'subject', fillTemplate(TEXT.subjectTooLong, { max: CARE_SUBJECT_MAX_LENGTH }));
    }
  }
  const body = message.body.trim();
  if (body.length === 0) {
    addFieldError(errors, 'body', TEXT.bodyRequired);
  } else if (body.length > CARE_MESSAGE_MAX_LENGTH) {
    addFieldError(errors, 'body', fillTemplate(TEXT.bodyTooLong, { max: CARE_MESSAGE_MAX_LENGTH }));
  }
  if (message.photoCount > CARE_MESSAGE_MAX_PHOTOS) {
    addFieldError(errors, 'photoIds', fillTemplate(TEXT.tooManyPhotos, { max: CARE_MESSAGE_MAX_PHOTOS }));
  }
  return errors;
}
