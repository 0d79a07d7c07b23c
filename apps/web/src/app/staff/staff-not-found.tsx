import { Link } from 'react-router';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';

const TEXT = STAFF_MESSAGES.staffApp;

/** A care-team address with no page (ADR 117), with the way to the member's start page. */
export function StaffNotFound({ home }: { home: '/care' | '/ops' | '/admin' }) {
  return (
    <section className="page page--narrow" aria-labelledby="staff-not-found-heading">
      <h1 id="staff-not-found-heading">{TEXT.notFoundHeading}</h1>
      <p>{TEXT.notFound}</p>
      <p>
        <Link to={home}>{TEXT.backToStart}</Link>
      </p>
    </section>
  );
}
