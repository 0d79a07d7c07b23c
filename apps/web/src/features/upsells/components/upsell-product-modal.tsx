import type { ProductModalContent } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { ProductDetails } from '../../../components/ui/product-details';
import { RxMark } from '../../../components/ui/order-summary/rx-mark';

/** "See product ingredients & more" (000 §2): the product, how to use it and its ingredients, with Done. */
export function UpsellProductModal({ details, onClose }: { details: ProductModalContent; onClose: () => void }) {
  return (
    <ModalDialog labelledBy="upsell-modal-title" className="upsell-modal" onClose={onClose} closeLabel={MESSAGES.upsells.done}>
      <h2 id="upsell-modal-title">
        {details.title}
        {details.titleIsRx ? (
          <>
            {' '}
            <RxMark />
          </>
        ) : null}
      </h2>
      <p className="upsell-modal__volume">{details.volume}</p>
      <p>{details.description}</p>
      <ProductDetails content={details} note={MESSAGES.selection.ingredientsNote} />
    </ModalDialog>
  );
}
