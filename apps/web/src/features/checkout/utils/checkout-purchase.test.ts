import { describe, expect, it } from 'vitest';
import { priceSelection } from '@app/domain/selection';
import { selectionData } from '../../../testing/selection-fixtures';
import { walletRequestOf } from './checkout-purchase';

/** The sheet's charged lines (those not pending) add up to what it charges. */
const chargedSum = (request: ReturnType<typeof walletRequestOf>) =>
  request.displayItems.filter((line) => !line.isPending).reduce((sum, line) => sum + line.amountCents, 0);

describe('walletRequestOf', () => {
  it('charges what the summary charges, its lines adding up, with account credit in the Discount line', () => {
    for (const creditCents of [0, 500, 100_000]) {
      const selection = selectionData({ creditCents });
      const priced = priceSelection({ data: selection, selectedItemIds: selection.initialSelectedItemIds, purchaseContext: selection.initialPurchaseContext, claim: null, tax: selection.tax });
      const request = walletRequestOf(selection);
      expect(request.total.amountCents).toBe(priced.totals.totalWithTax);
      expect(chargedSum(request)).toBe(request.total.amountCents);
      const discountLine = request.displayItems.find((line) => line.label === 'Discount')?.amountCents ?? 0;
      expect(discountLine + priced.totals.credit).toBe(0);
      expect(priced.totals.credit).toBe(Math.min(creditCents, priced.totals.total + selection.tax));
    }
  });
});
