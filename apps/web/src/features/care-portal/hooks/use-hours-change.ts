import { useRef, useState } from 'react';
import type { ProviderAvailability } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { isValidationError } from '../../../lib/api-client';
import { failureMessages } from '../../../lib/failure-messages';
import type { FieldErrors } from '../utils/hours-checks';

/**
 * One section's changes of the provider's hours (ADR 171). A change is sent, its answer replaces
 * the page's data, and the section's status region says it is done. A refusal is shown where it
 * belongs: a field's message under that field (the keys `fieldKeys` holds), any other in the
 * section's box; focus goes to the first field in error, else to the box.
 */
export function useHoursChange<Section extends HTMLElement>(
  onChanged: (view: ProviderAvailability) => void,
  fieldKeys: readonly string[],
) {
  const [isSending, setIsSending] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [problems, setProblems] = useState<string[]>([]);
  const [status, setStatus] = useState('');
  const sectionRef = useRef<Section>(null);

  function showProblems(fields: FieldErrors, others: string[]) {
    setFieldErrors(fields);
    setProblems(others);
    // After the messages render, so the field they mark can take focus.
    requestAnimationFrame(() => {
      const section = sectionRef.current;
      section?.querySelector<HTMLElement>('[aria-invalid="true"], .care-hours__problems')?.focus();
    });
  }

  /** Shows the problems found before sending, as the server would have. */
  function refuse(errors: FieldErrors) {
    setStatus('');
    showProblems(errors, []);
  }

  /** Sends a change; answers the new page data, or null after a refusal. */
  async function run(
    change: () => Promise<ProviderAvailability>,
    done: string,
  ): Promise<ProviderAvailability | null> {
    if (isSending) {
      return null;
    }
    setIsSending(true);
    setStatus(STAFF_MESSAGES.careAvailability.saving);
    setFieldErrors({});
    setProblems([]);
    try {
      const view = await change();
      onChanged(view);
      setStatus(done);
      return view;
    } catch (error) {
      setStatus('');
      const errors = isValidationError(error) ? Object.entries(error.errors) : [];
      const fields = Object.fromEntries(errors.filter(([key]) => fieldKeys.includes(key)));
      const others = errors.flatMap(([key, messages]) => (fieldKeys.includes(key) ? [] : messages));
      const isNamed = errors.some(([, messages]) => messages.length > 0);
      showProblems(
        fields,
        isNamed ? others : failureMessages(error, MESSAGES.form.genericServerError),
      );
      return null;
    } finally {
      setIsSending(false);
    }
  }

  return { isSending, fieldErrors, problems, status, sectionRef, run, refuse };
}
