import { SIGN_IN_LINK_EMAILS_PER_DAY, SIGN_IN_LINK_EMAILS_PER_WINDOW } from '@app/domain/constants';
import type { StaffPasswordResetRequest } from '@app/domain/contracts';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { normalizeEmail, validateEmail } from '@app/domain/validation';
import { withTransaction } from '../../db/transaction';
import { validationError } from '../../errors';
import { recordAudit } from '../audit';
import { consumeSendAllowance } from '../contact';
import { revokeOpenLinksOf } from './staff-access-links.repository';
import { issueAccessLink, type LinkOrigin, type StaffAccessDeps } from './staff-access-links.service';
import { findStaffByEmail } from './staff.repository';

const TEXT = STAFF_MESSAGES.staffPasswordReset;

/**
 * `POST /api/staff/password-reset` (ADR 170): emails a reset link to the active care-team account
 * of that address, if there is one, and says the same either way. The link alone changes nothing:
 * its page asks for the account's authenticator code too. Limited per address and per email as
 * the patients' sign-in link is; a new link revokes the member's earlier ones.
 */
export async function requestStaffPasswordReset(deps: StaffAccessDeps, from: LinkOrigin, input: StaffPasswordResetRequest, address: string, now = new Date()): Promise<string> {
  const problem = validateEmail(input.email);
  if (problem) {
    throw validationError({ email: [problem] });
  }
  const email = normalizeEmail(input.email);
  await consumeSendAllowance(deps.db, [`staff-password-reset:email:${email}`, `staff-password-reset:address:${address}`], {
    perWindow: SIGN_IN_LINK_EMAILS_PER_WINDOW,
    perDay: SIGN_IN_LINK_EMAILS_PER_DAY,
    message: TEXT.tooManyEmails,
  });
  const member = await findStaffByEmail(deps.db, email);
  if (member && !member.disabledAt) {
    await withTransaction(deps.db, async (tx) => {
      await revokeOpenLinksOf(tx, member.id, 'password-reset', now);
      const link = await issueAccessLink({ ...deps, db: tx }, from, { kind: 'password-reset', email: member.email, name: member.name, staffId: member.id }, now);
      await recordAudit(tx, { actor: { role: member.role, id: member.id }, action: 'staff.password.reset-request', subject: { linkId: link.id }, ipAddress: address });
    });
  }
  return TEXT.sent;
}
