import type { BundleAddOn } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { MESSAGES } from '@app/domain/messages';
import { bundlePriceView } from '@app/domain/selection';
import { Button } from '../../../components/ui/button';
import { PriceLine } from '../../../components/ui/order-summary/price-line';
import { ProductRating } from '../../../components/ui/product-rating';

interface BundleAddOnCardProps {
  addOn: BundleAddOn;
  isAdded: boolean;
  isDisabled: boolean;
  onToggle: () => void;
}

/** An add-on routine essential of the bundle page (001 §2.6, §3): image, name, size, cadence, rating, price, Add/Remove. */
export function BundleAddOnCard({ addOn, isAdded, isDisabled, onToggle }: BundleAddOnCardProps) {
  const image = addOn.carouselImages[0];
  return (
    <li className={isAdded ? 'bundle-add-on bundle-add-on--added' : 'bundle-add-on'}>
      {image ? <img className="bundle-add-on__image" src={image.url} alt={image.altText} width={120} height={120} /> : null}
      <div className="bundle-add-on__body">
        <h3 className="bundle-add-on__name">{addOn.name}</h3>
        <p className="bundle-add-on__meta">
          {addOn.volume} · {addOn.cadence}
        </p>
        <ProductRating rating={addOn.rating} numReviews={addOn.numReviews} />
        <PriceLine price={bundlePriceView(addOn.price)} />
        <Button
          variant={isAdded ? 'secondary' : 'primary'}
          onClick={onToggle}
          disabled={isDisabled}
          aria-label={fillTemplate(isAdded ? MESSAGES.selection.removeNamed : MESSAGES.selection.addNamed, { name: addOn.name })}
        >
          {isAdded ? MESSAGES.selection.remove : MESSAGES.selection.add}
        </Button>
      </div>
    </li>
  );
}
