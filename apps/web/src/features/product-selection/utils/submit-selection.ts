import type { PurchaseContext } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { failureMessages } from '../../../lib/failure-messages';
import type { SelectionRequest } from '../api/get-selection-data';
import { saveSubscriptionItems } from '../api/save-subscription-items';
import { updatePurchaseContext } from '../api/update-purchase-context';

/**
 * "Check out now" (001 §4): the purchase context and the selected items go to the server before
 * checkout. Answers the messages to show when it fails (001 §8: each server validation error on
 * its own, else the server's message, else "A system error occurred. Please try again.").
 */
export async function submitSelection(request: SelectionRequest, purchaseContext: PurchaseContext, itemIds: readonly number[]): Promise<string[]> {
  try {
    await updatePurchaseContext(request, purchaseContext);
    await saveSubscriptionItems(request, itemIds);
    return [];
  } catch (error) {
    return failureMessages(error, MESSAGES.selection.systemError);
  }
}
