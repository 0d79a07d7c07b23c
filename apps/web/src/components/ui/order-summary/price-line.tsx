import './order-summary.css';
import type { CardPriceView } from '@app/domain/selection';

/** A price with the list price struck through when lowered, and the offer's note (001 §2.1, §2.4). */
export function PriceLine({ price, className }: { price: CardPriceView; className?: string }) {
  return (
    <p className={['price-line', className].filter(Boolean).join(' ')}>
      {price.originalAmount ? (
        <>
          <s className="price-line__original">
            <span className="visually-hidden">Was </span>
            {price.originalAmount}
          </s>{' '}
          <span className="visually-hidden">now </span>
        </>
      ) : null}
      <strong className="price-line__amount">{price.amount}</strong>
      {price.note ? <span className="price-line__note"> {price.note}</span> : null}
    </p>
  );
}
