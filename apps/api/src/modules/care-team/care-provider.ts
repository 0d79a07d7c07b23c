import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { AppError } from '../../errors';
import type { SessionStaffRow } from '../auth';
import { staffGone } from '../staff';

/** The signed-in provider as the portal's rules need them (ADR 117). */
export interface CareProvider {
  staffId: number;
  providerId: number;
  name: string;
  licensedStates: readonly string[];
}

/**
 * The provider behind a provider session, from the staff member read with the session (no
 * statement of its own, ADR 127); a disabled member, or one who is not a provider, is signed out.
 */
export function careProviderOf(member: SessionStaffRow): CareProvider {
  if (member.disabledAt !== null || member.providerId === null) {
    throw staffGone();
  }
  return { staffId: member.id, providerId: member.providerId, name: member.name, licensedStates: member.licensedStates };
}

/** Refuses a patient outside the provider's licensed states (403, the caller audits the attempt). */
export function assertLicensedFor(provider: CareProvider, patientState: string | null): void {
  if (patientState === null || !provider.licensedStates.includes(patientState)) {
    throw new AppError('FORBIDDEN', STAFF_MESSAGES.carePortal.outsideLicence);
  }
}
