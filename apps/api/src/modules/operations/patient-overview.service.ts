import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { orderStatement } from '@app/domain/pricing';
import type { OperatorCharge, OperatorOutboxMessage, OperatorSubscription, PatientOverview, SubscriptionEvent } from '@app/domain/contracts';
import type { PatientRow } from '../../db/schema/index';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { listCareThreads } from '../care-team';
import { isResendable, outboxMessagesOfPatient, type OutboxRow } from '../messaging';
import { chargesOfPatient, type ChargeOfOrder, listOrders } from '../orders';
import { listPatientShipments } from '../shipments';
import { findPatient } from '../patients';
import { refundsOfCharges, requestKeyOf, type RefundRow } from '../payments';
import { staffNamesOf } from '../staff';
import { historiesOf, listSubscriptions } from '../subscriptions';
import { listVisitsOfPatient } from '../visits';
import type { OperationsDeps } from './operations-deps';

/** How many of the patient's texts and emails the overview lists, newest first. */
export const OVERVIEW_MESSAGES_LIMIT = 50;

/** The patient, or 404 (the same answer whatever the id). */
export async function patientOrNotFound(db: Db, patientId: number): Promise<PatientRow> {
  const patient = await findPatient(db, patientId);
  if (!patient) {
    throw new AppError('NOT_FOUND', STAFF_MESSAGES.operatorConsole.patientNotFound);
  }
  return patient;
}

export function accountOf(patient: PatientRow): PatientOverview['account'] {
  return {
    id: patient.id,
    firstname: patient.firstname,
    lastname: patient.lastname,
    email: patient.email,
    phone: patient.phone,
    brandId: patient.brandId,
    state: patient.state,
    dateOfBirth: patient.dateOfBirth,
    address: { address1: patient.address1, address2: patient.address2, city: patient.city, state: patient.state, zipcode: patient.zipcode },
    createdAt: patient.createdAt.toISOString(),
    signupCompletedAt: patient.signupCompletedAt?.toISOString() ?? null,
  };
}

/** What is left to refund: the charge less its done and pending refunds (a pending one holds its amount). */
export function refundableCentsOf(charge: Pick<ChargeOfOrder, 'amountCents' | 'status'>, refunds: readonly Pick<RefundRow, 'amountCents' | 'status'>[]): number {
  if (charge.status !== 'paid') {
    return 0;
  }
  const held = refunds.filter((refund) => refund.status !== 'failed').reduce((sum, refund) => sum + refund.amountCents, 0);
  return Math.max(0, charge.amountCents - held);
}

function chargeView(charge: ChargeOfOrder, refunds: RefundRow[], names: Map<number, string>): OperatorCharge {
  return {
    id: charge.invoiceId,
    orderId: charge.orderId,
    amountCents: charge.amountCents,
    refundedCents: refunds.filter((refund) => refund.status === 'succeeded').reduce((sum, refund) => sum + refund.amountCents, 0),
    refundableCents: refundableCentsOf(charge, refunds),
    status: charge.status,
    processor: charge.vendor,
    chargeRef: charge.chargeRef,
    createdAt: charge.paidAt.toISOString(),
    refunds: refunds.map((refund) => ({
      id: refund.id,
      amountCents: refund.amountCents,
      status: refund.status,
      refundKey: requestKeyOf(refund),
      reason: refund.reason,
      staffName: names.get(refund.staffId) ?? '',
      failureMessage: refund.failureMessage,
      createdAt: refund.createdAt.toISOString(),
      settledAt: refund.settledAt?.toISOString() ?? null,
    })),
  };
}

function messageView(row: OutboxRow): OperatorOutboxMessage {
  return {
    id: row.id,
    channel: row.channel,
    template: row.template,
    recipient: row.recipient,
    subject: row.subject,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    hasFailed: row.gaveUpAt !== null,
    canResend: isResendable(row),
  };
}

