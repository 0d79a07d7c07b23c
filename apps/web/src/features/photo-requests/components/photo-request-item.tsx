import type { ReactNode } from 'react';
import type { PatientPhotoRequest } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { MESSAGES } from '@app/domain/messages';
import { patientDay } from '../../../lib/dates';
import './photo-requests.css';

const TEXT = MESSAGES.photoRequests;

interface PhotoRequestItemProps {
  request: PatientPhotoRequest;
  /** The visit in words ("skin treatment"), when the dashboard lists it. */
  visitName: string | null;
  /** The way to send the photos, given by the app. */
  children?: ReactNode;
}

/**
 * A provider's request for more photos on the dashboard's to-do list (issue 14 item 2, ADR 120):
 * what is asked, in the provider's words, and when.
 */
export function PhotoRequestItem({ request, visitName, children }: PhotoRequestItemProps) {
  return (
    <div className="photo-request">
      <p className="photo-request__task">
        <strong>{visitName ? fillTemplate(TEXT.task, { visit: visitName }) : TEXT.taskUnknownVisit}</strong>
      </p>
      <p className="photo-request__note">{fillTemplate(TEXT.note, { provider: request.providerName, note: request.note })}</p>
      <p className="photo-request__date">
        <time dateTime={request.requestedAt}>{fillTemplate(TEXT.askedOn, { date: patientDay(request.requestedAt) })}</time>
      </p>
      {children}
    </div>
  );
}
