import type { CheckoutSnapshot } from '@app/domain/checkout';
import { isUsStateCode, TREATMENT_CATEGORIES } from '@app/domain/constants';
import type { Activation, ShopCheckoutRequest, ShopExpressCheckoutRequest, StorefrontCart } from '@app/domain/contracts';
import { MESSAGES, STOREFRONT_MESSAGES } from '@app/domain/messages';
import { itemIdOfVariant } from '@app/domain/resubscribe';
import { shopOrderOf } from '@app/domain/storefront';
import { fillTemplate } from '@app/domain/formatting';
import { formatUsd } from '@app/domain/pricing';
import type { PatientRow } from '../../db/schema/index';
import { AppError } from '../../errors';
import { addressOnFile, checkedWalletAddress, earlierAnswerOf, payForSnapshotOnce, storeWalletAndAddress, type CheckoutDeps } from '../checkout';
import type { ZipDirectory } from '../eligibility';
import { claimCartCode } from '../promotions';
import { callerCartForCheckout, closeCheckedOutCart, type Shopper, type StorefrontDeps } from './shop-cart.service';
import { pricedCart } from './shop-cart-pricing';
import { shopCatalogueOf } from './shop-catalogue';

/**
 * The checkout of a shop cart (issue 31 item 4, ADR 152): the cart priced once more for the
 * shopper's address on file, its code claimed, then paid for by the checkout's own machinery in
 * Cart mode (`payForSnapshotOnce`): the attempt written before the charge, one attempt of a cart at
 * a time, the charge's idempotency key, the order, invoice and shipment in one transaction, and
 * the reconciliation pass for a process that dies after the charge. The cart is closed by its order.
 */

export interface ShopCheckoutDeps extends StorefrontDeps {
  checkout: CheckoutDeps;
  zipDirectory: ZipDirectory;
}

const TEXT = STOREFRONT_MESSAGES.storefront;
const refused = (message: string) => new AppError('VALIDATION_FAILED', message);

/** The snapshot the attempt keeps: the cart as the shopper last saw it, with the claim it uses. */
function snapshotOf(cart: StorefrontCart, brandId: number, claim: CheckoutSnapshot['claim'], shippingAddress: Record<string, string>): CheckoutSnapshot {
  const catalogue = shopCatalogueOf(brandId);
  const order = shopOrderOf({
    lines: cart.lines.map((line) => ({
      itemId: itemIdOfVariant(line.variantId)!,
      name: line.optionName ? `${line.productName} (${line.optionName})` : line.productName,
      quantity: line.quantity,
      unitCents: line.unitCents,
      compareAtUnitCents: line.compareAtUnitCents,
    })),
    code: claim ? { code: claim.code, cents: claim.amount } : null,
    taxCents: cart.taxEstimateCents ?? 0,
  });
  const category = catalogue.byVariantId.get(cart.lines[0]!.variantId)!.product.category;
  return {
    purchaseType: 'cart',
    brandId,
    treatmentCategory: TREATMENT_CATEGORIES[category],
    flow: 'shop',
    introOfferId: null,
    cadenceDays: null,
    trialDays: null,
    lines: order.lines,
    nextBoxItems: [],
    invoiceLines: order.invoiceLines,
    totals: order.totals,
    claim,
    shippingAddress,
  };
}

