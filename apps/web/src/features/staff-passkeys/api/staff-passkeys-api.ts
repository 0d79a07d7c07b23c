import type {
  PasskeyCeremony,
  PasskeyRegistrationRequest,
  StaffPasskey,
} from '@app/domain/contracts';
import { staffApiRequest } from '../../../lib/staff-api-client';

// The signed-in member's own passkeys (ADR 172), whatever their role.

const BASE = '/api/staff/passkeys';

/** The member's passkeys, oldest first. */
export async function getStaffPasskeys(): Promise<StaffPasskey[]> {
  return (await staffApiRequest<{ data: { passkeys: StaffPasskey[] } }>('GET', BASE)).data.passkeys;
}

/**
 * Begins adding a passkey with a current code of the member's authenticator (it counts once):
 * the options for the browser and their ticket; 422 (`code`) for a code refused.
 */
export async function passkeyRegistrationOptions(code: string): Promise<PasskeyCeremony> {
  return (await staffApiRequest<{ data: PasskeyCeremony }>('POST', `${BASE}/options`, { code }))
    .data;
}

/**
 * Keeps the passkey the browser made for the ticket under the member's name for it; 422 names
 * `name`, or says why in its message (made already, too late, not verified).
 */
export async function addStaffPasskey(request: PasskeyRegistrationRequest): Promise<StaffPasskey> {
  return (await staffApiRequest<{ data: StaffPasskey }>('POST', BASE, request)).data;
}

/** Removes one of the member's passkeys; 404 when it is gone already. */
export async function removeStaffPasskey(passkeyId: number): Promise<StaffPasskey> {
  return (await staffApiRequest<{ data: StaffPasskey }>('DELETE', `${BASE}/${passkeyId}`)).data;
}
