import type { ResubscribeShop as Shop, ResubscribeVariant } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { MESSAGES } from '@app/domain/messages';
import { formatLineAmount, formatUsd } from '@app/domain/pricing';
import { Button } from '../../../components/ui/button';
import './resubscribe-shop.css';

const TEXT = MESSAGES.resubscribe;

interface ResubscribeShopProps {
  shop: Shop;
  /** The variant whose change is being saved, if any: every checkbox waits for it. */
  changing: string | null;
  isProceeding: boolean;
  message: string | null;
  onToggle: (variant: ResubscribeVariant, isInCart: boolean) => void;
  onProceed: () => void;
}

/**
 * The resubscribe shop (000 §2, §4, §5): "Resume your subscription", a checkbox per product (a
 * required one checked and locked), the cart's lines with the server's subtotal, and "Proceed to
 * checkout", disabled below the $30 minimum.
 */
export function ResubscribeShop({ shop, changing, isProceeding, message, onToggle, onProceed }: ResubscribeShopProps) {
  const { cart } = shop;
  const inCart = new Set(cart.lines.map((line) => line.variantId));
  const isBusy = changing !== null || isProceeding;
  const firstname = shop.patient.firstname;
  return (
    <section className="page page--narrow resubscribe-shop" aria-labelledby="resubscribe-heading">
      <h1 id="resubscribe-heading">{TEXT.heading}</h1>
      <p className="page__intro">{firstname ? fillTemplate(TEXT.intro, { firstname }) : TEXT.introNoName}</p>
      <fieldset className="resubscribe-shop__products" aria-busy={changing !== null || undefined}>
        <legend>{TEXT.productsLegend}</legend>
        <ul className="resubscribe-shop__list">
          {shop.variants.map((variant) => {
            const id = `variant-${variant.shopifyVariantId.split('/').at(-1) ?? ''}`;
            const isInCart = inCart.has(variant.shopifyVariantId);
            return (
              <li key={variant.shopifyVariantId} className="resubscribe-shop__product">
                <input
                  id={id}
                  type="checkbox"
                  checked={isInCart}
                  disabled={variant.isRequired || isBusy}
                  aria-describedby={variant.isRequired ? 'resubscribe-required-note' : undefined}
                  onChange={() => onToggle(variant, isInCart)}
                />
                <label htmlFor={id}>
                  <img className="resubscribe-shop__image" src={variant.image.url} alt={variant.image.altText} width={56} height={56} />
                  <span>
                    <span className="resubscribe-shop__name">
                      <span>{variant.name}</span>
                      <span>{formatUsd(variant.price)}</span>
                      {variant.isRequired ? <span className="resubscribe-shop__tag">{TEXT.required}</span> : null}
                    </span>
                    <span className="resubscribe-shop__blurb">{variant.blurb}</span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
        <p id="resubscribe-required-note">{TEXT.requiredNote}</p>
      </fieldset>
      <section aria-labelledby="resubscribe-box-heading">
        <h2 id="resubscribe-box-heading">{MESSAGES.selection.productsHeading}</h2>
        <ul className="resubscribe-shop__lines">
          {cart.lines.map((line) => (
            <li key={line.variantId}>
              <span>{line.name}</span>
              <span>
                {line.priceCents < line.originalCents ? <s>{formatUsd(line.originalCents)}</s> : null} {formatLineAmount(line.priceCents, TEXT.free)}
              </span>
            </li>
          ))}
        </ul>
        {cart.discountCodes.map((code) => (
          <p key={code}>{fillTemplate(MESSAGES.resubscribe.codeApplied, { code })}</p>
        ))}
        <p className="resubscribe-shop__subtotal">
          <span>{TEXT.subtotal}</span>
          <span>{formatUsd(cart.subtotal)}</span>
        </p>
        <p>{fillTemplate(TEXT.everyDays, { days: cart.everyDays })}</p>
      </section>
      {message ? <p role="alert">{message}</p> : null}
      <div className="resubscribe-shop__actions">
        {cart.isBelowMinimum ? (
          <p id="resubscribe-minimum" className="resubscribe-shop__minimum">
            {TEXT.minimumOrder}
          </p>
        ) : null}
        <Button
          onClick={onProceed}
          isLoading={isProceeding}
          disabled={cart.isBelowMinimum || changing !== null}
          aria-describedby={cart.isBelowMinimum ? 'resubscribe-minimum' : undefined}
        >
          {TEXT.proceedToCheckout}
        </Button>
      </div>
      <p className="visually-hidden" role="status">
        {changing !== null ? TEXT.updating : ''}
      </p>
    </section>
  );
}
