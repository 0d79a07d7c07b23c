import type { HoursConflict } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { formatConsultationDate, formatTimeWindow } from '@app/domain/scheduling';

const TEXT = STAFF_MESSAGES.careAvailability;

/** "Tuesday, December 1, 2026, 9:00 AM – 9:15 AM EST": when a consultation is, in the provider's zone. */
function consultationTime(startsAt: string, timeZone: string): string {
  const seconds = Date.parse(startsAt) / 1000;
  return `${formatConsultationDate(seconds, timeZone)}, ${formatTimeWindow(seconds, timeZone)}`;
}

/**
 * Booked consultations the provider's hours no longer cover (ADR 171): they stay booked, listed
 * here for the provider to keep or have moved, in the zone of the provider's hours.
 */
export function HoursConflictsList({
  conflicts,
  timeZone,
}: {
  conflicts: readonly HoursConflict[];
  timeZone: string;
}) {
  return (
    <section className="card care-hours__section" aria-labelledby="care-hours-conflicts-heading">
      <h2 id="care-hours-conflicts-heading">{TEXT.conflictsHeading}</h2>
      {conflicts.length === 0 ? (
        <p>{TEXT.conflictsNone}</p>
      ) : (
        <>
          <p className="card__note">{TEXT.conflictsIntro}</p>
          <ul className="care-hours__conflicts">
            {conflicts.map((conflict) => (
              <li key={conflict.consultationId}>
                <time dateTime={conflict.startsAt}>
                  {fillTemplate(TEXT.conflictAt, {
                    date: consultationTime(conflict.startsAt, timeZone),
                  })}
                </time>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
