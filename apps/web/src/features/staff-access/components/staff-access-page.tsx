import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { StaffMember } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { firstFieldError } from '@app/domain/validation';
import { LoadStatus } from '../../../components/ui/load-status';
import { usePatientData } from '../../../hooks/use-patient-data';
import { isValidationError } from '../../../lib/api-client';
import { staffTime } from '../../../lib/dates';
import { readAccessLink } from '../api/staff-access-api';
import { StaffAccessForm } from './staff-access-form';
import './staff-access.css';

const TEXT = STAFF_MESSAGES.staffAccess;

/** The server's words on a dead link (a 422 under `token`), if that is why the read failed. */
const invalidLinkText = (error: unknown): string | undefined =>
  isValidationError(error) ? (firstFieldError(error.errors, 'token') ?? error.message) : undefined;

/**
 * `/staff/access?token=…` (ADR 170), which an invitation, an authenticator reset and a password
 * reset email all open: reading the link changes nothing (mail scanners open links too); the form
 * uses it once and signs the browser in. A used, expired or revoked link says so, with the way to
 * sign in. The token stays in the address, so a reload shows the page again.
 */
export function StaffAccessPage({
  onSignedIn,
}: {
  onSignedIn: (member: StaffMember) => void | Promise<void>;
}) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const link = usePatientData(useCallback(() => readAccessLink(token), [token]));
  const [invalidText, setInvalidText] = useState<string | null>(null);
  const deadLinkText =
    invalidText ?? (link.status === 'error' ? invalidLinkText(link.error) : undefined);

  if (deadLinkText) {
    return (
      <section className="page page--narrow" aria-labelledby="staff-access-heading">
        <h1 id="staff-access-heading">{TEXT.invalidHeading}</h1>
        <p role="alert">{deadLinkText}</p>
        <p>
          <Link to="/staff/sign-in">{TEXT.signIn}</Link>
        </p>
      </section>
    );
  }
  if (link.status !== 'ready') {
    return (
      <section className="page page--narrow" aria-busy={link.status === 'loading'}>
        <LoadStatus
          status={link.status}
          loadingText={TEXT.loading}
          errorText={TEXT.loadError}
          retryText={TEXT.retry}
          onRetry={link.reload}
        />
      </section>
    );
  }
  const { kind, name, email, expiresAt } = link.data;
  return (
    <section className="page page--narrow" aria-labelledby="staff-access-heading">
      <h1 id="staff-access-heading">{TEXT.headings[kind]}</h1>
      <p className="page__intro">{fillTemplate(TEXT.intros[kind], { name, email })}</p>
      <p>{fillTemplate(TEXT.expires, { date: staffTime(expiresAt) })}</p>
      <StaffAccessForm
        token={token}
        link={link.data}
        onInvalid={setInvalidText}
        onSignedIn={onSignedIn}
      />
    </section>
  );
}
