import { useRef } from 'react';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { addedRange, toHoursRanges, type DraftRange } from '../utils/hours-drafts';

const TEXT = STAFF_MESSAGES.careAvailability;

interface HoursRangesFieldsetProps {
  /** The fieldset's id; its fields' and error's ids start with it. */
  id: string;
  /** The day the legend and the fields' names say ("Monday"). */
  day: string;
  ranges: readonly DraftRange[];
  onChange: (ranges: DraftRange[]) => void;
  error?: string | undefined;
}

/**
 * One day's hours (ADR 171): a From and Until per range, on quarter hours, each range with its
 * Remove, and Add hours; a day without ranges says it is not available. The day's error is read
 * with the group and with each of its fields. Focus follows a keyboard: to a new range's From, and
 * from a removed range (whose button is gone) to Add hours.
 */
export function HoursRangesFieldset({
  id,
  day,
  ranges,
  onChange,
  error,
}: HoursRangesFieldsetProps) {
  const errorId = error ? `${id}-error` : undefined;
  const addRef = useRef<HTMLButtonElement>(null);
  function add() {
    const added = addedRange(ranges);
    onChange([...ranges, added]);
    // Once the new range's fields render.
    requestAnimationFrame(() => document.getElementById(`${id}-${added.key}-from`)?.focus());
  }
  function remove(key: number) {
    onChange(ranges.filter((each) => each.key !== key));
    addRef.current?.focus();
  }
  const change = (key: number, edit: Partial<DraftRange>) =>
    onChange(ranges.map((range) => (range.key === key ? { ...range, ...edit } : range)));
  return (
    <fieldset id={id} className="care-hours__day" aria-describedby={errorId}>
      <legend>{day}</legend>
      {ranges.length === 0 ? <p className="care-hours__none">{TEXT.unavailable}</p> : null}
      {ranges.map((range) => {
        const [sent] = toHoursRanges([range]);
        return (
          <div key={range.key} className="care-hours__range">
            <TimeInput
              id={`${id}-${range.key}-from`}
              label={TEXT.from}
              name={fillTemplate(TEXT.fromLabel, { day })}
              value={range.start}
              errorId={errorId}
              onChange={(start) => change(range.key, { start })}
            />
            <TimeInput
              id={`${id}-${range.key}-until`}
              label={TEXT.until}
              name={fillTemplate(TEXT.untilLabel, { day })}
              value={range.end}
              errorId={errorId}
              onChange={(end) => change(range.key, { end })}
            />
            <Button
              variant="secondary"
              aria-label={fillTemplate(TEXT.removeRangeLabel, {
                start: sent?.start ?? '',
                end: sent?.end ?? '',
                day,
              })}
              onClick={() => remove(range.key)}
            >
              {TEXT.removeRange}
            </Button>
          </div>
        );
      })}
      <div>
        <Button
          ref={addRef}
          variant="secondary"
          aria-label={fillTemplate(TEXT.addRangeLabel, { day })}
          onClick={add}
        >
          {TEXT.addRange}
        </Button>
      </div>
      <FieldError fieldId={id} message={error} />
    </fieldset>
  );
}

interface TimeInputProps {
  id: string;
  /** What the field shows ("From"). */
  label: string;
  /** What it is read as, with its day ("Monday: from"), which holds the label's words. */
  name: string;
  value: string;
  errorId: string | undefined;
  onChange: (value: string) => void;
}

/** A quarter-hour time field of a range. */
function TimeInput({ id, label, name, value, errorId, onChange }: TimeInputProps) {
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <input
        id={id}
        type="time"
        step={900}
        required
        className="field__input"
        value={value}
        aria-label={name}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
