import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import type { AvailableSlots, Consultation, Provider, Visit } from '@app/domain/contracts';
import { DEFAULT_CONSULTATION_LANGUAGE } from '@app/domain/constants';
import { MESSAGES, requiredFieldMessage } from '@app/domain/messages';
import { addFieldError, hasFieldErrors, type FieldErrors } from '@app/domain/validation';
import { focusFirstInvalidField, useFieldErrors } from '../../../hooks/use-field-errors';
import { ApiError, isValidationError } from '../../../lib/api-client';
import { bookConsultation } from '../api/book-consultation';
import { getAvailableSlots } from '../api/get-available-slots';
import { getConsultation } from '../api/get-consultation';
import { getConsultationProvider } from '../api/get-consultation-provider';
import { browserTimeZone } from '../utils/patient-time-zone';

export type SchedulerState =
  | { status: 'loading' }
  | { status: 'load-failed' }
  | { status: 'open'; slots: AvailableSlots }
  | { status: 'booked'; consultation: Consultation; provider: Provider | null };

export interface SchedulerValues {
  /** A day key of `timeSlots` (its first instant, Unix seconds). */
  day: string;
  slotId: string;
  language: string;
}

/** Screen order, for focusing the first invalid field. */
export const SCHEDULER_FIELDS = ['day', 'slotId', 'language'] as const;
export const schedulerFieldId = (field: string) => `schedule-${field}`;

// The server names the booking's fields; the form names its selects.
const SERVER_FIELDS: Record<string, string> = {
  appointmentTimeSlotId: 'slotId',
  preferredLanguage: 'language',
};

function validate(values: SchedulerValues, isLanguageEnabled: boolean): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.day) {
    addFieldError(errors, 'day', requiredFieldMessage('date'));
  }
  if (!values.slotId) {
    addFieldError(errors, 'slotId', requiredFieldMessage('time'));
  }
  if (isLanguageEnabled && !values.language) {
    addFieldError(errors, 'language', requiredFieldMessage('preferred language'));
  }
  return errors;
}

/** Keeps the chosen day and time only while the new list still offers them. */
function reconcile(values: SchedulerValues, slots: AvailableSlots): SchedulerValues {
  const daySlots = slots.timeSlots[values.day];
  if (!daySlots) {
    return { ...values, day: '', slotId: '' };
  }
  return daySlots.some((slot) => String(slot.id) === values.slotId)
    ? values
    : { ...values, slotId: '' };
}

async function loadProvider(visitUuid: string): Promise<Provider | null> {
  // The provider's name is a courtesy on the confirmation; the booking stands without it.
  return getConsultationProvider(visitUuid).catch(() => null);
}

/**
 * The schedule-consultation step's data and form: the visit's booking if it has one (the
 * confirmation), otherwise the free slots and the Date / Time / Preferred language selects.
 */
export function useConsultationScheduler(visit: Visit) {
  const timeZone = useMemo(() => browserTimeZone(), []);
  const [state, setState] = useState<SchedulerState>({ status: 'loading' });
  const [values, setValues] = useState<SchedulerValues>({
    day: '',
    slotId: '',
    language: DEFAULT_CONSULTATION_LANGUAGE,
  });
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const isLanguageEnabled = state.status === 'open' && state.slots.isPreferredLanguageEnabled;
  const clientErrors = validate(values, isLanguageEnabled);
  const fieldErrors = useFieldErrors(clientErrors);
  const { uuid } = visit;

  useEffect(() => {
    let isCancelled = false;
    void (async () => {
      try {
        const consultation = await getConsultation(uuid, timeZone);
        const next: SchedulerState = consultation
          ? { status: 'booked', consultation, provider: await loadProvider(uuid) }
          : { status: 'open', slots: await getAvailableSlots(uuid, timeZone, undefined) };
        if (!isCancelled) {
          setState(next);
        }
      } catch {
        if (!isCancelled) {
          setState({ status: 'load-failed' });
        }
      }
    })();
    return () => {
      isCancelled = true;
    };
  }, [uuid, timeZone]);

  const reloadSlots = useCallback(
    async (language: string) => {
      const slots = await getAvailableSlots(uuid, timeZone, language);
      setState({ status: 'open', slots });
      setValues((current) => reconcile({ ...current, language }, slots));
    },
    [uuid, timeZone],
  );

  function setDay(day: string) {
    setValues((current) => ({ ...current, day, slotId: '' }));
    fieldErrors.clearServerError('slotId');
  }

  function setSlot(slotId: string) {
    setValues((current) => ({ ...current, slotId }));
    fieldErrors.clearServerError('slotId');
  }

  async function setLanguage(language: string) {
    setValues((current) => ({ ...current, language }));
    fieldErrors.clearServerError('language');
    if (!language) {
      return;
    }
    // Only providers who speak the language are listed, so the times depend on it.
    try {
      await reloadSlots(language);
    } catch {
      setFormMessage(MESSAGES.scheduling.loadFailed);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting || state.status !== 'open') {
      return;
    }
    if (hasFieldErrors(clientErrors)) {
      fieldErrors.touchAll();
      focusFirstInvalidField(SCHEDULER_FIELDS, clientErrors, schedulerFieldId);
      return;
    }
    setFormMessage(null);
    setIsSubmitting(true);
    try {
      const consultation = await bookConsultation(uuid, timeZone, {
        brand: visit.brand,
        appointmentTimeSlotId: Number(values.slotId),
        preferredLanguage: isLanguageEnabled ? values.language : DEFAULT_CONSULTATION_LANGUAGE,
      });
      setState({ status: 'booked', consultation, provider: await loadProvider(uuid) });
    } catch (error) {
      await handleBookingError(error);
    } finally {
      setIsSubmitting(false);
    }
  }

  async function handleBookingError(error: unknown) {
    if (error instanceof ApiError && error.status === 409) {
      // Someone else was faster: say so, and offer what is still free.
      setFormMessage(error.message);
      await reloadSlots(values.language).catch(() => undefined);
      return;
    }
    if (isValidationError(error)) {
      const mapped: FieldErrors = {};
      for (const [field, messages] of Object.entries(error.errors)) {
        const name = SERVER_FIELDS[field];
        if (name) {
          mapped[name] = messages;
        }
      }
      fieldErrors.setServerErrors(mapped);
      if (!focusFirstInvalidField(SCHEDULER_FIELDS, mapped, schedulerFieldId)) {
        setFormMessage(error.message);
      }
      return;
    }
    setFormMessage(error instanceof ApiError ? error.message : MESSAGES.form.genericServerError);
  }

  return {
    state,
    values,
    isLanguageEnabled,
    setDay,
    setSlot,
    setLanguage,
    errorFor: fieldErrors.errorFor,
    touch: fieldErrors.touch,
    isSubmitting,
    formMessage,
    submit,
  };
}
