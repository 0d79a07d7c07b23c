import type { PromotionClaim } from '../contracts/product-selection';
import type { SummaryProduct } from './order-summary';
import type { PriceEntry } from './order-total';

/** Where a claimed promotion shows in the order summary: a promotion row, or inside a product's line. */
export interface PromotionEffect {
  products: SummaryProduct[];
  /** The promotion row's code and amount, when the promotion is taken off the box. */
  promotion?: { code: string; amount: number };
}

/** A price lowered to `finalAmount`, the difference shown struck through. */
function lowered(price: PriceEntry, finalAmount: number): PriceEntry {
  return { originalAmount: price.originalAmount, adjustmentAmount: price.originalAmount - finalAmount, finalAmount };
}

/**
 * How a claim changes a box (ADR 103), so every figure stays on a row that is shown:
 * - FREETRIAL (`free-rx-line`) makes the first Rx product's line show zero (001 §9);
 * - an amount on hair, which shows no promotion row (001 §2.3), comes off the hair formula's line;
 * - an amount on skin is the promotion row (001 §2.4), capped by `orderTotal`.
 */
export function promotionEffect(products: readonly SummaryProduct[], claim: PromotionClaim | null, category: 'skin' | 'hair'): PromotionEffect {
  if (!claim) {
    return { products: [...products] };
  }
  if (claim.kind === 'amount' && category === 'skin') {
    return { products: [...products], promotion: { code: claim.code, amount: claim.amount } };
  }
  const rxIndex = products.findIndex((product) => product.isRx);
  return {
    products: products.map((product, index) => {
      if (index !== rxIndex) {
        return product;
      }
      const { price } = product.line;
      const finalAmount = claim.kind === 'free-rx-line' ? 0 : Math.max(0, price.finalAmount - claim.amount);
      return { ...product, line: { ...product.line, price: lowered(price, finalAmount) } };
    }),
  };
}
