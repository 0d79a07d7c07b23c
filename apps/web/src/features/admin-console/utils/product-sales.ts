import type { AdminPrice, AdminProductSales, AdminProductSalesChange } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';

const TEXT = STAFF_MESSAGES.adminProductSales;

/** A row of an over-the-counter product: its new sales can be paused (a prescription's cannot). */
export type SalesPrice = AdminPrice & { productKey: string };

/** A product's full-size rows pause it; its trial-size and one-time rows show the pause alone. */
export const hasSalesControl = (price: AdminPrice): price is SalesPrice =>
  price.productKey !== null && price.priceKind === 'full-size';

export const isPaused = (price: Pick<AdminPrice, 'salesPausedAt'>) => price.salesPausedAt !== null;

/** Whether a row is one of the brand's product whose sales changed (every option of it is). */
export const isSameSalesProduct = (
  price: AdminPrice,
  sales: Pick<AdminProductSales, 'brandId' | 'productKey'>,
) => price.brandId === sales.brandId && price.productKey === sales.productKey;

/** The change the dialog sends for a row: a pause while on sale, a resume while paused. */
export function salesChangeOf(price: SalesPrice, reason: string): AdminProductSalesChange {
  return { brandId: price.brandId, productKey: price.productKey, onSale: isPaused(price), reason };
}

/** "New sales of Eye Formula are paused." or "Eye Formula is on sale again.": what the page announces. */
export function salesDoneText(
  product: string,
  sales: Pick<AdminProductSales, 'salesPausedAt'>,
): string {
  return fillTemplate(isPaused(sales) ? TEXT.paused : TEXT.resumed, { product });
}
