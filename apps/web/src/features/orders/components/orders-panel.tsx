import { Link } from 'react-router';
import type { OrderView } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { ORDERS_MESSAGES } from '@app/domain/messages';
import { formatUsd } from '@app/domain/pricing';
import { Button } from '../../../components/ui/button';
import { usePatientData } from '../../../hooks/use-patient-data';
import { patientDay } from '../../../lib/dates';
import { listOrders } from '../api/list-orders';
import './orders.css';

const TEXT = ORDERS_MESSAGES;

/** The dashboard shows the latest few; every parcel stays on the shipments page. */
export const RECENT_ORDERS_SHOWN = 5;

/**
 * The dashboard's "Your orders" (issue 31 item 4): the patient's latest orders, newest first (as
 * the server sends them), each with its date, what it held, its total, and "Shop again" for a shop
 * order. Nothing at all while the patient has none: the rest of the dashboard says what to do.
 * Loading and failure are said as the subscriptions panel says them (not `LoadStatus`: its chunk
 * would add a name to the entry's preload map, which sits at its budget).
 */
export function OrdersPanel() {
  const orders = usePatientData(listOrders);
  if (orders.status === 'ready' && orders.data.length === 0) {
    return null;
  }
  return (
    <section className="orders" aria-labelledby="orders-heading" aria-busy={orders.status === 'loading'}>
      <h2 id="orders-heading">{TEXT.heading}</h2>
      {orders.status === 'loading' ? <p role="status">{TEXT.loading}</p> : null}
      {orders.status === 'error' ? (
        <p role="alert">
          {TEXT.loadError}{' '}
          <Button variant="link" onClick={orders.reload}>
            {TEXT.retry}
          </Button>
        </p>
      ) : null}
      {orders.status === 'ready' ? (
        <>
          <ul className="orders__list">
            {orders.data.slice(0, RECENT_ORDERS_SHOWN).map((order) => (
              <li key={order.id}>
                <OrderCard order={order} />
              </li>
            ))}
          </ul>
          <p>
            <Link to="/dashboard/shipments">{TEXT.shipments}</Link>
          </p>
        </>
      ) : null}
    </section>
  );
}

function OrderCard({ order }: { order: OrderView }) {
  const headingId = `order-${order.id}-heading`;
  return (
    <article className="orders__order" aria-labelledby={headingId}>
      <h3 id={headingId} className="orders__title">
        {order.isShopOrder ? TEXT.shopOrder : TEXT.kinds[order.kind]}
      </h3>
      <p className="orders__date">
        <time dateTime={order.createdAt}>{fillTemplate(TEXT.orderedOn, { date: patientDay(order.createdAt) })}</time>
      </p>
      <ul className="orders__lines">
        {order.lines.map((line, index) => (
          <li key={`${line.itemId}-${index}`}>{line.quantity > 1 ? fillTemplate(TEXT.quantity, { name: line.name, quantity: line.quantity }) : line.name}</li>
        ))}
      </ul>
      {order.invoice ? (
        <p className="orders__total">
          {TEXT.total} <strong>{formatUsd(order.invoice.totalCents)}</strong>
        </p>
      ) : null}
      {order.status === 'voided' ? <p className="orders__voided">{TEXT.voided}</p> : null}
      {order.isShopOrder ? (
        <Link className="orders__again" to="/shop">
          {TEXT.shopAgain}
        </Link>
      ) : null}
    </article>
  );
}
