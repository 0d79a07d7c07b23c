import type { z } from 'zod';
import type { OrderViewSchema, SubscriptionViewSchema } from '@app/domain/contracts/payments';
import type { Db } from '../../db/client';
import { findOrdersOfPatient, findSubscriptionsOfPatient } from './orders.repository';

/** The patient's orders, newest first, with their lines and invoice rows. */
export async function listOrders(db: Db, patientId: number): Promise<z.infer<typeof OrderViewSchema>[]> {
  return (await findOrdersOfPatient(db, patientId)).map(({ order, lines, invoice, invoiceLines }) => ({
    id: order.id,
    kind: order.kind,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    lines: lines.map(({ itemId, name, isRx, isFullSize, originalCents, finalCents }) => ({ itemId, name, isRx, isFullSize, originalCents, finalCents })),
    invoice: invoice
      ? {
          id: invoice.id,
          totalCents: invoice.totalCents,
          discountCents: invoice.discountCents,
          creditCents: invoice.creditCents,
          taxCents: invoice.taxCents,
          lines: invoiceLines.map(({ kind, label, amountCents }) => ({ kind, label, amountCents })),
        }
      : null,
  }));
}

/** The patient's subscriptions with what each later box holds. */
export async function listSubscriptions(db: Db, patientId: number): Promise<z.infer<typeof SubscriptionViewSchema>[]> {
  return (await findSubscriptionsOfPatient(db, patientId)).map(({ subscription, items }) => ({
    id: subscription.id,
    treatmentCategory: subscription.treatmentCategory,
    status: subscription.status,
    cadenceDays: subscription.cadenceDays,
    trialEndsAt: subscription.trialEndsAt?.toISOString() ?? null,
    nextBillAt: subscription.nextBillAt.toISOString(),
    items: items.map(({ itemId, name, isRx, priceCents }) => ({ itemId, name, isRx, priceCents })),
  }));
}
