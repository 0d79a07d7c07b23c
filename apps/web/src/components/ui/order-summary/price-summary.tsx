import './order-summary.css';
import { useId, useState } from 'react';
import type { ProductSelectionData } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { MESSAGES } from '@app/domain/messages';
import { formatUsd, ORDER_SUMMARY_LABELS, type OrderSummary } from '@app/domain/pricing';
import type { NextBox, SummaryProductLook } from '@app/domain/selection';
import { RxMark } from './rx-mark';

interface PriceSummaryProps {
  summary: OrderSummary;
  /** The thumbnail and volume of each summary product, in the same order (`summaryProductLooks`). */
  productLooks: readonly (SummaryProductLook | undefined)[];
  gift: ProductSelectionData['giftWithPurchaseData'];
  nextBox: NextBox | undefined;
  /** The server's estimated tax of the next box (null: no state on file yet); not shown when undefined. */
  nextBoxTax?: number | null;
  isUpdating: boolean;
}

/** What the next box adds in tax: its estimate, or that there will be one; nothing where there is none. */
function nextBoxTaxText(taxCents: number | null | undefined): string | undefined {
  if (taxCents === null) {
    return MESSAGES.selection.nextBoxTaxUnknown;
  }
  return taxCents ? fillTemplate(MESSAGES.selection.nextBoxTax, { amount: formatUsd(taxCents) }) : undefined;
}

/**
 * The order summary (001 §2.2, §2.4): each product with thumbnail, Rx mark, "Mini", volume and
 * price; the gift; Shipping, the consultation, the handling fee or estimated sales tax; the
 * promotion; "Today's total" with the discount, and "Your next box". Below 750 px (001 §2.2, in
 * the stylesheet) it is an accordion that opens on "Today's total"; wider, the toggle is not
 * shown and everything is.
 */
export function PriceSummary({ summary, productLooks, gift, nextBox, nextBoxTax, isUpdating }: PriceSummaryProps) {
  const [isOpen, setIsOpen] = useState(false);
  const headingId = useId();
  const detailsId = useId();
  const { todaysTotal } = summary;
  const discount = todaysTotal.discountPercent ? ` (${todaysTotal.discountPercent}% off)` : '';
  const collapsed = isOpen ? '' : ' price-summary--collapsed';
  const nextTaxNote = nextBoxTaxText(nextBoxTax);
  return (
    <section className="price-summary" aria-labelledby={headingId} aria-busy={isUpdating || undefined}>
      <h2 id={headingId} className="price-summary__header">
        {summary.header}
      </h2>
      <button type="button" className="price-summary__toggle" aria-expanded={isOpen} aria-controls={detailsId} onClick={() => setIsOpen((open) => !open)}>
        <span>
          {todaysTotal.label}
          {discount}
        </span>
        <span className="price-summary__toggle-amount">{todaysTotal.amount}</span>
      </button>
      <div id={detailsId} className={`price-summary__details${collapsed}`}>
        <ul className="price-summary__products">
          {summary.products.map((row, index) => {
            const look = productLooks[index];
            return (
              <li key={`${row.label}-${index}`} className="price-summary__product">
                {look ? <img className="price-summary__thumb" src={look.thumbnailImage.url} alt="" width={48} height={48} /> : null}
                <span className="price-summary__name">
                  {row.label}
                  {row.isRx ? (
                    <>
                      {' '}
                      <RxMark />
                    </>
                  ) : null}
                  {look?.volume ? <span className="price-summary__volume">{look.volume}</span> : null}
                </span>
                <span className="price-summary__amount">
                  {row.originalAmount ? (
                    <s className="price-line__original">
                      <span className="visually-hidden">Was </span>
                      {row.originalAmount}
                    </s>
                  ) : null}{' '}
                  {row.amount}
                </span>
              </li>
            );
          })}
        </ul>
        {gift ? (
          <p className="price-summary__gift">
            <img src={gift.image.url} alt={gift.image.alt} width={48} height={48} />
            <span>{fillTemplate(MESSAGES.selection.giftWithPurchase, { name: gift.name })}</span>
          </p>
        ) : null}
        <dl className="price-summary__fees">
          {summary.fees.map((row) => (
            <div key={row.label}>
              <dt>
                {row.label}
                {row.label === ORDER_SUMMARY_LABELS.shipping ? <span className="price-summary__volume">{ORDER_SUMMARY_LABELS.groundShipping}</span> : null}
              </dt>
              <dd>{row.amount}</dd>
            </div>
          ))}
          {[summary.promotion, summary.credit].map((row) =>
            row ? (
              <div key={row.label} className="price-summary__promotion">
                <dt>{row.label}</dt>
                <dd>{row.amount}</dd>
              </div>
            ) : null,
          )}
        </dl>
      </div>
      <p className={`price-summary__total${collapsed}`}>
        <span>
          {todaysTotal.label}
          {discount}
        </span>
        <strong>
          {isUpdating ? <span className="price-summary__updating">{MESSAGES.selection.updating} </span> : null}
          {todaysTotal.amount}
        </strong>
      </p>
      {nextBox ? (
        <p className="price-summary__next">
          <span>{ORDER_SUMMARY_LABELS.nextBox}</span>
          <span>
            {fillTemplate(MESSAGES.selection.everyDays, { amount: formatUsd(nextBox.amount), days: nextBox.everyDays })}{' '}
            {fillTemplate(MESSAGES.selection.perMonth, { amount: formatUsd(nextBox.monthly) })}
            {nextTaxNote ? ` ${nextTaxNote}` : null}
          </span>
        </p>
      ) : null}
    </section>
  );
}
