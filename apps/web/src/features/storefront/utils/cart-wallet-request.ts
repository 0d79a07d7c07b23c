import { walletSheet, type WalletRequest } from '@app/domain/checkout';
import type { StorefrontCart } from '@app/domain/contracts';
import { fillTemplate } from '@app/domain/formatting';
import { STOREFRONT_MESSAGES } from '@app/domain/messages';
import { shopLineLabel } from '@app/domain/storefront';

const TEXT = STOREFRONT_MESSAGES.storefront;

/**
 * The wallet's payment sheet for a shop cart, in the order summary's words and the server's figures:
 * each line ("Day Primer (Light) × 2"), the discount with its code, shipping, the tax once it is
 * known, and the cart's total, which is what its checkout charges for the address it was priced for.
 */
export function cartWalletRequest(cart: StorefrontCart): WalletRequest {
  const code = cart.discountCodes.find((discount) => discount.applicable)?.code;
  return walletSheet({ label: TEXT.total, amountCents: cart.totalCents }, [
    ...cart.lines.map((line) => ({
      label: shopLineLabel(line.optionName ? `${line.productName} (${line.optionName})` : line.productName, line.quantity),
      amountCents: line.lineCents,
    })),
    ...(cart.discountCents > 0 ? [{ label: code ? fillTemplate(TEXT.discountWithCode, { code }) : TEXT.discount, amountCents: -cart.discountCents }] : []),
    { label: TEXT.shipping, amountCents: cart.shippingCents },
    ...(cart.taxEstimateCents ? [{ label: TEXT.taxEstimate, amountCents: cart.taxEstimateCents }] : []),
  ]);
}
