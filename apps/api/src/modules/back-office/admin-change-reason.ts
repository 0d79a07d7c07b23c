import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { checkedReason } from '@app/domain/operations';
import { addFieldError, hasFieldErrors, type FieldErrors } from '@app/domain/validation';
import { validationError } from '../../errors';

/**
 * The last check of every admin change: its reason, named beside the other fields' problems so a
 * 422 lists them all at once; answers the reason as kept when nothing is wrong.
 */
export function reasonOrRefusal(errors: FieldErrors, reasonText: string): string {
  const reason = checkedReason(reasonText);
  if (reason === undefined) {
    addFieldError(errors, 'reason', STAFF_MESSAGES.operatorConsole.reasonNeeded);
  }
  if (reason === undefined || hasFieldErrors(errors)) {
    throw validationError(errors);
  }
  return reason;
}
