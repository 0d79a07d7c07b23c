import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { checkedReason } from '@app/domain/operations';
import { validationError } from '../../errors';

/**
 * The reason a member of the care team gives for a change (an operator's fix, an admin's change of
 * commerce settings), as kept (trimmed), or a 422 on `reason`: every such change needs one, and it
 * goes on the audit trail with their name.
 */
export function requireReason(raw: string): string {
  const reason = checkedReason(raw);
  if (reason === undefined) {
    throw validationError({ reason: [STAFF_MESSAGES.operatorConsole.reasonNeeded] });
  }
  return reason;
}
