import type {
  PasskeyCeremony,
  PasskeySignInRequest,
  StaffMember,
  StaffSignInRequest,
} from '@app/domain/contracts';
import { apiRequest } from '../../../lib/api-client';

// The care team's own account (ADR 118): sign in, who is signed in, sign out.

/** Signs a provider or operator in; a refusal carries the server's words (422, 429, 403). */
export async function signInStaff(body: StaffSignInRequest): Promise<StaffMember> {
  return (await apiRequest<{ data: StaffMember }>('POST', '/api/staff/sign-in', body)).data;
}

/** A passkey sign-in's options for the browser, with the ticket that carries its challenge (ADR 172). */
export async function passkeySignInOptions(): Promise<PasskeyCeremony> {
  return (
    await apiRequest<{ data: PasskeyCeremony }>('POST', '/api/staff/passkeys/sign-in/options')
  ).data;
}

/** Signs a member in with the browser's answer to the ceremony; 422 (`passkey`) for any refusal. */
export async function signInWithPasskey(body: PasskeySignInRequest): Promise<StaffMember> {
  return (await apiRequest<{ data: StaffMember }>('POST', '/api/staff/passkeys/sign-in', body))
    .data;
}

/**
 * The signed-in member; 401 without a staff session, 403 with a patient's. Not a `staffApiRequest`:
 * its 401 says nobody is signed in yet, not that a session ended.
 */
export async function getStaffMe(): Promise<StaffMember> {
  return (await apiRequest<{ data: StaffMember }>('GET', '/api/staff/me')).data;
}

/** Ends the session (the same log-out as the patient site's). */
export async function signOutStaff(): Promise<void> {
  await apiRequest<{ ok: true }>('POST', '/logout');
}
