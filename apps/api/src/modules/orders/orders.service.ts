import type { z } from 'zod';
import type { OrderViewSchema } from '@app/domain/contracts';
import type { Db } from '../../db/client';
import { findOrdersOfPatient } from './orders.repository';

/** The patient's orders, newest first, with their lines and invoice rows. */
export async function listOrders(db: Db, patientId: number): Promise<z.infer<typeof OrderViewSchema>[]> {
  return (await findOrdersOfPatient(db, patientId)).map(({ order, lines, invoice, invoiceLines }) => ({
    id: order.id,
    kind: order.kind,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    isShopOrder: order.shopCartId !== null,
    lines: lines.map(({ itemId, name, isRx, isFullSize, quantity, originalCents, finalCents }) => ({ itemId, name, isRx, isFullSize, quantity, originalCents, finalCents })),
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