export async function checkoutCart(
  deps: ShopCheckoutDeps,
  patient: PatientRow,
  shopper: Shopper,
  cartId: string,
  request: ShopCheckoutRequest & { approvedTotalCents?: number },
): Promise<Activation> {
  const now = await deps.clock.now();
  let found: Awaited<ReturnType<typeof callerCartForCheckout>>;
  try {
    found = await callerCartForCheckout(deps, shopper, cartId, now);
  } catch (error) {
    // A retry of a press whose answer was lost finds its cart paid for: it gets the first answer.
    const earlier = error instanceof AppError && error.code === 'CONFLICT' ? await earlierAnswerOf(deps.db, patient, { shopCartId: cartId }, request.checkoutAttemptId) : undefined;
    if (earlier) {
      return earlier;
    }
    throw error;
  }
  const { row, state } = found;
  const shippingAddress = addressOnFile(patient);
  if (!shippingAddress) {
    throw refused(MESSAGES.payment.noShippingAddress);
  }
  const taxState = shippingAddress.state ?? '';
  const cart = await pricedCart({ db: deps.db, taxEstimator: deps.taxEstimator, patientId: patient.id, taxState: isUsStateCode(taxState) ? taxState : undefined, now }, row, state);
  if (cart.lines.length === 0) {
    throw refused(TEXT.cartEmpty);
  }
  // A code that gives nothing now (used up since, or never valid) is refused with its reason, not
  // dropped: the shopper is never charged more than the total they last saw without being told.
  const unusable = cart.discountCodes.find((candidate) => !candidate.applicable);
  if (unusable) {
    throw refused(unusable.reason ?? MESSAGES.promotion.invalid);
  }
  const code = cart.discountCodes[0];
  const categoryIds = [...new Set(cart.lines.map((line) => TREATMENT_CATEGORIES[shopCatalogueOf(row.brandId).byVariantId.get(line.variantId)!.product.category]))];
  const claim = code ? await claimCartCode(deps.db, patient, { brandId: row.brandId, code: code.code, patientId: patient.id, categoryIds }, code.amountCents, now) : null;
  const snapshot = snapshotOf(cart, row.brandId, claim, shippingAddress);
  if (request.approvedTotalCents !== undefined && request.approvedTotalCents !== snapshot.totals.totalWithTax) {
    throw new AppError('CONFLICT', fillTemplate(TEXT.totalChanged, { total: formatUsd(snapshot.totals.totalWithTax) }));
  }
  try {
    const activation = await payForSnapshotOnce(deps.checkout, patient, { shopCartId: row.id }, request.checkoutAttemptId, snapshot, now);
    await closeCheckedOutCart(deps, row.id, now);
    return activation;
  } catch (error) {
    if (error instanceof AppError && error.code === 'CONFLICT' && error.message === MESSAGES.payment.alreadyActivated) {
      // Another attempt paid for this cart first (a second tab): this one charged nothing.
      await closeCheckedOutCart(deps, row.id, now);
      throw new AppError('CONFLICT', TEXT.cartClosed);
    }
    throw error;
  }
}

/**
 * A wallet's checkout of the cart (PayPal, Apple Pay; 001 §7.2's express checkout): the wallet's
 * address checked for the form's rules (an over-the-counter order knows no treatment's states), the
 * cart refused before anything is stored when another press paid for it, then the wallet and its
 * address kept as the patient's, and the cart paid for as with a card.
 */
export async function expressCheckoutCart(deps: ShopCheckoutDeps, patient: PatientRow, shopper: Shopper, cartId: string, request: ShopExpressCheckoutRequest): Promise<Activation> {
  const now = await deps.clock.now();
  const earlier = await earlierAnswerOf(deps.db, patient, { shopCartId: cartId }, request.checkoutAttemptId);
  if (earlier) {
    // The same press again (a lost answer): its first result, with nothing stored twice.
    return earlier;
  }
  // The cart must be the caller's open one (another's is not found, a paid one closed) before the
  // wallet's details are even read.
  await callerCartForCheckout(deps, shopper, cartId, now);
  const address = checkedWalletAddress({ eligibility: deps.checkout.eligibility, zipDirectory: deps.zipDirectory }, patient, request, []);
  const updated = await storeWalletAndAddress(deps.checkout, patient, request, address);
  return checkoutCart(deps, updated, shopper, cartId, { checkoutAttemptId: request.checkoutAttemptId, approvedTotalCents: request.approvedTotalCents });
}
