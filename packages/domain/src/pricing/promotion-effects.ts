import type { PromotionClaim } from '../contracts/product-selection';
import type { SummaryProduct } from './order-summary';
import type { PriceEntry } from './order-total';

/** Where a claimed promotion shows in the order summary: a promotion row, or inside a product's line. */
export interface PromotionEffect {
  products: SummaryProduct[];
  /** The promotion row's code and amount, when the promotion is taken off the box. */
  promotion?: { code: string; amount: number };
  /** What the promotion took off the products' lines (a hair code's, a free Rx line), in cents; 0 for a row. */
  linesCentsOff: number;
}

/** A price lowered to `finalAmount`, the difference shown struck through. */
function lowered(price: PriceEntry, finalAmount: number): PriceEntry {
  return { originalAmount: price.originalAmount, adjustmentAmount: price.originalAmount - finalAmount, finalAmount };
}

/** `percent`% of `cents`, to the nearest cent (half a cent up). */
export function percentOfCents(cents: number, percent: number): number {
  return Math.round((cents * percent) / 100);
}

/** Whether a code applying to `target` counts this product's line (ADR 166). */
function isTargeted(product: SummaryProduct, target: PromotionClaim['appliesToLines']): boolean {
  return target === undefined || target === 'box' || (target === 'rx') === product.isRx;
}

/**
 * What an amount or percent claim takes off the products: a percentage of the lines it applies
 * to (no more than what is left of its budget), or its amount, capped by those lines when it applies to some of them only (a whole box's
 * amount is capped by `orderTotal`, fees included, as before ADR 166).
 */
export function promotionCentsOff(products: readonly SummaryProduct[], claim: PromotionClaim): number {
  const targetedCents = products.filter((product) => isTargeted(product, claim.appliesToLines)).reduce((sum, product) => sum + product.line.price.finalAmount, 0);
  if (claim.kind === 'percent') {
    return Math.min(percentOfCents(targetedCents, claim.percentOff ?? 0), claim.maxCents ?? Number.POSITIVE_INFINITY);
  }
  return claim.appliesToLines === undefined || claim.appliesToLines === 'box' ? claim.amount : Math.min(claim.amount, targetedCents);
}

/** The products with `centsOff` taken off their lines in order, each line down to zero at most. */
function takenOffLines(products: readonly SummaryProduct[], order: readonly number[], centsOff: number): { products: SummaryProduct[]; linesCentsOff: number } {
  const result = [...products];
  let left = centsOff;
  for (const index of order) {
    const product = result[index]!;
    const { price } = product.line;
    const off = Math.min(left, price.finalAmount);
    if (off > 0) {
      result[index] = { ...product, line: { ...product.line, price: lowered(price, price.finalAmount - off) } };
      left -= off;
    }
  }
  return { products: result, linesCentsOff: centsOff - left };
}

/**
 * How a claim changes a box (ADR 103, ADR 166), so every figure stays on a row that is shown:
 * - FREETRIAL (`free-rx-line`) makes the first Rx product's line show zero (001 §9);
 * - on hair, which shows no promotion row (001 §2.3), it comes off product lines: a percentage
 *   off each line it applies to, an amount off the formula's line first;
 * - on skin it is the promotion row (001 §2.4), capped by `orderTotal`.
 */
export function promotionEffect(products: readonly SummaryProduct[], claim: PromotionClaim | null, category: 'skin' | 'hair'): PromotionEffect {
  if (!claim) {
    return { products: [...products], linesCentsOff: 0 };
  }
  const rxIndex = products.findIndex((product) => product.isRx);
  if (claim.kind === 'free-rx-line') {
    return rxIndex < 0 ? { products: [...products], linesCentsOff: 0 } : takenOffLines(products, [rxIndex], products[rxIndex]!.line.price.finalAmount);
  }
  const centsOff = promotionCentsOff(products, claim);
  if (category === 'skin') {
    return { products: [...products], promotion: { code: claim.code, amount: centsOff }, linesCentsOff: 0 };
  }
  const targeted = products.flatMap((product, index) => (isTargeted(product, claim.appliesToLines) ? [index] : []));
  if (claim.kind === 'percent') {
    // Each line it applies to shows its own percentage off, within what is left of the budget.
    return targeted.reduce(
      (effect, index) => {
        const lineOff = percentOfCents(products[index]!.line.price.finalAmount, claim.percentOff ?? 0);
        const taken = takenOffLines(effect.products, [index], Math.min(lineOff, (claim.maxCents ?? Number.POSITIVE_INFINITY) - effect.linesCentsOff));
        return { products: taken.products, linesCentsOff: effect.linesCentsOff + taken.linesCentsOff };
      },
      { products: [...products], linesCentsOff: 0 },
    );
  }
  // An amount on the whole box comes off the hair formula's line alone, as before ADR 166; a
  // targeted amount off the lines it was capped by, the formula's first.
  const isWholeBoxAmount = claim.kind === 'amount' && (claim.appliesToLines ?? 'box') === 'box';
  const order = isWholeBoxAmount
    ? targeted.filter((index) => index === rxIndex)
    : [...targeted.filter((index) => index === rxIndex), ...targeted.filter((index) => index !== rxIndex)];
  return takenOffLines(products, order, centsOff);
}

/**
 * The claim as a paid box keeps it (ADR 166): a percent claim's amount becomes what the box took
 * off (`promotionCents`), which the redemption adds to its code's amount given; others as claimed.
 */
export function claimAsPaid(claim: PromotionClaim, promotionCents: number): PromotionClaim;
export function claimAsPaid(claim: PromotionClaim | null, promotionCents: number): PromotionClaim | null;
export function claimAsPaid(claim: PromotionClaim | null, promotionCents: number): PromotionClaim | null {
  return claim?.kind === 'percent' ? { ...claim, amount: promotionCents } : claim;
}
