import { useState, type FormEvent } from 'react';
import type { ProviderAvailability } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { addTimeOff, removeTimeOff } from '../api/care-availability-api';
import { useHoursChange } from '../hooks/use-hours-change';
import { errorOf, timeOffErrors } from '../utils/hours-checks';
import { dayInWords } from '../utils/hours-drafts';
import { HoursEntriesSection, useEntryRemoval } from './hours-entries-section';

const TEXT = STAFF_MESSAGES.careAvailability;
const FIELD_KEYS = ['from', 'to'];

/** "Mar 3, 2028 – Mar 5, 2028", or the one day. */
const spanText = (from: string, to: string) =>
  from === to ? dayInWords(from) : `${dayInWords(from)} – ${dayInWords(to)}`;

interface TimeOffSectionProps {
  availability: ProviderAvailability;
  onChanged: (view: ProviderAvailability) => void;
}

/** Time off (ADR 171): the days off planned, each with its Remove, and the form that adds some. */
export function TimeOffSection({ availability, onChanged }: TimeOffSectionProps) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const change = useHoursChange<HTMLElement>(onChanged, FIELD_KEYS);
  const { isSending, fieldErrors, run, refuse } = change;
  const removal = useEntryRemoval(run, (id) => ({
    call: () => removeTimeOff(Number(id)),
    done: TEXT.timeOffRemoved,
  }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const errors = timeOffErrors({ from, to }, availability.today);
    if (Object.keys(errors).length > 0) {
      refuse(errors);
      return;
    }
    if (
      await run(
        () => addTimeOff({ from, to }),
        fillTemplate(TEXT.timeOffAdded, { from: dayInWords(from), to: dayInWords(to) }),
      )
    ) {
      setFrom('');
      setTo('');
    }
  }

  return (
    <HoursEntriesSection
      headingId="care-hours-time-off-heading"
      heading={TEXT.timeOffHeading}
      empty={TEXT.timeOffEmpty}
      removeText={TEXT.removeTimeOff}
      entries={availability.timeOff.map((entry) => ({
        key: String(entry.id),
        text: spanText(entry.from, entry.to),
        removeLabel: fillTemplate(TEXT.removeTimeOffLabel, {
          from: dayInWords(entry.from),
          to: dayInWords(entry.to),
        }),
      }))}
      removal={removal}
      change={change}
    >
      <form
        className="form care-form"
        aria-labelledby="care-hours-time-off-heading"
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <div className="care-hours__range">
          <TextField
            id="care-hours-time-off-from"
            type="date"
            label={TEXT.timeOffFrom}
            min={availability.today}
            value={from}
            error={errorOf(fieldErrors, 'from')}
            onChange={(event) => setFrom(event.target.value)}
          />
          <TextField
            id="care-hours-time-off-to"
            type="date"
            label={TEXT.timeOffTo}
            min={from || availability.today}
            value={to}
            error={errorOf(fieldErrors, 'to')}
            onChange={(event) => setTo(event.target.value)}
          />
        </div>
        <Button
          type="submit"
          variant="secondary"
          isLoading={isSending && removal.removing === null}
        >
          {TEXT.addTimeOff}
        </Button>
      </form>
    </HoursEntriesSection>
  );
}
