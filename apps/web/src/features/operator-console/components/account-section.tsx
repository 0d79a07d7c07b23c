import type { OperatorAccount, OperatorVisit } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { Button } from '../../../components/ui/button';
import { brandName, consoleCalendarDate, consoleTime, treatmentName } from '../utils/console-text';
import { ConsoleList, ConsoleSection, Terms } from './console-parts';

const TEXT = STAFF_MESSAGES.opsPatient;
const NONE = STAFF_MESSAGES.opsCommon.none;

/** "12 Main St, Apt 4, New York, NY 10001", or null when no street is on file. */
export function addressLine(address: OperatorAccount['address']): string | null {
  if (!address.address1) {
    return null;
  }
  const place = [address.state, address.zipcode].filter(Boolean).join(' ');
  return [address.address1, address.address2, address.city, place].filter(Boolean).join(', ');
}

/** The account as support needs it: contact, brand, address, date of birth, and the address fix. */
export function AccountSection({
  account,
  timeZone,
  onChangeAddress,
}: {
  account: OperatorAccount;
  timeZone: string;
  onChangeAddress: () => void;
}) {
  return (
    <ConsoleSection id="ops-account" title={TEXT.account.heading}>
      <Terms
        items={[
          { term: TEXT.account.email, detail: account.email },
          { term: TEXT.account.phone, detail: account.phone ?? NONE },
          { term: TEXT.account.brand, detail: brandName(account.brandId) },
          { term: TEXT.account.dateOfBirth, detail: account.dateOfBirth ? consoleCalendarDate(account.dateOfBirth) : NONE },
          {
            term: TEXT.account.address,
            detail: addressLine(account.address) ?? TEXT.account.noAddress,
          },
          { term: TEXT.account.joined, detail: consoleTime(account.createdAt, timeZone) },
          {
            term: TEXT.account.signupCompleted,
            detail: account.signupCompletedAt
              ? consoleTime(account.signupCompletedAt, timeZone)
              : TEXT.account.notYet,
          },
        ]}
      />
      <Button variant="secondary" onClick={onChangeAddress}>
        {TEXT.account.changeAddress}
      </Button>
    </ConsoleSection>
  );
}

/** Visits by their progress only: the answers, photos and ID are the provider's to read (ADR 119). */
export function VisitsSection({
  visits,
  timeZone,
}: {
  visits: readonly OperatorVisit[];
  timeZone: string;
}) {
  const visitText = TEXT.visits;
  const decision = (visit: OperatorVisit) =>
    visit.isDecided
      ? visitText.isDecided
      : visit.status === 'completed'
        ? visitText.waiting
        : visitText.notSent;
  return (
    <ConsoleSection id="ops-visits" title={visitText.heading}>
      <p className="card__note">{TEXT.noHealthData}</p>
      <ConsoleList
        items={visits}
        empty={visitText.empty}
        keyOf={(visit) => visit.uuid}
        render={(visit) => (
          <>
            <h3>
              {fillTemplate(visitText.title, {
                treatment: treatmentName(visit.treatmentCategory),
                flow: visit.flow,
              })}
            </h3>
            <Terms
              items={[
                { term: visitText.started, detail: consoleTime(visit.createdAt, timeZone) },
                {
                  term: visitText.completed,
                  detail: visit.completedAt
                    ? consoleTime(visit.completedAt, timeZone)
                    : visitText.statuses[visit.status],
                },
                { term: visitText.decided, detail: decision(visit) },
              ]}
            />
          </>
        )}
      />
    </ConsoleSection>
  );
}
