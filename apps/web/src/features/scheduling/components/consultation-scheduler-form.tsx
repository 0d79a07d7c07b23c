import type { AvailableSlots } from '@app/domain/contracts';
import { consultationLanguageLabel } from '@app/domain/constants';
import { formatSlotDay, formatSlotTime } from '@app/domain/scheduling';
import { MESSAGES } from '@app/domain/messages';
import { Button } from '../../../components/ui/button';
import { FormErrorBox } from '../../../components/ui/form-error-box';
import { SelectField } from '../../../components/ui/select-field';
import {
  schedulerFieldId,
  type useConsultationScheduler,
} from '../hooks/use-consultation-scheduler';

interface ConsultationSchedulerFormProps {
  slots: AvailableSlots;
  scheduler: ReturnType<typeof useConsultationScheduler>;
}

/** Date, Time and (behind the brand's flag) Preferred language, then "Schedule your call" (000 §2). */
export function ConsultationSchedulerForm({ slots, scheduler }: ConsultationSchedulerFormProps) {
  const { values } = scheduler;
  const zone = slots.timezone;
  const dayOptions = Object.keys(slots.timeSlots).map((day) => ({
    value: day,
    label: formatSlotDay(Number(day), zone),
  }));
  const timeOptions = (slots.timeSlots[values.day] ?? []).map((slot) => ({
    value: String(slot.id),
    label: formatSlotTime(slot.timestamp, zone),
  }));
  const languageOptions = slots.languages.map((code) => ({
    value: code,
    label: consultationLanguageLabel(code),
  }));
  const isFull = dayOptions.length === 0;

  const languageSelect = scheduler.isLanguageEnabled ? (
    <SelectField
      id={schedulerFieldId('language')}
      name="preferredLanguage"
      label="Preferred language"
      placeholder="Choose a language"
      options={languageOptions}
      value={values.language}
      error={scheduler.errorFor('language')}
      onChange={(event) => void scheduler.setLanguage(event.target.value)}
      onBlur={() => scheduler.touch('language')}
    />
  ) : null;

  return (
    <form className="form" noValidate onSubmit={(event) => void scheduler.submit(event)}>
      {scheduler.formMessage ? (
        <FormErrorBox title={MESSAGES.flashTitles.error}>
          <p>{scheduler.formMessage}</p>
        </FormErrorBox>
      ) : null}
      {isFull ? (
        <p className="schedule__full" role="status">
          {MESSAGES.scheduling.slotsFull}
        </p>
      ) : (
        <>
          <SelectField
            id={schedulerFieldId('day')}
            name="date"
            label="Date"
            placeholder="Choose a date"
            options={dayOptions}
            value={values.day}
            error={scheduler.errorFor('day')}
            onChange={(event) => scheduler.setDay(event.target.value)}
            onBlur={() => scheduler.touch('day')}
          />
          <SelectField
            id={schedulerFieldId('slotId')}
            name="time"
            label="Time"
            placeholder={values.day ? 'Choose a time' : 'Choose a date first'}
            options={timeOptions}
            value={values.slotId}
            error={scheduler.errorFor('slotId')}
            onChange={(event) => scheduler.setSlot(event.target.value)}
            onBlur={() => scheduler.touch('slotId')}
          />
        </>
      )}
      {languageSelect}
      {isFull ? null : (
        <Button type="submit" className="form__submit" isLoading={scheduler.isSubmitting}>
          Schedule your call
        </Button>
      )}
    </form>
  );
}
