import { useState, type FormEvent } from 'react';
import { PROMOTION_CODE_MAX_LENGTH } from '@app/domain/constants';
import type { StorefrontDiscountCode } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STOREFRONT_MESSAGES } from '@app/domain/messages';
import { formatUsd } from '@app/domain/pricing';
import { Button } from '../../../components/ui/button';
import type { CartChange } from '../hooks/use-shop-cart';

const TEXT = STOREFRONT_MESSAGES.storefront;

interface DiscountCodeFormProps {
  /** The cart's code, if it carries one (0 or 1). */
  code: StorefrontDiscountCode | undefined;
  isPending: boolean;
  onSet: (code: string | null) => Promise<CartChange>;
}

/**
 * The cart's discount code: Apply, or Remove code once one is on the cart. A code that gives
 * nothing stays on the cart with the server's reason under the field ("why didn't my code
 * work"); a refused request says why in the server's words.
 */
export function DiscountCodeForm({ code, isPending, onSet }: DiscountCodeFormProps) {
  const [typed, setTyped] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = typed.trim();
    if (value === '') {
      return;
    }
    const result = await onSet(value);
    setRefusal(result.ok ? null : result.message);
    if (result.ok) {
      setTyped('');
    }
  };
  const remove = async () => {
    const result = await onSet(null);
    setRefusal(result.ok ? null : result.message);
  };
  const reason = refusal ?? (code && !code.applicable ? code.reason : null);
  const removeButton = code ? (
    <Button variant="secondary" isLoading={isPending} onClick={() => void remove()}>
      {TEXT.removeCode}
    </Button>
  ) : null;
  if (code?.applicable) {
    return (
      <div className="shop-code shop-code__current">
        <p className="shop-code__applied" role="status">
          {fillTemplate(TEXT.codeApplied, { code: code.code, amount: formatUsd(code.amountCents) })}
        </p>
        {removeButton}
      </div>
    );
  }
  return (
    <form className="shop-code" onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor="shop-discount-code" className="field__label">
        {TEXT.discountCode}
      </label>
      <div className="shop-code__row">
        <input
          id="shop-discount-code"
          className="field__input"
          value={typed}
          maxLength={PROMOTION_CODE_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          aria-invalid={reason ? true : undefined}
          aria-describedby="shop-discount-code-reason"
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" variant="secondary" isLoading={isPending}>
          {TEXT.applyCode}
        </Button>
      </div>
      {code ? <p className="shop-code__not-applied">{fillTemplate(TEXT.lineCodeNotApplied, { code: code.code })}</p> : null}
      <p id="shop-discount-code-reason" className="shop-code__reason" role="alert">
        {reason ?? ''}
      </p>
      {removeButton}
    </form>
  );
}
