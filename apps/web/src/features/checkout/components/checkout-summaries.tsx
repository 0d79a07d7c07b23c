import type { Patient, PaymentMethodSummary } from '@app/domain/contracts';

const METHOD_NAMES: Record<PaymentMethodSummary['method'], string> = { card: 'Card', paypal: 'PayPal', 'apple-pay': 'Apple Pay' };

/** The payment method on file, as its card's summary (001 §2.2): never more than the last four digits. */
export function PaymentMethodSummaryText({ method }: { method: PaymentMethodSummary | null }) {
  if (!method) {
    return <p className="checkout-card__summary">No payment method yet.</p>;
  }
  const detail = method.cardLastFour ? `ending in ${method.cardLastFour}` : (method.label ?? '');
  return <p className="checkout-card__summary">{[METHOD_NAMES[method.method], detail].filter(Boolean).join(' ')}</p>;
}

/** The shipping address on file, as its card's summary (001 §2.2). */
export function ShippingAddressSummaryText({ patient }: { patient: Patient }) {
  if (!patient.address1) {
    return <p className="checkout-card__summary">No shipping address yet.</p>;
  }
  return (
    <address className="checkout-card__summary">
      {[patient.firstname, patient.lastname].filter(Boolean).join(' ')}
      <br />
      {[patient.address1, patient.address2].filter(Boolean).join(', ')}
      <br />
      {patient.city}, {patient.state} {patient.zipcode}
    </address>
  );
}
