import type { OperatorOutboxMessage, PatientOverview } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { MESSAGES } from '@app/domain/messages';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { Button } from '../../../components/ui/button';
import { consoleTime } from '../utils/console-text';
import { ConsoleList, ConsoleSection, Terms } from './console-parts';

const TEXT = STAFF_MESSAGES.opsCare;
const SHIPMENT_STATUSES = MESSAGES.shipments.statuses;

/** Parcels: status, tracking, when shipped and delivered, and what was in them. */
export function ShipmentsSection({
  shipments,
  timeZone,
}: {
  shipments: PatientOverview['shipments'];
  timeZone: string;
}) {
  const when = (iso: string | null) => (iso ? consoleTime(iso, timeZone) : STAFF_MESSAGES.opsCommon.none);
  return (
    <ConsoleSection id="ops-shipments" title={TEXT.shipmentsHeading}>
      <ConsoleList
        items={shipments}
        empty={TEXT.shipmentsEmpty}
        keyOf={(shipment) => shipment.id}
        render={(shipment) => (
          <>
            <div className="card__header">
              <h3>{fillTemplate(TEXT.shipment, { orderId: shipment.orderId })}</h3>
              <span className="card__status">{SHIPMENT_STATUSES[shipment.status]}</span>
            </div>
            <p className="card__note">{shipment.lines.map((line) => line.name).join(', ')}</p>
            <Terms
              items={[
                { term: TEXT.tracking, detail: shipment.trackingNumber ?? STAFF_MESSAGES.opsCommon.none },
                { term: TEXT.shipped, detail: when(shipment.shippedAt) },
                { term: TEXT.delivered, detail: when(shipment.deliveredAt) },
              ]}
            />
          </>
        )}
      />
    </ConsoleSection>
  );
}

/**
 * Threads with the care team by counts and time, labelled by number: their subjects and text are
 * the patient's words, which the server never sends an operator.
 */
export function ThreadsSection({
  threads,
  timeZone,
}: {
  threads: PatientOverview['threads'];
  timeZone: string;
}) {
  return (
    <ConsoleSection id="ops-threads" title={TEXT.threadsHeading}>
      <ConsoleList
        items={threads}
        empty={TEXT.threadsEmpty}
        keyOf={(thread) => thread.id}
        render={(thread) => (
          <>
            <h3>{fillTemplate(TEXT.threadLabel, { number: thread.id })}</h3>
            <p className="card__note">
              {fillTemplate(TEXT.threadCounts, {
                count: thread.messageCount,
                unread: thread.unreadCount,
              })}{' '}
              · {TEXT.lastMessage} {consoleTime(thread.lastMessageAt, timeZone)}
            </p>
          </>
        )}
      />
    </ConsoleSection>
  );
}

/** Texts and emails sent to the patient by template, recipient and time (never their text), with Resend. */
export function MessagesSection({
  messages,
  timeZone,
  onResend,
}: {
  messages: readonly OperatorOutboxMessage[];
  timeZone: string;
  onResend: (messageId: number) => void;
}) {
  return (
    <ConsoleSection id="ops-messages" title={TEXT.messagesHeading}>
      <ConsoleList
        items={messages}
        empty={TEXT.messagesEmpty}
        keyOf={(message) => message.id}
        render={(message) => (
          <>
            <div className="card__header">
              <h3 id={`ops-message-${message.id}`}>{message.template}</h3>
              <span className="card__status">{TEXT.channels[message.channel]}</span>
            </div>
            {message.subject ? <p className="card__note">{message.subject}</p> : null}
            <Terms
              items={[
                { term: TEXT.to, detail: message.recipient },
                { term: TEXT.created, detail: consoleTime(message.createdAt, timeZone) },
                {
                  term: TEXT.sent,
                  detail: message.hasFailed
                    ? TEXT.failed
                    : message.sentAt
                      ? consoleTime(message.sentAt, timeZone)
                      : TEXT.notSent,
                },
              ]}
            />
            {message.canResend ? (
              <Button
                variant="secondary"
                aria-describedby={`ops-message-${message.id}`}
                onClick={() => onResend(message.id)}
              >
                {TEXT.resend}
              </Button>
            ) : (
              <p className="card__note">{TEXT.notResendable}</p>
            )}
          </>
        )}
      />
    </ConsoleSection>
  );
}
