import type { AdminProductSales } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { ReasonChangeDialog } from '../../../components/staff/change-dialog';
import { changeProductSales } from '../api/admin-console-api';
import { isPaused, salesChangeOf, salesDoneText, type SalesPrice } from '../utils/product-sales';

const TEXT = STAFF_MESSAGES.adminProductSales;

interface ProductSalesDialogProps {
  /** A row of the product: a pause or resume takes every option of it. */
  price: SalesPrice;
  /** The product's name, without an option's. */
  productName: string;
  /** The product's state as the server answered it, with the words the page announces. */
  onDone: (sales: AdminProductSales, announcement: string) => void;
  onClose: () => void;
}

/**
 * Pauses a brand's new sales of an over-the-counter product, or resumes them (issue 33 item 2,
 * ADR 161), with the admin's reason; the server's refusal shows in the dialog.
 */
export function ProductSalesDialog({
  price,
  productName,
  onDone,
  onClose,
}: ProductSalesDialogProps) {
  const words = { product: productName };
  const isResume = isPaused(price);
  return (
    <ReasonChangeDialog
      idPrefix={`admin-sales-${price.brandId}-${price.productKey}`}
      send={async (reason) => {
        const sales = await changeProductSales(salesChangeOf(price, reason));
        onDone(sales, salesDoneText(productName, sales));
      }}
      title={fillTemplate(isResume ? TEXT.resumeHeading : TEXT.pauseHeading, words)}
      intro={isResume ? TEXT.resumeIntro : TEXT.pauseIntro}
      submitLabel={isResume ? TEXT.resumeSubmit : TEXT.pauseSubmit}
      onClose={onClose}
    />
  );
}
