import type { ShopProduct } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STOREFRONT_MESSAGES } from '@app/domain/messages';

const TEXT = STOREFRONT_MESSAGES.storefront;

interface OptionSwatchesProps {
  product: ShopProduct;
  chosen: string;
  onChoose: (variantId: string) => void;
}

/**
 * A product's colours or tints as a radio group: each swatch is a native radio with the option's
 * name as its label, so arrow keys move between them and a screen reader names each. Nothing for
 * a product without options.
 */
export function OptionSwatches({ product, chosen, onChoose }: OptionSwatchesProps) {
  if (product.optionLabel === null || product.variants.length < 2) {
    return null;
  }
  const label = product.optionLabel;
  const chosenName = product.variants.find((variant) => variant.variantId === chosen)?.optionName ?? '';
  return (
    <fieldset className="shop-swatches">
      <legend className="shop-swatches__legend">
        <span className="visually-hidden">{fillTemplate(TEXT.option, { name: label.toLowerCase() })}</span>
        <span aria-hidden="true">{fillTemplate(TEXT.optionChosen, { name: label, option: chosenName })}</span>
      </legend>
      <div className="shop-swatches__list">
        {product.variants.map((variant) => (
          <label key={variant.variantId} className="shop-swatches__option">
            <input
              type="radio"
              className="shop-swatches__input"
              name={`option-${product.handle}`}
              value={variant.variantId}
              checked={variant.variantId === chosen}
              onChange={() => onChoose(variant.variantId)}
            />
            <span className="shop-swatches__swatch" style={{ background: variant.colorHex ?? undefined }} aria-hidden="true" />
            <span className="visually-hidden">{variant.optionName}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
