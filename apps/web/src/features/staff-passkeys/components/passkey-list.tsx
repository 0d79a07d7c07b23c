import { useCallback, useRef } from 'react';
import type { StaffPasskey } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { Button } from '../../../components/ui/button';
import { ScrollTable } from '../../../components/ui/scroll-table';
import { useFocusAfterChange } from '../../../hooks/use-focus-after-change';
import { staffTime } from '../../../lib/dates';
import { usePasskeyRemoval } from '../hooks/use-passkey-removal';

const TEXT = STAFF_MESSAGES.staffPasskeys;
const COLUMNS = [
  TEXT.columns.name,
  TEXT.columns.added,
  TEXT.columns.lastUsed,
  TEXT.columns.actions,
];

interface PasskeyListProps {
  passkeys: readonly StaffPasskey[];
  onRemoved: (passkeyId: number) => void;
  onStale: () => void;
}

/**
 * The member's passkeys, oldest first, each with when it was added and last used and its Remove
 * (named by the passkey: several rows have one); the outcome of a removal is said below.
 */
export function PasskeyList({ passkeys, onRemoved, onStale }: PasskeyListProps) {
  const { pendingId, notice, remove } = usePasskeyRemoval({ onRemoved, onStale });
  // A removed row takes its focused button with it: the outcome gets the focus, so a keyboard or
  // screen-reader user goes on from the list (ADR 139).
  const list = useRef<HTMLDivElement>(null);
  const focusTarget = useCallback(
    () =>
      Array.from(list.current?.querySelectorAll<HTMLElement>('.staff-passkeys__notice') ?? []).find(
        (element) => element.textContent,
      ),
    [],
  );
  useFocusAfterChange(passkeys.map(({ id }) => id).join(' '), focusTarget);

  return (
    <div ref={list} className="staff-passkeys__list">
      {passkeys.length === 0 ? (
        <p>{TEXT.empty}</p>
      ) : (
        <ScrollTable id="staff-passkeys" caption={TEXT.caption} columns={COLUMNS}>
          {passkeys.map((passkey) => (
            <tr key={passkey.id}>
              <th scope="row">{passkey.name}</th>
              <td>{staffTime(passkey.createdAt)}</td>
              <td>{passkey.lastUsedAt ? staffTime(passkey.lastUsedAt) : TEXT.neverUsed}</td>
              <td>
                <Button
                  variant="secondary"
                  aria-label={fillTemplate(TEXT.removeLabel, { name: passkey.name })}
                  isLoading={pendingId === passkey.id}
                  disabled={pendingId !== null && pendingId !== passkey.id}
                  onClick={() => void remove(passkey)}
                >
                  {TEXT.remove}
                </Button>
              </td>
            </tr>
          ))}
        </ScrollTable>
      )}
      {notice?.isFailure ? (
        <p
          className="staff-passkeys__notice staff-passkeys__notice--failure"
          role="alert"
          tabIndex={-1}
        >
          {notice.text}
        </p>
      ) : null}
      <p className="staff-passkeys__notice" role="status" tabIndex={-1}>
        {notice && !notice.isFailure ? notice.text : ''}
      </p>
    </div>
  );
}
