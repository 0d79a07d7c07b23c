import { useState, type FormEvent } from 'react';
import { CONSULTATION_LANGUAGES } from '@app/domain/constants';
import type { ProviderAvailability, WeeklyHoursRequest } from '@app/domain/contracts';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { SelectField } from '../../../components/ui/select-field';
import { browserTimeZone } from '../../../lib/time-zones';
import { saveWeeklyHours } from '../api/care-availability-api';
import { useHoursChange } from '../hooks/use-hours-change';
import { errorOf, weeklyErrors } from '../utils/hours-checks';
import {
  startingTimeZone,
  timeZoneOptions,
  toDraftRanges,
  toHoursRanges,
  type DraftRange,
} from '../utils/hours-drafts';
import { HoursRangesFieldset } from './hours-ranges-fieldset';
import { HoursSectionMessages } from './hours-section-messages';

const TEXT = STAFF_MESSAGES.careAvailability;
/** Monday first: the working week, then the weekend. */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;
const FIELD_KEYS = ['timeZone', 'languages', ...WEEK.map((weekday) => `weekly.${weekday}`)];
const LANGUAGES_ID = 'care-hours-languages';

interface WeeklyDraft {
  timeZone: string;
  days: Readonly<Record<number, readonly DraftRange[]>>;
  languages: readonly string[];
}

function draftOf(availability: ProviderAvailability, browserZone: string): WeeklyDraft {
  const days = Object.fromEntries(
    WEEK.map((weekday) => [
      weekday,
      toDraftRanges(availability.weekly.filter((range) => range.weekday === weekday)),
    ]),
  );
  return {
    timeZone: startingTimeZone(availability.timeZone, browserZone),
    days,
    languages: availability.languages,
  };
}

function requestOf(draft: WeeklyDraft): WeeklyHoursRequest {
  const weekly = WEEK.flatMap((weekday) =>
    toHoursRanges(draft.days[weekday] ?? []).map((range) => ({ weekday, ...range })),
  );
  return { timeZone: draft.timeZone, weekly, languages: [...draft.languages] };
}

interface WeeklyHoursFormProps {
  availability: ProviderAvailability;
  onSaved: (view: ProviderAvailability) => void;
}

/**
 * The week's hours (ADR 171): each weekday's ranges, the time zone they are in and the languages
 * the provider holds consultations in, saved whole. The draft is the form's own: another
 * section's change leaves it as typed; a save shows the hours as the server keeps them.
 */
export function WeeklyHoursForm({ availability, onSaved }: WeeklyHoursFormProps) {
  const [browserZone] = useState(browserTimeZone);
  const [draft, setDraft] = useState(() => draftOf(availability, browserZone));
  const { isSending, fieldErrors, problems, status, sectionRef, run, refuse } =
    useHoursChange<HTMLFormElement>(onSaved, FIELD_KEYS);
  const languagesError = errorOf(fieldErrors, 'languages');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const request = requestOf(draft);
    const errors = weeklyErrors(request);
    if (Object.keys(errors).length > 0) {
      refuse(errors);
      return;
    }
    const view = await run(() => saveWeeklyHours(request), TEXT.weeklySaved);
    if (view) {
      setDraft(draftOf(view, browserZone));
    }
  }

  function toggleLanguage(code: string, isChecked: boolean) {
    setDraft((current) => ({
      ...current,
      languages: isChecked
        ? [...current.languages, code]
        : current.languages.filter((each) => each !== code),
    }));
  }

  return (
    <form
      ref={sectionRef}
      className="card form care-form care-hours__weekly"
      aria-labelledby="care-hours-weekly-heading"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h2 id="care-hours-weekly-heading">{TEXT.weeklyHeading}</h2>
      <HoursSectionMessages status={status} problems={problems} />
      <SelectField
        id="care-hours-zone"
        label={TEXT.timeZone}
        options={timeZoneOptions(draft.timeZone, browserZone)}
        value={draft.timeZone}
        error={errorOf(fieldErrors, 'timeZone')}
        onChange={(event) => setDraft((current) => ({ ...current, timeZone: event.target.value }))}
      />
      {WEEK.map((weekday) => (
        <HoursRangesFieldset
          key={weekday}
          id={`care-hours-day-${weekday}`}
          day={TEXT.weekdays[weekday]}
          ranges={draft.days[weekday] ?? []}
          error={errorOf(fieldErrors, `weekly.${weekday}`)}
          onChange={(ranges) =>
            setDraft((current) => ({ ...current, days: { ...current.days, [weekday]: ranges } }))
          }
        />
      ))}
      <fieldset
        className="care-hours__day"
        aria-describedby={languagesError ? `${LANGUAGES_ID}-error` : undefined}
      >
        <legend>{TEXT.languages}</legend>
        <div className="care-hours__languages">
          {CONSULTATION_LANGUAGES.map((language) => (
            <label key={language.code} className="choice">
              <input
                type="checkbox"
                checked={draft.languages.includes(language.code)}
                aria-invalid={languagesError ? true : undefined}
                onChange={(event) => toggleLanguage(language.code, event.target.checked)}
              />
              {language.label}
            </label>
          ))}
        </div>
        <FieldError fieldId={LANGUAGES_ID} message={languagesError} />
      </fieldset>
      <Button type="submit" className="form__submit" isLoading={isSending}>
        {TEXT.saveWeekly}
      </Button>
    </form>
  );
}
