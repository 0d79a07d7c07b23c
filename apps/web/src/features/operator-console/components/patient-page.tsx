import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { OperatorCharge, OperatorRefund, PatientOverview } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { MESSAGES } from '@app/domain/messages';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { DashboardPage } from '../../../components/ui/dashboard-page';
import { usePatientData } from '../../../hooks/use-patient-data';
import { ApiError } from '../../../lib/api-client';
import { failureMessages } from '../../../lib/failure-messages';
import { browserTimeZone, zoneName } from '../../../lib/time-zones';
import { getPatientOverview, refundCharge } from '../api/operator-console-api';
import type { RunFix } from '../hooks/use-fix-form';
import { brandName, loadFailureText, patientTitle } from '../utils/console-text';
import { refundAnnouncement, refundOfKey } from '../utils/refund-form';
import { AccountSection, VisitsSection } from './account-section';
import { MessagesSection, ShipmentsSection, ThreadsSection } from './activity-sections';
import { ChargesSection, OrdersSection } from './money-sections';
import { PatientFixDialog, type PatientFix } from './patient-fix-dialog';
import { SectionLinks } from './section-links';
import { SubscriptionsSection } from './subscriptions-section';
import './operator-console.css';

const TEXT = STAFF_MESSAGES.opsPatient;

interface PatientPageProps {
  patientId: number;
  /** Where "Find a patient" leads: the search this patient was found by, when known. */
  searchPath?: string;
  timeZone?: string;
}

/**
 * `/ops/patients/{id}`: one patient as support sees them (ADR 119, 121): account, visits by
 * progress only, subscriptions with their history, orders, charges and refunds, parcels, message
 * metadata; and support's fixes, each in a dialog with a required reason. Each fix redraws the
 * page from the overview the server answers and says what changed in a live region; a refusal is
 * shown in the server's words, and after a conflict (409) the page is read again.
 */
export function PatientPage({
  patientId,
  searchPath = '/ops',
  timeZone = browserTimeZone(),
}: PatientPageProps) {
  const load = useCallback(() => getPatientOverview(patientId), [patientId]);
  const overview = usePatientData(load);
  const { reload, replace } = overview;
  const [fix, setFix] = useState<PatientFix | null>(null);
  const [notice, setNotice] = useState<{ text: string; isError: boolean } | null>(null);
  const [sendingRefundId, setSendingRefundId] = useState<number | null>(null);
  // Where focus goes after a fix whose button may be gone (a canceled subscription, a charge refunded in full).
  const focusAfterFix = useRef<HTMLElement | null>(null);

  const run: RunFix = useCallback(
    async (call, outcome) => {
      let next: PatientOverview;
      try {
        next = await call();
      } catch (error) {
        if (error instanceof ApiError && error.status === 409) {
          // Someone or something changed the patient meanwhile (a pending refund, a box billing): show it as it is now.
          reload();
        }
        throw error;
      }
      const { announcement, focusId } = outcome(next);
      focusAfterFix.current = focusId ? document.getElementById(focusId) : null;
      replace(next);
      setNotice({ text: announcement, isError: false });
      setFix(null);
    },
    [reload, replace],
  );

  const open = (next: PatientFix) => {
    focusAfterFix.current = null;
    setNotice(null);
    setFix(next);
  };

  async function sendAgain(charge: OperatorCharge, refund: OperatorRefund) {
    setSendingRefundId(refund.id);
    setNotice(null);
    try {
      const request = {
        amountCents: refund.amountCents,
        refundKey: refund.refundKey,
        reason: refund.reason,
      };
      await run(
        () => refundCharge(patientId, charge.id, request),
        (next) => ({
          announcement: refundAnnouncement(
            refundOfKey(next, charge.id, refund.refundKey),
            refund.amountCents,
          ),
        }),
      );
    } catch (error) {
      setNotice({
        text: failureMessages(error, MESSAGES.form.genericServerError).join(' '),
        isError: true,
      });
    } finally {
      setSendingRefundId(null);
    }
  }

  const data = overview.status === 'ready' ? overview.data : null;
  const loadError =
    overview.status === 'error' ? loadFailureText(overview.error, TEXT.loadError) : TEXT.loadError;
  return (
    <DashboardPage
      isWide
      headingId="ops-patient-heading"
      title={data ? patientTitle(data.account) : TEXT.loadingHeading}
      intro={
        data
          ? `${data.account.email} · ${brandName(data.account.brandId)} · #${data.account.id}`
          : ''
      }
      back={
        <Link to={searchPath} className="dashboard-page__back">
          ← {TEXT.back}
        </Link>
      }
      load={overview}
      text={{ loading: TEXT.loading, loadError, retry: STAFF_MESSAGES.opsCommon.retry }}
    >
      {data ? (
        <>
          <div role="status" className="ops-notice">
            {notice && !notice.isError ? notice.text : ''}
          </div>
          {notice?.isError ? (
            <p role="alert" className="ops-warning">
              {notice.text}
            </p>
          ) : null}
          <p className="card__note">
            {fillTemplate(STAFF_MESSAGES.opsCommon.zone, { zone: zoneName(timeZone) })}
          </p>
          <SectionLinks
            auditPath={`/ops/patients/${patientId}/audit`}
            patientName={patientTitle(data.account)}
          />
          <div className="ops-sections">
            <AccountSection
              account={data.account}
              timeZone={timeZone}
              onChangeAddress={() => open({ kind: 'address' })}
            />
            <VisitsSection visits={data.visits} timeZone={timeZone} />
            <SubscriptionsSection
              subscriptions={data.subscriptions}
              timeZone={timeZone}
              onFix={(kind, subscriptionId) => open({ kind, subscriptionId })}
            />
            <ChargesSection
              charges={data.charges}
              timeZone={timeZone}
              onRefund={(chargeId) => open({ kind: 'refund', chargeId })}
              onSendAgain={(charge, refund) => void sendAgain(charge, refund)}
              sendingRefundId={sendingRefundId}
            />
            <OrdersSection orders={data.orders} timeZone={timeZone} />
            <ShipmentsSection shipments={data.shipments} timeZone={timeZone} />
            <ThreadsSection threads={data.threads} timeZone={timeZone} />
            <MessagesSection
              messages={data.messages}
              timeZone={timeZone}
              onResend={(messageId) => open({ kind: 'resend', messageId })}
            />
          </div>
          {fix ? (
            <PatientFixDialog
              fix={fix}
              overview={data}
              patientId={patientId}
              timeZone={timeZone}
              run={run}
              onClose={() => setFix(null)}
              returnFocusRef={focusAfterFix}
            />
          ) : null}
        </>
      ) : null}
    </DashboardPage>
  );
}
