import type { ReactNode } from 'react';
import type { CheckoutData } from '../api/get-checkout-data';
import { BackControl } from '../../../components/ui/back-control';
import { CheckoutOrderSummary } from './checkout-order-summary';

/** A checkout page (001 §2.2, §2.6): its title, its cards and Back beside the order summary. */
export function CheckoutLayout({ title, selection, backPath, children }: { title: string; selection: CheckoutData['selection']; backPath: string | undefined; children: ReactNode }) {
  return (
    <div className="page checkout-page">
      <h1>{title}</h1>
      <div className="checkout-page__layout">
        <div className="checkout-page__main">
          {children}
          {backPath ? <BackControl to={backPath} /> : null}
        </div>
        <CheckoutOrderSummary selection={selection} />
      </div>
    </div>
  );
}

/** One card of a checkout page: its heading, an optional action (Edit) and its content. */
export function CheckoutCard({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section className="checkout-card" aria-labelledby={id}>
      <div className="checkout-card__header">
        <h2 id={id}>{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}
