import { SIMULATED_PACKING_MS, SIMULATED_TRANSIT_MS } from '../../modules/shipments/fulfilment';
import { SANDBOX_DECLINE_MESSAGES } from '../../modules/payments/sandbox/sandbox-cards';
import { insertStep, type VolumeStep } from './volume-step';

/** A text as an SQL literal (the seed's own texts only, never input). */
export const sqlText = (text: string): string => `'${text.replaceAll("'", "''")}'`;

/** What the sandbox answers for a card that declines on charge: the words a declined renewal keeps. */
export const DECLINE_MESSAGE = sqlText(SANDBOX_DECLINE_MESSAGES.card_declined);

const packed = `${SIMULATED_PACKING_MS / 1000} * interval '1 second'`;
const delivered = `${(SIMULATED_PACKING_MS + SIMULATED_TRANSIT_MS) / 1000} * interval '1 second'`;

const RENEWALS = `insert into subscription_renewals (id, subscription_id, cycle, bill_date, status, tries, next_try_at, last_failure, order_id, created_at, updated_at)
  select r.renewal_id, s.sub_id, r.k, r.bill_date, r.status, r.tries,
         pg_temp.vol_bill_at(r.bill_date + (array[0, 1, 3, 5])[case when r.status = 'open' then r.tries + 1 else r.tries end], r.time_zone),
         case when r.status <> 'paid' then ${DECLINE_MESSAGE} end, o.order_id, r.first_try_at,
         case when r.status = 'open' then pg_temp.vol_bill_at(r.bill_date + (array[0, 1, 3, 5])[r.tries], r.time_zone) + r.lag else r.last_try_at end
    from vol_renewal r
    join vol_sub s on s.n = r.n
    left join vol_order o on o.n = r.n and o.k = r.k
   order by r.renewal_id`;

const ATTEMPTS = `insert into checkout_attempts (id, attempt_uuid, patient_id, visit_id, idempotency_key, amount_cents, snapshot, payment_method_id, status,
    failure_message, charge_ref, order_id, renewal_id, created_at, updated_at)
  select a.attempt_id, a.attempt_uuid, a.patient_id, a.visit_id, a.idempotency_key, a.amount_cents,
         p.snapshot || jsonb_strip_nulls(jsonb_build_object('shippingAddress', s.shipping_address, 'renewal',
           case when a.renewal_id is not null then jsonb_build_object('renewalId', a.renewal_id, 'subscriptionId', a.sub_id, 'cycle', a.k) end)),
         a.payment_method_id, a.status, case when a.status = 'failed' then ${DECLINE_MESSAGE} end, a.charge_ref, a.order_id, a.renewal_id,
         a.created_at, a.created_at + interval '3 seconds'
    from vol_attempt a
    join vol_price p on p.price_id = a.price_id
    join vol_sub s on s.n = a.n
   order by a.attempt_id`;

const ORDERS = `insert into orders (id, patient_id, visit_id, subscription_id, checkout_attempt_id, kind, status, shipping_address, created_at)
  select o.order_id, o.patient_id, o.visit_id, o.sub_id, a.attempt_id, o.kind, 'paid', s.shipping_address, o.created_at
    from vol_order o
    join vol_attempt a on a.n = o.n and a.k = o.k and a.status = 'completed'
    join vol_sub s on s.n = o.n
   order by o.order_id`;

const ORDER_LINES = `insert into order_lines (order_id, item_id, name, is_rx, is_full_size, original_cents, final_cents, position)
  select o.order_id, l.item_id, l.name, l.is_rx, l.is_full_size, l.original_cents, l.final_cents, l.position
    from vol_order o join vol_price_line l on l.price_id = o.price_id
   order by o.order_id, l.position`;

const INVOICES = `insert into invoices (id, order_id, patient_id, subtotal_cents, discount_cents, tax_cents, credit_cents, total_cents, vendor, charge_ref, status, paid_at)
  select o.invoice_id, o.order_id, o.patient_id, p.subtotal_cents, p.discount_cents, p.tax_cents, p.credit_applied_cents, p.total_cents,
         case when a.charge_ref is not null then 'sandbox' end, a.charge_ref, 'paid', o.created_at
    from vol_order o
    join vol_price p on p.price_id = o.price_id
    join vol_attempt a on a.n = o.n and a.k = o.k and a.status = 'completed'
   order by o.invoice_id`;

const INVOICE_LINES = `insert into invoice_lines (invoice_id, kind, label, amount_cents, position)
  select o.invoice_id, l.kind, l.label, l.amount_cents, l.position
    from vol_order o join vol_price_invoice_line l on l.price_id = o.price_id
   order by o.invoice_id, l.position`;

const CHARGES = `insert into sandbox_charges (id, idempotency_key, payment_method_id, amount_cents, status, description, created_at)
  select charge_ref, idempotency_key, method_ref, amount_cents, 'succeeded',
         case when k > 0 then 'subscription box' else kind || ' order' end, created_at
    from vol_attempt where charge_ref is not null order by attempt_id`;

/** Each order's parcel where the pharmacy simulator has it by the horizon: packed in two days, delivered three later. */
const SHIPMENTS = `insert into shipments (id, order_id, patient_id, status, pharmacy_ref, tracking_number, created_at, submitted_at, shipped_at, delivered_at)
  select o.shipment_id, o.order_id, o.patient_id,
         case when o.created_at + ${delivered} <= x.horizon then 'delivered' when o.created_at + ${packed} <= x.horizon then 'shipped' else 'submitted' end,
         'SIM-RX-' || o.shipment_id,
         case when o.created_at + ${packed} <= x.horizon then '9400SIM' || lpad(o.shipment_id::text, 10, '0') end,
         o.created_at, o.created_at + (1 + o.n % 8) * interval '1 minute',
         case when o.created_at + ${packed} <= x.horizon then o.created_at + ${packed} end,
         case when o.created_at + ${delivered} <= x.horizon then o.created_at + ${delivered} end
    from vol_order o, vol_ctx x
   order by o.shipment_id`;

export function orderInsertSteps(): VolumeStep[] {
  return [
    insertStep('subscription_renewals', RENEWALS),
    insertStep('checkout_attempts', ATTEMPTS),
    insertStep('orders', ORDERS),
    insertStep('order_lines', ORDER_LINES),
    insertStep('invoices', INVOICES),
    insertStep('invoice_lines', INVOICE_LINES),
    insertStep('sandbox_charges', CHARGES),
    insertStep('shipments', SHIPMENTS),
  ];
}
