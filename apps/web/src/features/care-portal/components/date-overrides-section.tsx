import { useState, type FormEvent } from 'react';
import type { ProviderAvailability } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/text-field';
import { removeDateOverride, saveDateOverride } from '../api/care-availability-api';
import { useHoursChange } from '../hooks/use-hours-change';
import { errorOf, overrideErrors } from '../utils/hours-checks';
import {
  addedRange,
  dayInWords,
  rangeText,
  toHoursRanges,
  type DraftRange,
} from '../utils/hours-drafts';
import { HoursRangesFieldset } from './hours-ranges-fieldset';
import { HoursEntriesSection, useEntryRemoval } from './hours-entries-section';

const TEXT = STAFF_MESSAGES.careAvailability;
const FIELD_KEYS = ['day', 'hours'];

interface DateOverridesSectionProps {
  availability: ProviderAvailability;
  onChanged: (view: ProviderAvailability) => void;
}

/**
 * Date overrides (ADR 171): the days whose hours replace the week's, each with its Remove, and the
 * form that sets a day's hours, or none with "Not available that day".
 */
export function DateOverridesSection({ availability, onChanged }: DateOverridesSectionProps) {
  const [day, setDay] = useState('');
  const [isUnavailable, setIsUnavailable] = useState(false);
  const [ranges, setRanges] = useState<readonly DraftRange[]>(() => [addedRange([])]);
  const change = useHoursChange<HTMLElement>(onChanged, FIELD_KEYS);
  const { isSending, fieldErrors, run, refuse } = change;
  const removal = useEntryRemoval(run, (overrideDay) => ({
    call: () => removeDateOverride(overrideDay),
    done: fillTemplate(TEXT.overrideRemoved, { day: dayInWords(overrideDay) }),
  }));
  const dayName = day ? dayInWords(day) : TEXT.overrideDay;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const hours = isUnavailable ? [] : toHoursRanges(ranges);
    const errors = overrideErrors(day, hours, availability.today);
    if (Object.keys(errors).length > 0) {
      refuse(errors);
      return;
    }
    if (
      await run(
        () => saveDateOverride(day, { hours }),
        fillTemplate(TEXT.overrideSaved, { day: dayInWords(day) }),
      )
    ) {
      setDay('');
      setIsUnavailable(false);
      setRanges([addedRange([])]);
    }
  }

  return (
    <HoursEntriesSection
      headingId="care-hours-overrides-heading"
      heading={TEXT.overridesHeading}
      intro={TEXT.overridesIntro}
      empty={TEXT.overridesEmpty}
      removeText={TEXT.removeOverride}
      entries={availability.overrides.map((override) => ({
        key: override.day,
        text: (
          <>
            <strong>{dayInWords(override.day)}</strong>:{' '}
            {override.hours.length === 0
              ? TEXT.overrideUnavailable
              : override.hours.map(rangeText).join(', ')}
          </>
        ),
        removeLabel: fillTemplate(TEXT.removeOverrideLabel, { day: dayInWords(override.day) }),
      }))}
      removal={removal}
      change={change}
    >
      <form
        className="form care-form"
        aria-labelledby="care-hours-overrides-heading"
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <TextField
          id="care-hours-override-day"
          type="date"
          label={TEXT.overrideDay}
          min={availability.today}
          value={day}
          error={errorOf(fieldErrors, 'day')}
          onChange={(event) => setDay(event.target.value)}
        />
        <CheckboxField
          id="care-hours-override-off"
          label={TEXT.overrideUnavailable}
          checked={isUnavailable}
          onChange={(event) => setIsUnavailable(event.target.checked)}
        />
        {isUnavailable ? null : (
          <HoursRangesFieldset
            id="care-hours-override-hours"
            day={dayName}
            ranges={ranges}
            error={errorOf(fieldErrors, 'hours')}
            onChange={setRanges}
          />
        )}
        <Button
          type="submit"
          variant="secondary"
          isLoading={isSending && removal.removing === null}
        >
          {TEXT.saveOverride}
        </Button>
      </form>
    </HoursEntriesSection>
  );
}
