import type { ProviderAvailability } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { PROVIDER_HOURS_HORIZON_DAYS } from '@app/domain/scheduling';
import { DashboardPage } from '../../../components/ui/dashboard-page';
import { usePatientData } from '../../../hooks/use-patient-data';
import { browserTimeZone } from '../../../lib/time-zones';
import { getCareAvailability } from '../api/care-availability-api';
import { DateOverridesSection } from './date-overrides-section';
import { HoursConflictsList } from './hours-conflicts-list';
import { LicensedStatesList } from './licensed-states-list';
import { TimeOffSection } from './time-off-section';
import { WeeklyHoursForm } from './weekly-hours-form';
import './care-portal.css';

const TEXT = STAFF_MESSAGES.careAvailability;

/**
 * `/care/availability`: the provider's own hours (issue 34 item 1, ADR 171): the week's hours in
 * their zone with their languages, date overrides, time off, the states they are licensed in and
 * the booked consultations their hours leave out. Each change answers with the whole page, which
 * replaces what is shown.
 */
export function CareAvailabilityPage() {
  const availability = usePatientData(getCareAvailability);
  const data = availability.status === 'ready' ? availability.data : null;
  return (
    <DashboardPage
      isWide
      headingId="care-hours-heading"
      title={TEXT.heading}
      intro={fillTemplate(TEXT.intro, { days: data?.horizonDays ?? PROVIDER_HOURS_HORIZON_DAYS })}
      load={availability}
      text={TEXT}
    >
      {data ? <AvailabilitySections availability={data} onChanged={availability.replace} /> : null}
    </DashboardPage>
  );
}

function AvailabilitySections({
  availability,
  onChanged,
}: {
  availability: ProviderAvailability;
  onChanged: (view: ProviderAvailability) => void;
}) {
  return (
    <>
      {availability.timeZone === null ? (
        <p className="care-hours__notice">{TEXT.notSetUp}</p>
      ) : null}
      <div className="care-hours">
        <WeeklyHoursForm availability={availability} onSaved={onChanged} />
        <div className="care-hours__column">
          <HoursConflictsList
            conflicts={availability.conflicts}
            timeZone={availability.timeZone ?? browserTimeZone()}
          />
          <DateOverridesSection availability={availability} onChanged={onChanged} />
          <TimeOffSection availability={availability} onChanged={onChanged} />
          <LicensedStatesList states={availability.licensedStates} />
        </div>
      </div>
    </>
  );
}
