import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { PROMOTION_CODE_MAX_LENGTH } from '@app/domain/constants';
import { fillTemplate } from '@app/domain/formatting';
import { MESSAGES } from '@app/domain/messages';
import { Button } from '../../../components/ui/button';
import { useFocusAfterChange } from '../../../hooks/use-focus-after-change';

interface PromoSectionProps {
  /** The applied code, if any, and what it takes off as shown ("-$10.00"), when it is a row of the summary. */
  applied: { code: string; amount: string | undefined } | null;
  /** Applies a typed code; answers the message to show under the input when it fails. */
  onApply: (code: string) => Promise<string | undefined>;
  /** Removes the applied code; answers the message to show when it fails. */
  onRemove: () => Promise<string | undefined>;
}

/**
 * The promo section (001 §2.3): an applied code with its amount and Remove, or "Have a promo
 * code?" revealing the input. A refused code says why under the input.
 */
export function PromoSection({ applied, onApply, onRemove }: PromoSectionProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isBusy, setIsBusy] = useState(false);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  // Apply and Remove go with the view they change: the applied code, or the toggle, takes the
  // focus (ADR 139).
  const section = useRef<HTMLElement>(null);
  const focusTarget = useCallback(() => section.current?.querySelector<HTMLElement>('.promo-section__applied, .promo-section__toggle'), []);
  useFocusAfterChange(applied?.code ?? null, focusTarget);

  async function run(action: () => Promise<string | undefined>) {
    setIsBusy(true);
    setError(undefined);
    const failure = await action();
    setIsBusy(false);
    setError(failure);
    return failure;
  }

  async function apply(event: FormEvent) {
    event.preventDefault();
    if (code === '') {
      setError(MESSAGES.promotion.invalid);
      return;
    }
    if ((await run(() => onApply(code))) === undefined) {
      setCode('');
      setIsOpen(false);
    }
  }

  if (applied) {
    return (
      <section ref={section} className="promo-section" aria-label={MESSAGES.promoSection.region}>
        <p className="promo-section__applied" role="status" tabIndex={-1}>
          <span>
            <span className="visually-hidden">{MESSAGES.promoSection.applied}: </span>
            <strong>{applied.code}</strong>
          </span>
          {applied.amount ? <span className="promo-section__amount">{applied.amount}</span> : null}
        </p>
        <button
          type="button"
          className="link-button"
          onClick={() => void run(onRemove)}
          disabled={isBusy}
          aria-label={fillTemplate(MESSAGES.promoSection.removeNamed, { code: applied.code })}
        >
          {MESSAGES.promoSection.remove}
        </button>
        {error ? (
          <p className="field__error" role="alert">
            {error}
          </p>
        ) : null}
      </section>
    );
  }

  return (
    <section ref={section} className="promo-section" aria-label={MESSAGES.promoSection.region}>
      <button type="button" className="link-button promo-section__toggle" aria-expanded={isOpen} onClick={() => setIsOpen((open) => !open)}>
        {MESSAGES.promoSection.toggle}
      </button>
      {isOpen ? (
        <form className="promo-section__form" onSubmit={(event) => void apply(event)} noValidate>
          <label htmlFor={inputId} className="field__label">
            {MESSAGES.promoSection.label}
          </label>
          <div className="promo-section__row">
            <input
              id={inputId}
              className="field__input"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              maxLength={PROMOTION_CODE_MAX_LENGTH}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              // The toggle opened the input to type in it.
              autoFocus
            />
            <Button type="submit" variant="secondary" isLoading={isBusy}>
              {MESSAGES.promoSection.apply}
            </Button>
          </div>
          {error ? (
            <p id={errorId} className="field__error" role="alert">
              {error}
            </p>
          ) : null}
        </form>
      ) : null}
    </section>
  );
}
