import type { ReactNode } from 'react';
import { ACCOUNT_SECURITY_MESSAGES } from '@app/domain/messages';
import { DashboardPage } from '../../../components/ui/dashboard-page';
import { usePatientData } from '../../../hooks/use-patient-data';
import { getAccountSecurity } from '../api/get-account-security';
import { PasswordSection } from './password-section';
import { SignedInDevices } from './signed-in-devices';
import './account-security.css';

const TEXT = ACCOUNT_SECURITY_MESSAGES.accountSecurity;

/**
 * `/dashboard/account` (issue 34 item 4, ADR 168): the devices the patient's account is signed in
 * on, each other one with a way to sign it out, and the password form. Every change answers with
 * the devices left, and the page is redrawn from that answer. `back` is the way back the app gives.
 */
export function AccountSecurityPage({ back }: { back?: ReactNode }) {
  const security = usePatientData(getAccountSecurity);
  return (
    <DashboardPage
      headingId="account-security-heading"
      title={TEXT.heading}
      back={back}
      load={security}
      text={TEXT}
    >
      {security.status === 'ready' ? (
        <div className="account-security">
          <SignedInDevices
            sessions={security.data.sessions}
            onAnswer={security.replace}
            onStale={security.reload}
          />
          <PasswordSection hasPassword={security.data.hasPassword} onChanged={security.replace} />
        </div>
      ) : null}
    </DashboardPage>
  );
}
