import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { MESSAGES } from '@app/domain/messages/en';

const SECTIONS = [
  ['ops-account', MESSAGES.opsPatient.account.heading],
  ['ops-visits', MESSAGES.opsPatient.visits.heading],
  ['ops-subscriptions', MESSAGES.opsSubscriptions.heading],
  ['ops-charges', MESSAGES.opsMoney.chargesHeading],
  ['ops-orders', MESSAGES.opsMoney.ordersHeading],
  ['ops-shipments', MESSAGES.opsCare.shipmentsHeading],
  ['ops-threads', MESSAGES.opsCare.threadsHeading],
  ['ops-messages', MESSAGES.opsCare.messagesHeading],
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
    <nav className="ops-section-links" aria-label={MESSAGES.opsPatient.sections}>
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
            {MESSAGES.opsPatient.auditLink}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
