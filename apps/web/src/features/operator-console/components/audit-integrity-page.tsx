import { useEffect, useState } from 'react';
import type { AuditIntegrity, AuditVerificationView } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { Button } from '../../../components/ui/button';
import { DashboardPage } from '../../../components/ui/dashboard-page';
import { usePatientData } from '../../../hooks/use-patient-data';
import { browserTimeZone } from '../../../lib/time-zones';
import { getAuditIntegrity, requestAuditVerification } from '../api/operator-console-api';
import { brokenLinkText, requesterText, verificationOutcome } from '../utils/audit-integrity-text';
import { consoleTime } from '../utils/console-text';
import { ScrollTable } from '../../../components/ui/scroll-table';
import './operator-console.css';

const TEXT = STAFF_MESSAGES.opsAuditIntegrity;
/** How often the page asks again while a walk is queued or running. */
export const AUDIT_POLL_MS = 2000;

/**
 * `/ops/audit-integrity` (issue 28 item 2, ADR 133): the last walk of the audit trail's hash chains
 * with its first broken link, and a new walk on request. The walk reads every row, so it runs as a
 * job; while one is queued the page asks again until it has finished.
 */
export function AuditIntegrityPage({ timeZone = browserTimeZone() }: { timeZone?: string }) {
  const integrity = usePatientData(getAuditIntegrity);
  const [isAsking, setIsAsking] = useState(false);
  const [askError, setAskError] = useState('');
  const data = integrity.status === 'ready' ? integrity.data : undefined;
  const isQueued = data?.isQueued === true;
  const { reload, replace } = integrity;

  // Asked again after each answer that still says queued.
  useEffect(() => {
    if (!isQueued) {
      return undefined;
    }
    const timer = setTimeout(reload, AUDIT_POLL_MS);
    return () => clearTimeout(timer);
  }, [isQueued, data, reload]);

  async function verifyNow() {
    setIsAsking(true);
    setAskError('');
    try {
      replace(await requestAuditVerification());
    } catch {
      setAskError(TEXT.verifyError);
    } finally {
      setIsAsking(false);
    }
  }

  return (
    <DashboardPage
      isWide
      headingId="ops-audit-integrity-heading"
      title={TEXT.heading}
      intro={TEXT.intro}
      load={integrity}
      text={{ loading: TEXT.loading, loadError: TEXT.loadError, retry: STAFF_MESSAGES.opsCommon.retry }}
    >
      {data ? <LastVerification integrity={data} timeZone={timeZone} /> : null}
      <div className="ops-actions">
        <Button onClick={() => void verifyNow()} disabled={isAsking || isQueued} aria-busy={isAsking || undefined}>
          {TEXT.verify}
        </Button>
      </div>
      <p role="status" className="ops-notice">
        {isQueued ? TEXT.queued : ''}
      </p>
      {askError ? <p role="alert" className="ops-integrity ops-integrity--broken">{askError}</p> : null}
    </DashboardPage>
  );
}

function LastVerification({ integrity, timeZone }: { integrity: AuditIntegrity; timeZone: string }) {
  const { latest } = integrity;
  if (!latest) {
    return <p>{TEXT.never}</p>;
  }
  const finished = fillTemplate(TEXT.finished, {
    time: consoleTime(latest.finishedAt, timeZone),
    rows: latest.rowsChecked.toLocaleString('en-US'),
    checkpoints: latest.checkpointsChecked.toLocaleString('en-US'),
    who: requesterText(latest.requestedBy),
  });
  return (
    <>
      <p>{finished}</p>
      {latest.brokenLinks.length === 0 ? (
        <p className="ops-integrity ops-integrity--whole">{verificationOutcome(latest)}</p>
      ) : (
        <>
          <p role="alert" className="ops-integrity ops-integrity--broken">
            {verificationOutcome(latest)}
          </p>
          <BrokenLinks verification={latest} />
        </>
      )}
    </>
  );
}

function BrokenLinks({ verification }: { verification: AuditVerificationView }) {
  const none = STAFF_MESSAGES.opsCommon.none;
  return (
    <ScrollTable id="ops-broken-links" caption={TEXT.caption}>
      <thead>
        <tr>
          <th scope="col">{TEXT.columns.chain}</th>
          <th scope="col">{TEXT.columns.place}</th>
          <th scope="col">{TEXT.columns.row}</th>
          <th scope="col">{TEXT.columns.problem}</th>
        </tr>
      </thead>
      <tbody>
        {verification.brokenLinks.map((link, index) => (
          <tr key={`${link.problem}:${link.chainId}:${link.chainSeq}:${link.eventId}:${index}`}>
            <td>{link.chainId ?? none}</td>
            <td>{link.chainSeq ?? none}</td>
            <td>{link.eventId ?? none}</td>
            <td>{brokenLinkText(link)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
