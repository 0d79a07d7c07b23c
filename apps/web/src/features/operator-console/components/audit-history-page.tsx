import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import type { AuditEventView, AuditHistory } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { Button } from '../../../components/ui/button';
import { DashboardPage } from '../../../components/ui/dashboard-page';
import { usePatientData } from '../../../hooks/use-patient-data';
import { failureMessages } from '../../../lib/failure-messages';
import { browserTimeZone, zoneName } from '../../../lib/time-zones';
import { getAuditHistory } from '../api/operator-console-api';
import {
  auditActionText,
  auditActorText,
  consoleTime,
  loadFailureText,
} from '../utils/console-text';
import { ScrollTable } from '../../../components/ui/scroll-table';
import './operator-console.css';

const TEXT = STAFF_MESSAGES.opsAudit;

/**
 * `/ops/patients/{id}/audit`: the patient's audit trail (ADR 116, 119), newest first: when (in the
 * operator's zone, which the page names), who (role and name), what in words (an action the console
 * does not know as it is stored), done or refused, the reason or refusal, and the address; "Older"
 * reads the next page. Reading it is on the trail too. The patient's name comes from the page that
 * linked here: the trail does not carry it, and reading the overview for it would add a row.
 */
export function AuditHistoryPage({
  patientId,
  patientName,
  timeZone = browserTimeZone(),
}: {
  patientId: number;
  patientName?: string | undefined;
  timeZone?: string;
}) {
  const load = useCallback(() => getAuditHistory(patientId, null), [patientId]);
  const audit = usePatientData(load);
  const name = patientName ?? fillTemplate(TEXT.patientNumber, { id: patientId });
  return (
    <DashboardPage
      isWide
      headingId="ops-audit-heading"
      title={`${TEXT.heading}: ${name}`}
      intro={fillTemplate(TEXT.intro, { name })}
      back={
        <Link to={`/ops/patients/${patientId}`} className="dashboard-page__back">
          ← {TEXT.back}
        </Link>
      }
      load={audit}
      text={{
        loading: TEXT.loading,
        loadError:
          audit.status === 'error' ? loadFailureText(audit.error, TEXT.loadError) : TEXT.loadError,
        retry: STAFF_MESSAGES.opsCommon.retry,
      }}
    >
      {audit.status === 'ready' ? (
        <AuditTrail
          key={patientId}
          patientId={patientId}
          name={name}
          first={audit.data}
          timeZone={timeZone}
        />
      ) : null}
    </DashboardPage>
  );
}

function AuditTrail({
  patientId,
  name,
  first,
  timeZone,
}: {
  patientId: number;
  name: string;
  first: AuditHistory;
  timeZone: string;
}) {
  const [events, setEvents] = useState<AuditEventView[]>(first.events);
  const [nextBeforeId, setNextBeforeId] = useState(first.nextBeforeId);
  const [isLoading, setIsLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function loadOlder() {
    if (nextBeforeId === null) {
      return;
    }
    setIsLoading(true);
    setError(null);
    try {
      const page = await getAuditHistory(patientId, nextBeforeId);
      setEvents((shown) => [...shown, ...page.events]);
      setNextBeforeId(page.nextBeforeId);
    } catch (failure) {
      setError(failureMessages(failure, TEXT.loadError).join(' '));
    } finally {
      setIsLoading(false);
    }
  }

  if (events.length === 0) {
    return <p>{TEXT.empty}</p>;
  }
  const columns = TEXT.columns;
  return (
    <>
      <p className="card__note">
        {fillTemplate(STAFF_MESSAGES.opsCommon.zone, { zone: zoneName(timeZone) })}
      </p>
      <ScrollTable id="ops-audit" caption={fillTemplate(TEXT.caption, { name })} isCaptionHidden>
        <thead>
          <tr>
            <th scope="col">{columns.when}</th>
            <th scope="col">{columns.who}</th>
            <th scope="col">{columns.what}</th>
            <th scope="col">{columns.outcome}</th>
            <th scope="col">{columns.reason}</th>
            <th scope="col">{columns.address}</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr
              key={event.id}
              className={event.outcome === 'refused' ? 'ops-audit__refused' : undefined}
            >
              <td>{consoleTime(event.occurredAt, timeZone)}</td>
              <td>{auditActorText(event)}</td>
              <td>{auditActionText(event.action)}</td>
              <td>
                {event.outcome === 'done' ? STAFF_MESSAGES.opsCommon.done : STAFF_MESSAGES.opsCommon.refused}
              </td>
              <td className="ops-audit__reason">{event.reason ?? ''}</td>
              <td>{event.ipAddress ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <p role="status" className="ops-trail-status">
        {isLoading ? TEXT.loadingOlder : nextBeforeId === null ? TEXT.end : ''}
      </p>
      {error ? (
        <p role="alert" className="ops-warning">
          {error}
        </p>
      ) : null}
      {nextBeforeId !== null ? (
        <Button variant="secondary" isLoading={isLoading} onClick={() => void loadOlder()}>
          {TEXT.older}
        </Button>
      ) : null}
    </>
  );
}
