import { useState } from 'react';
import type { BundleConfig } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { MESSAGES } from '@app/domain/messages';
import { formatUsd } from '@app/domain/pricing';
import { bundlePriceView, bundleTodayCents, chosenAddOnItemIds } from '@app/domain/selection';
import { BackControl } from '../../../components/ui/back-control';
import { Button } from '../../../components/ui/button';
import { PriceLine } from '../../../components/ui/order-summary/price-line';
import { RxMark } from '../../../components/ui/order-summary/rx-mark';
import { writeBundleBag } from '../utils/bundle-bag';
import { BundleAddOnCard } from './bundle-add-on-card';
import './bundle-page.css';

const TEXT = MESSAGES.bundle;

interface BundlePageProps {
  bundle: BundleConfig;
  initialAddOnItemIds: readonly number[];
  /** "Check out now": saves the choice (or keeps it until the account exists) and moves on. */
  onCheckOut: (addOnItemIds: number[]) => Promise<void>;
  backPath?: string | undefined;
}

/**
 * The product-detail page's bundle (001 §2.6 step 1): "Get your personalized Rx treatment FREE
 * for 30 days", the trial box's fixed set, the add-on routine essentials (Add/Remove), today's
 * total from the same figures checkout charges, "Check out now" and "How it works" in 4 steps.
 * The choice is kept in the tab, so a reload keeps it.
 */
export function BundlePage({ bundle, initialAddOnItemIds, onCheckOut, backPath }: BundlePageProps) {
  const [addOnIds, setAddOnIds] = useState(() => chosenAddOnItemIds(bundle, initialAddOnItemIds));
  const [announcement, setAnnouncement] = useState('');
  const [isSubmitting, setIsSubmitting] = useState(false);

  function toggle(itemIds: readonly number[], name: string) {
    const isAdded = addOnIds.some((id) => itemIds.includes(id));
    const next = isAdded ? addOnIds.filter((id) => !itemIds.includes(id)) : chosenAddOnItemIds(bundle, [...addOnIds, itemIds[0]!]);
    setAddOnIds(next);
    writeBundleBag(next);
    setAnnouncement(fillTemplate(isAdded ? TEXT.addOnRemoved : TEXT.addOnAdded, { name }));
  }

  async function checkOut() {
    setIsSubmitting(true);
    try {
      await onCheckOut(addOnIds);
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <div className="page bundle-page">
      <h1>{TEXT.heading}</h1>
      <div className="bundle-page__layout">
        <div className="bundle-page__main">
          <section aria-labelledby="bundle-set-heading">
            <h2 id="bundle-set-heading">{TEXT.includedHeading}</h2>
            <ul className="bundle-set">
              {bundle.setProducts.products.map((product) => (
                <li key={product.itemId} className="bundle-set__item">
                  <img src={product.image.url} alt={product.image.altText} width={72} height={72} />
                  <span className="bundle-set__name">
                    {product.name}
                    {product.isRx ? <RxMark /> : null}
                  </span>
                  <PriceLine price={bundlePriceView(product.price)} />
                </li>
              ))}
            </ul>
          </section>
          {bundle.addOnProducts.length > 0 ? (
            <section aria-labelledby="bundle-add-ons-heading">
              <h2 id="bundle-add-ons-heading">{TEXT.addOnsHeading}</h2>
              <ul className="bundle-add-ons">
                {bundle.addOnProducts.map((addOn) => (
                  <BundleAddOnCard
                    key={addOn.id}
                    addOn={addOn}
                    isAdded={addOnIds.some((id) => addOn.itemIds.includes(id))}
                    isDisabled={isSubmitting}
                    onToggle={() => toggle(addOn.itemIds, addOn.name)}
                  />
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <aside className="bundle-page__checkout" aria-label={bundle.headerText}>
          <p className="bundle-page__total">
            <span>{TEXT.todayTotal}</span>
            <strong>{formatUsd(bundleTodayCents(bundle, addOnIds))}</strong>
          </p>
          <Button onClick={() => void checkOut()} isLoading={isSubmitting}>
            {TEXT.checkOutNow}
          </Button>
          <section aria-labelledby="how-it-works-heading" className="how-it-works">
            <h2 id="how-it-works-heading">{TEXT.howItWorksHeading}</h2>
            <ol>
              {TEXT.howItWorks.map((step) => (
                <li key={step.title}>
                  <strong>{step.title}</strong>
                  <span>{step.text}</span>
                </li>
              ))}
            </ol>
          </section>
        </aside>
      </div>
      {backPath ? <BackControl to={backPath} /> : null}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
