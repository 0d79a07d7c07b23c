import { useEffect, useRef } from 'react';
import type { StaffPasskey } from '@app/domain/contracts';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { DashboardPage } from '../../../components/ui/dashboard-page';
import { usePatientData } from '../../../hooks/use-patient-data';
import { getStaffPasskeys } from '../api/staff-passkeys-api';
import { AddPasskeyForm } from './add-passkey-form';
import { PasskeyList } from './passkey-list';
import './staff-passkeys.css';

const TEXT = STAFF_MESSAGES.staffPasskeys;

/**
 * `/staff/passkeys` (issue 34 item 3, ADR 172): the signed-in member's passkeys, whatever their
 * role, each with its Remove, and the form that adds one with a code of their authenticator.
 */
export function StaffPasskeysPage() {
  const passkeys = usePatientData(getStaffPasskeys);
  return (
    <DashboardPage
      isWide
      headingId="staff-passkeys-heading"
      title={TEXT.heading}
      intro={TEXT.intro}
      load={passkeys}
      text={TEXT}
    >
      {passkeys.status === 'ready' ? (
        <PasskeySections
          passkeys={passkeys.data}
          onChange={passkeys.replace}
          onStale={passkeys.reload}
        />
      ) : null}
    </DashboardPage>
  );
}

function PasskeySections({
  passkeys,
  onChange,
  onStale,
}: {
  passkeys: StaffPasskey[];
  onChange: (passkeys: StaffPasskey[]) => void;
  onStale: () => void;
}) {
  // An add and a removal may both be under way: each answer changes the list as it is then.
  const latest = useRef(passkeys);
  useEffect(() => {
    latest.current = passkeys;
  }, [passkeys]);

  function update(change: (current: StaffPasskey[]) => StaffPasskey[]) {
    latest.current = change(latest.current);
    onChange(latest.current);
  }

  return (
    <div className="staff-passkeys">
      <PasskeyList
        passkeys={passkeys}
        onRemoved={(passkeyId) => update((current) => current.filter(({ id }) => id !== passkeyId))}
        onStale={onStale}
      />
      <AddPasskeyForm onAdded={(passkey) => update((current) => [...current, passkey])} />
    </div>
  );
}
