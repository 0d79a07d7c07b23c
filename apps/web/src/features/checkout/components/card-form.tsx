import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { tokenFailureMessage, type CardField, type CardFieldState, type CardProcessor, type CardToken } from '../processors/processor-types';

interface CardFormProps {
  processor: CardProcessor;
  /** Stores the token; answers the message to show under the field when that fails. */
  onToken: (token: CardToken) => Promise<string | undefined>;
  securedText: string;
  /** The submit button's text: "Continue" in the checkout. */
  submitLabel?: string;
}

/**
 * The card form (001 §2.2, §4 "Card form"): the processor's own field (its frame: the number never
 * touches this page), Continue enabled only when the entry is complete and nothing is submitting,
 * and the provider's message under the field with the thick error border.
 */
export function CardForm({ processor, onToken, securedText, submitLabel = 'Continue' }: CardFormProps) {
  const container = useRef<HTMLDivElement>(null);
  const field = useRef<CardField | null>(null);
  const [entry, setEntry] = useState<CardFieldState>({ complete: false, error: null });
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const labelId = useId();
  const errorId = useId();

  useEffect(() => {
    if (!container.current) {
      return;
    }
    const mounted = processor.mountCardField(container.current, (state) => {
      setEntry(state);
      setFailure(null);
    });
    field.current = mounted;
    return () => {
      mounted.destroy();
      field.current = null;
    };
  }, [processor]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!field.current || !entry.complete || isSubmitting) {
      return;
    }
    setIsSubmitting(true);
    setFailure(null);
    try {
      const token = await field.current.tokenize();
      setFailure((await onToken(token)) ?? null);
    } catch (error) {
      setFailure(tokenFailureMessage(error));
    } finally {
      setIsSubmitting(false);
    }
  }

  const message = failure ?? entry.error;
  return (
    <form className="card-form" onSubmit={(event) => void submit(event)} noValidate>
      <p id={labelId} className="field__label">
        Card details
      </p>
      <div
        ref={container}
        role="group"
        aria-labelledby={labelId}
        aria-describedby={message ? errorId : undefined}
        className={message ? 'card-form__field card-form__field--error' : 'card-form__field'}
      />
      {message ? (
        <p id={errorId} className="card-form__error" role="alert">
          {message}
        </p>
      ) : null}
      <p className="card-form__secured">
        <LockIcon />
        {securedText}
      </p>
      <Button type="submit" disabled={!entry.complete} isLoading={isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}

/** The padlock beside "Secured…", drawn here: a phone's fonts may have no 🔒 (an empty box in Debian's Chromium). */
function LockIcon() {
  return (
    <svg className="card-form__lock" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path d="M5 7V5a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      <rect x="3" y="7" width="10" height="7.5" rx="1.5" fill="currentColor" />
    </svg>
  );
}
