import { describe, expect, it } from 'vitest';
import { CARE_MESSAGE_MAX_LENGTH, careMessageFieldErrors, patientMessageStatus } from './care-messages';

const patient = (sentAt: string, readAt: string | null = null) => ({ sender: 'patient' as const, sentAt, readAt });
const provider = (sentAt: string) => ({ sender: 'provider' as const, sentAt, readAt: null });

describe('patientMessageStatus', () => {
  it('is sent until the care team reads it, then read', () => {
    const unread = patient('2027-01-01T10:00:00Z');
    expect(patientMessageStatus(unread, [unread])).toBe('sent');
    const read = patient('2027-01-01T10:00:00Z', '2027-01-01T11:00:00Z');
    expect(patientMessageStatus(read, [read])).toBe('read');
  });

  it('is answered once a provider wrote after it, whether or not a read mark was recorded', () => {
    const question = patient('2027-01-01T10:00:00Z');
    const answer = provider('2027-01-01T12:00:00Z');
    expect(patientMessageStatus(question, [question, answer])).toBe('answered');
  });

  it('is not answered by a provider message written before it', () => {
    const earlier = provider('2027-01-01T09:00:00Z');
    const followUp = patient('2027-01-01T10:00:00Z');
    expect(patientMessageStatus(followUp, [earlier, followUp])).toBe('sent');
  });

  it('gives a provider message no status', () => {
    const answer = provider('2027-01-01T12:00:00Z');
    expect(patientMessageStatus(answer, [answer])).toBeNull();
  });
});

describe('careMessageFieldErrors', () => {
  it('accepts a message with a subject, a body and up to four photos', () => {
    expect(careMessageFieldErrors({ subject: ' Hi ', body: ' A question ', photoCount: 4 })).toEqual({});
  });

  it('names each field that is empty or too long once trimmed, and too many photos', () => {
    const errors = careMessageFieldErrors({ subject: '   ', body: 'x'.repeat(CARE_MESSAGE_MAX_LENGTH + 1), photoCount: 5 });
    expect(errors).toEqual({
      subject: ['Please enter a subject.'],
      body: [`Please keep your message to ${CARE_MESSAGE_MAX_LENGTH} characters or fewer.`],
      photoIds: ['You can attach up to 4 photos to one message.'],
    });
  });

  it('asks for no subject in a reply', () => {
    expect(careMessageFieldErrors({ body: '', photoCount: 0 })).toEqual({ body: ['Please write a message.'] });
  });
});
