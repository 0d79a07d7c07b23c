import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';

const SECTIONS = [
  ['ops-account', STAFF_MESSAGES.opsPatient.account.heading],
  ['ops-visits', STAFF_MESSAGES.opsPatient.visits.heading],
  ['ops-subscriptions', STAFF_MESSAGES.opsSubscriptions.heading],
  ['ops-charges', STAFF_MESSAGES.opsMoney.chargesHeading],
  ['ops-orders', STAFF_MESSAGES.opsMoney.ordersHeading],
  ['ops-shipments', STAFF_MESSAGES.opsCare.shipmentsHeading],
  ['ops-threads', STAFF_MESSAGES.opsCare.threadsHeading],
  ['ops-messages', STAFF_MESSAGES.opsCare.messagesHeading],
] as const;

/** Moves to a section's heading without a navigation: a hash change would scroll the screen to its top (ADR 094's scroll keeping). */
function goToSection(event: MouseEvent<HTMLAnchorElement>, id: string) {
  event.preventDefault();
  const heading = document.getElementById(`${id}-heading`);
  heading?.focus();
  heading?.scrollIntoView({ block: 'start' });
}

/** The patient page's own contents, and its audit history (a page of its own). */
export function SectionLinks({
  auditPath,
  patientName,
}: {
  auditPath: string;
  patientName: string;
}) {
  return (
    <nav className="ops-section-links" aria-label={STAFF_MESSAGES.opsPatient.sections}>
      <ul>
        {SECTIONS.map(([id, title]) => (
          <li key={id}>
            <a href={`#${id}`} onClick={(event) => goToSection(event, id)}>
              {title}
            </a>
          </li>
        ))}
        <li>
          <Link to={auditPath} state={{ patientName }}>
            {STAFF_MESSAGES.opsPatient.auditLink}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
