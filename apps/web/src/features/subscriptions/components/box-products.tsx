import { useCallback } from 'react';
import type { SubscriptionView } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { MESSAGES } from '@app/domain/messages';
import { formatUsd } from '@app/domain/pricing';
import { Button } from '../../../components/ui/button';
import { usePatientData } from '../../../hooks/use-patient-data';
import { getAddableProducts } from '../api/subscriptions-api';
import type { SubscriptionChanger } from '../hooks/use-subscription-change';
import { ChangeOutcomeMessage } from './change-outcome';

const TEXT = MESSAGES.manageSubscription;

interface BoxProductsProps {
  subscription: SubscriptionView;
  changer: SubscriptionChanger;
  isOpen: boolean;
}

/** The box's products with Remove (the prescription is Required and stays), and the products that can be added. */
export function BoxProducts({ subscription, changer, isOpen }: BoxProductsProps) {
  const loadAddable = useCallback(() => getAddableProducts(subscription.id), [subscription]);
  const addable = usePatientData(loadAddable);
  const addableProducts = addable.status === 'ready' ? addable.data : [];
  const isBusy = changer.pending !== null;

  /** One product's line with its Remove or Add button, busy while that change is under way. */
  const line = (product: { itemId: number; name: string; priceCents: number }, kind: 'remove' | 'add') => {
    const key = `products:${kind}:${product.itemId}`;
    const text = kind === 'remove' ? { label: TEXT.removeLabel, button: TEXT.remove, done: TEXT.removed } : { label: TEXT.addLabel, button: TEXT.add, done: TEXT.added };
    const change = kind === 'remove' ? ({ kind: 'remove-item', itemId: product.itemId } as const) : ({ kind: 'add-item', itemId: product.itemId } as const);
    return (
      <li key={product.itemId}>
        <span>{product.name}</span>
        <span>{formatUsd(product.priceCents)}</span>
        {kind === 'remove' && subscription.items.find((item) => item.itemId === product.itemId)?.isRequired ? (
          <span className="subscription__tag" title={TEXT.requiredNote}>
            {TEXT.required}
          </span>
        ) : (
          <Button
            variant="secondary"
            aria-label={fillTemplate(text.label, { name: product.name })}
            disabled={!isOpen || isBusy}
            isLoading={changer.pending === key}
            onClick={() => void changer.run(key, change, () => fillTemplate(text.done, { name: product.name }))}
          >
            {text.button}
          </Button>
        )}
      </li>
    );
  };

  return (
    <>
      <section aria-labelledby={`products-${subscription.id}`}>
        <h3 id={`products-${subscription.id}`}>{TEXT.productsHeading}</h3>
        <ul className="subscription__products">{subscription.items.map((item) => line(item, 'remove'))}</ul>
      </section>
      <section aria-labelledby={`add-${subscription.id}`} aria-busy={addable.status === 'loading'}>
        <h3 id={`add-${subscription.id}`}>{TEXT.addHeading}</h3>
        {addable.status === 'ready' && addableProducts.length === 0 ? <p className="subscription__note">{TEXT.nothingToAdd}</p> : null}
        <ul className="subscription__products">{addableProducts.map((product) => line(product, 'add'))}</ul>
      </section>
      <ChangeOutcomeMessage outcome={changer.outcomeIn('products')} />
    </>
  );
}
