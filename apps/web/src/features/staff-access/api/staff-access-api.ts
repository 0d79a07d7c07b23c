import type {
  StaffAccessCompletion,
  StaffAccessLink,
  StaffMember,
  StaffPasswordResetRequest,
} from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';

// The care team's emailed links (ADR 170): what a link is for, its use, and a password reset's
// request. Plain API calls, not `staffApiRequest`: the visitor is not signed in, so a 401 would
// end no session.

/** What a live link is for, with the new authenticator's key where it sets one up; 422 (under `token`) for a dead one. */
export async function readAccessLink(token: string): Promise<StaffAccessLink> {
  return (await apiRequest<{ data: StaffAccessLink }>('POST', '/api/staff/access-link', { token }))
    .data;
}

/** Uses the link once; the browser is then signed in as the member answered. */
export async function completeAccessLink(completion: StaffAccessCompletion): Promise<StaffMember> {
  return (
    await apiRequest<{ data: StaffMember }>('POST', '/api/staff/access-link/complete', completion)
  ).data;
}

/** Asks for a password reset link; the answer's words are the same whether or not an account uses the email. */
export async function requestStaffPasswordReset(
  request: StaffPasswordResetRequest,
): Promise<string> {
  return (await apiRequest<{ message: string }>('POST', '/api/staff/password-reset', request))
    .message;
}
