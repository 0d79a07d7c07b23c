import { US_STATES } from '@app/domain/constants';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';

const TEXT = STAFF_MESSAGES.careAvailability;
const stateName = (code: string) => US_STATES.find(([each]) => each === code)?.[1] ?? code;

/** The states the provider is licensed in (ADR 115), read only: operators change licences. */
export function LicensedStatesList({ states }: { states: readonly string[] }) {
  return (
    <section className="card care-hours__section" aria-labelledby="care-hours-licences-heading">
      <h2 id="care-hours-licences-heading">{TEXT.licensedHeading}</h2>
      <p className="card__note">{TEXT.licensedIntro}</p>
      {states.length === 0 ? (
        <p>{TEXT.licensedNone}</p>
      ) : (
        <ul className="care-hours__states">
          {states.map((code) => (
            <li key={code}>
              {stateName(code)} ({code})
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
