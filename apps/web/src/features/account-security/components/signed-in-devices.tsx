import { useCallback, useRef } from 'react';
import type { AccountSecurity, AccountSession } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { ACCOUNT_SECURITY_MESSAGES } from '@app/domain/messages';
import { Button } from '../../../components/ui/button';
import { useFocusAfterChange } from '../../../hooks/use-focus-after-change';
import { patientTime } from '../../../lib/dates';
import { useDeviceSignOut, type PendingSignOut } from '../hooks/use-device-sign-out';

const TEXT = ACCOUNT_SECURITY_MESSAGES.accountSecurity;

interface SignedInDevicesProps {
  sessions: readonly AccountSession[];
  onAnswer: (security: AccountSecurity) => void;
  onStale: () => void;
}

/**
 * The patient's signed-in devices in the server's order (this one first and marked, then the most
 * recently active), every other one with its own "Sign
 * out" (named by the device and when it was last active: several rows have one), and a way to
 * sign out of all the others. This device is never offered: Log out ends it.
 */
export function SignedInDevices({ sessions, onAnswer, onStale }: SignedInDevicesProps) {
  const { pending, notice, signOutOne, signOutOthers } = useDeviceSignOut({ onAnswer, onStale });
  const hasOthers = sessions.some((session) => !session.isCurrent);
  // A signed-out row takes its focused button with it: the outcome, or else the heading, gets the
  // focus, so a keyboard or screen-reader user goes on from the list (ADR 139).
  const section = useRef<HTMLElement>(null);
  const focusTarget = useCallback(() => {
    const notices = Array.from(
      section.current?.querySelectorAll<HTMLElement>('.account-security__notice') ?? [],
    );
    return notices.find((notice) => notice.textContent) ?? section.current?.querySelector('h2');
  }, []);
  useFocusAfterChange(sessions.map((session) => session.id).join(' '), focusTarget);

  return (
    <section ref={section} className="account-security__section" aria-labelledby="devices-heading">
      <h2 id="devices-heading" tabIndex={-1}>
        {TEXT.devicesHeading}
      </h2>
      <p>{TEXT.devicesIntro}</p>
      <ul className="devices">
        {sessions.map((session) => (
          <DeviceRow
            key={session.id}
            session={session}
            pending={pending}
            onSignOut={(device) =>
              void signOutOne(session.id, fillTemplate(TEXT.signedOutOne, { device }))
            }
          />
        ))}
      </ul>
      {hasOthers ? (
        <Button
          variant="secondary"
          className="devices__sign-out-others"
          isLoading={pending === 'others'}
          disabled={pending !== null && pending !== 'others'}
          onClick={() => void signOutOthers()}
        >
          {TEXT.signOutOthers}
        </Button>
      ) : (
        <p>{TEXT.noOthers}</p>
      )}
      {notice?.isFailure ? (
        <p
          className="account-security__notice account-security__notice--failure"
          role="alert"
          tabIndex={-1}
        >
          {notice.text}
        </p>
      ) : null}
      <p className="account-security__notice" role="status" tabIndex={-1}>
        {notice && !notice.isFailure ? notice.text : ''}
      </p>
    </section>
  );
}

function DeviceRow({
  session,
  pending,
  onSignOut,
}: {
  session: AccountSession;
  pending: PendingSignOut;
  onSignOut: (device: string) => void;
}) {
  const device = session.device.trim() || TEXT.unknownDevice;
  const lastSeen = patientTime(session.lastSeenAt);
  const isSigningOut = pending !== null && pending !== 'others' && pending.sessionId === session.id;
  return (
    <li className="card device">
      <div className="device__details">
        <h3 className="device__name">
          {device}
          {session.isCurrent ? (
            <>
              {' '}
              <span className="device__badge">{TEXT.thisDevice}</span>
            </>
          ) : null}
        </h3>
        <p className="device__time">
          {fillTemplate(TEXT.signedInAt, { date: patientTime(session.signedInAt) })}
        </p>
        <p className="device__time">{fillTemplate(TEXT.lastSeen, { date: lastSeen })}</p>
      </div>
      {session.isCurrent ? null : (
        <Button
          variant="secondary"
          className="device__sign-out"
          aria-label={fillTemplate(TEXT.signOutDevice, { device, date: lastSeen })}
          isLoading={isSigningOut}
          disabled={pending !== null && !isSigningOut}
          onClick={() => onSignOut(device)}
        >
          {TEXT.signOut}
        </Button>
      )}
    </li>
  );
}
