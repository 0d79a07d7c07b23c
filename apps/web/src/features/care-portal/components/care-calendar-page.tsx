import { Link } from 'react-router';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { DashboardPage } from '../../../components/ui/dashboard-page';
import { usePatientData } from '../../../hooks/use-patient-data';
import { getCareCalendar } from '../api/care-portal-api';
import { browserTimeZone, zoneName } from '../../../lib/time-zones';
import { groupByDay, languageName, timeOfDay } from '../utils/calendar-days';
import './care-portal.css';

const TEXT = STAFF_MESSAGES.careCalendar;
const MINUTE_MS = 60_000;

/**
 * `/care/calendar`: the provider's booked consultations of the next 14 days (ADR 117), by day in
 * the browser's time zone, which the page names: a provider reads times where they are.
 */
export function CareCalendarPage({ timeZone = browserTimeZone() }: { timeZone?: string }) {
  const calendar = usePatientData(getCareCalendar);
  const days = calendar.status === 'ready' ? groupByDay(calendar.data, timeZone) : [];
  return (
    <DashboardPage isWide headingId="care-calendar-heading" title={TEXT.heading} intro={TEXT.intro} load={calendar} text={TEXT}>
      <p className="care-calendar__zone">{fillTemplate(TEXT.zone, { zone: zoneName(timeZone) })}</p>
      {days.length === 0 ? <p>{TEXT.empty}</p> : null}
      {days.map((day) => (
        <section key={day.key} className="care-calendar__day" aria-labelledby={`care-day-${day.key}`}>
          <h2 id={`care-day-${day.key}`}>{day.label}</h2>
          <ul className="card-list">
            {day.entries.map((entry) => {
              const end = new Date(Date.parse(entry.startsAt) + entry.durationMinutes * MINUTE_MS).toISOString();
              return (
                <li key={entry.consultationId} className="card">
                  <div className="card__header">
                    <h3 className="card__title">{fillTemplate(TEXT.slot, { start: timeOfDay(entry.startsAt, timeZone), end: timeOfDay(end, timeZone) })}</h3>
                    <span className="card__status">{entry.patientName}</span>
                  </div>
                  <p className="card__note">{fillTemplate(TEXT.language, { language: languageName(entry.language) })}</p>
                  {entry.visitUuid ? (
                    <p>
                      <Link to={`/care/visits/${encodeURIComponent(entry.visitUuid)}`}>{fillTemplate(TEXT.openVisit, { name: entry.patientName })}</Link>
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </DashboardPage>
  );
}
