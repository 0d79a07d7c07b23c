import type { OperatorCharge, OperatorOrder, OperatorRefund } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { formatUsd } from '@app/domain/pricing';
import { Button } from '../../../components/ui/button';
import { consoleDate, consoleTime } from '../utils/console-text';
import { ConsoleList, ConsoleSection, Terms } from './console-parts';
import { chargeHeadingId, processorName } from './refund-dialog';

const TEXT = STAFF_MESSAGES.opsMoney;

/** Orders with their lines as sold and what their invoice charged. */
export function OrdersSection({
  orders,
  timeZone,
}: {
  orders: readonly OperatorOrder[];
  timeZone: string;
}) {
  return (
    <ConsoleSection id="ops-orders" title={TEXT.ordersHeading}>
      <ConsoleList
        items={orders}
        empty={TEXT.ordersEmpty}
        keyOf={(order) => order.id}
        render={(order) => (
          <>
            <div className="card__header">
              <h3>{fillTemplate(TEXT.order, { id: order.id, kind: TEXT.kinds[order.kind] })}</h3>
              <span className="card__status">{TEXT.orderStatuses[order.status]}</span>
            </div>
            <p className="card__note">{consoleTime(order.createdAt, timeZone)}</p>
            <ul className="ops-plain-list">
              {order.lines.map((line, index) => (
                <li key={`${line.label}-${index}`}>
                  {line.label}
                  {line.isRx ? ` (${STAFF_MESSAGES.opsSubscriptions.rx})` : ''}:{' '}
                  {formatUsd(line.amountCents)}
                </li>
              ))}
            </ul>
            <p>
              {TEXT.total}:{' '}
              {order.totalCents === null ? TEXT.noInvoice : formatUsd(order.totalCents)}
            </p>
          </>
        )}
      />
    </ConsoleSection>
  );
}

interface ChargesSectionProps {
  charges: readonly OperatorCharge[];
  timeZone: string;
  onRefund: (chargeId: number) => void;
  /** Sends a pending refund again under its own key: the processor answers the refund it made, if it made one. */
  onSendAgain: (charge: OperatorCharge, refund: OperatorRefund) => void;
  /** The refund being sent again, if any. */
  sendingRefundId: number | null;
}

/** Charges with their refunds and what is left; a refund of what is left; a pending refund sent again. */
export function ChargesSection({
  charges,
  timeZone,
  onRefund,
  onSendAgain,
  sendingRefundId,
}: ChargesSectionProps) {
  return (
    <ConsoleSection id="ops-charges" title={TEXT.chargesHeading}>
      <ConsoleList
        items={charges}
        empty={TEXT.chargesEmpty}
        keyOf={(charge) => charge.id}
        render={(charge) => (
          <>
            <h3 id={chargeHeadingId(charge.id)} tabIndex={-1}>
              {fillTemplate(TEXT.charge, {
                amount: formatUsd(charge.amountCents),
                date: consoleDate(charge.createdAt, timeZone),
              })}
            </h3>
            {charge.status === 'voided' ? <p>{TEXT.voided}</p> : null}
            <Terms
              items={[
                {
                  term: TEXT.processor,
                  detail: `${processorName(charge.processor)} · ${charge.chargeRef}`,
                },
                { term: TEXT.refunded, detail: formatUsd(charge.refundedCents) },
                { term: TEXT.left, detail: formatUsd(charge.refundableCents) },
              ]}
            />
            {charge.refunds.length > 0 ? (
              <>
                <h4>{TEXT.refunds}</h4>
                <ul className="ops-plain-list">
                  {charge.refunds.map((refund) => (
                    <RefundItem
                      key={refund.id}
                      refund={refund}
                      timeZone={timeZone}
                      isSending={sendingRefundId === refund.id}
                      onSendAgain={() => onSendAgain(charge, refund)}
                    />
                  ))}
                </ul>
              </>
            ) : null}
            {charge.status === 'paid' && charge.refundableCents > 0 ? (
              <Button
                variant="secondary"
                aria-describedby={chargeHeadingId(charge.id)}
                onClick={() => onRefund(charge.id)}
              >
                {TEXT.refund}
              </Button>
            ) : null}
          </>
        )}
      />
    </ConsoleSection>
  );
}

function RefundItem({
  refund,
  timeZone,
  isSending,
  onSendAgain,
}: {
  refund: OperatorRefund;
  timeZone: string;
  isSending: boolean;
  onSendAgain: () => void;
}) {
  const amount = formatUsd(refund.amountCents);
  return (
    <li className="ops-refund">
      <span className="ops-refund__status">{TEXT.refundStatuses[refund.status]}</span>{' '}
      {fillTemplate(TEXT.refundLine, { amount, name: refund.staffName, reason: refund.reason })}
      <span className="card__note"> · {consoleTime(refund.createdAt, timeZone)}</span>
      {refund.failureMessage ? <p className="ops-warning">{refund.failureMessage}</p> : null}
      {refund.status === 'pending' ? (
        <>
          <p className="card__note">{TEXT.pendingHint}</p>
          <Button variant="secondary" isLoading={isSending} onClick={onSendAgain}>
            {fillTemplate(TEXT.sendAgain, { amount })}
          </Button>
        </>
      ) : null}
    </li>
  );
}