/** The patient's charges with their refunds and who asked for each (three statements whatever the counts). */
async function chargesWithRefunds(db: Db, patientId: number): Promise<OperatorCharge[]> {
  const charges = await chargesOfPatient(db, patientId);
  const refunds = await refundsOfCharges(db, charges.map((charge) => charge.invoiceId));
  const names = await staffNamesOf(db, refunds.map((refund) => refund.staffId));
  return charges.map((charge) => chargeView(charge, refunds.filter((refund) => refund.invoiceId === charge.invoiceId), names));
}

async function subscriptionsWithHistory(deps: OperationsDeps, patient: PatientRow): Promise<OperatorSubscription[]> {
  const views = await listSubscriptions({ db: deps.db, clock: deps.clock, taxEstimator: deps.taxEstimator }, patient);
  const histories = await historiesOf(deps.db, views.map((view) => view.id));
  return views.map((view) => ({
    id: view.id,
    treatmentCategory: view.treatmentCategory,
    status: view.status,
    pauseReason: view.pauseReason,
    cancelReason: view.cancelReason,
    cadenceDays: view.cadenceDays,
    nextBillDate: view.nextBillDate,
    nextBillAt: view.nextBillAt,
    timeZone: view.timeZone,
    changesCloseAt: view.changesCloseAt,
    items: view.items,
    nextBox: view.nextBox,
    paymentProblem: view.paymentProblem,
    heldForReview: view.heldForReview,
    history: (histories.get(view.id) ?? []).map(withoutOthersWords),
  }));
}

/**
 * A subscription event as an operator may read it: no patient's cancellation note (their words) and
 * no provider's reason (clinical, their words to the patient). What remains was chosen from a list
 * or written by the system or an operator (issue 28 item 5, ADR 119).
 */
function withoutOthersWords(event: SubscriptionEvent): SubscriptionEvent {
  if (event.actor === 'operator' || event.actor === 'system') {
    return event;
  }
  const { note: _note, ...details } = event.details;
  if (event.actor === 'provider') {
    delete details.reason;
  }
  return { ...event, details };
}

/**
 * Everything support looks at for one patient (issue 14 item 4, ADR 119): account, visits (progress
 * only), subscriptions with their history, orders, charges with refunds, parcels, care threads
 * (counts and times, never the subject or the text) and messages sent. A fixed number of statements whatever the
 * counts: each part is read in one go for all its rows. Never survey answers, health history or photos.
 */
export async function patientOverview(deps: OperationsDeps, patientId: number): Promise<PatientOverview> {
  const { db } = deps;
  const patient = await patientOrNotFound(db, patientId);
  const [readAt, visits, subscriptions, orders, charges, shipments, threads, messages] = await Promise.all([
    deps.clock.now(),
    listVisitsOfPatient(db, patientId),
    subscriptionsWithHistory(deps, patient),
    listOrders(db, patientId),
    chargesWithRefunds(db, patientId),
    listPatientShipments(db, patientId),
    listCareThreads(db, patientId),
    outboxMessagesOfPatient(db, patientId, OVERVIEW_MESSAGES_LIMIT),
  ]);
  return {
    readAt: readAt.toISOString(),
    account: accountOf(patient),
    visits: visits.map((visit) => ({
      uuid: visit.uuid,
      flow: visit.flow,
      treatmentCategory: visit.treatmentCategory,
      status: visit.completedAt ? 'completed' : 'in-progress',
      createdAt: visit.createdAt.toISOString(),
      completedAt: visit.completedAt?.toISOString() ?? null,
      isDecided: visit.facts.reviewDecided === true,
    })),
    subscriptions,
    orders: orders.map((order) => ({
      id: order.id,
      kind: order.kind,
      status: order.status,
      createdAt: order.createdAt,
      lines: orderStatement(order),
      totalCents: order.invoice?.totalCents ?? null,
    })),
    charges,
    shipments,
    // The subject is the patient's words: the console labels each thread itself.
    threads: threads.threads.map(({ id, lastMessageAt, messageCount, unreadCount }) => ({ id, lastMessageAt, messageCount, unreadCount })),
    messages: messages.map(messageView),
  };
}
