import { STAFF_MESSAGES } from '@app/domain/messages/staff-en';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { licensedStatesOf } from '../scheduling/provider-licences.service';
import { findActiveStaff } from '../staff/staff-accounts.service';
import { staffGone } from '../staff/staff-sign-in.service';

/** The signed-in provider as the portal's rules need them (ADR 117). */
export interface CareProvider {
  staffId: number;
  providerId: number;
  name: string;
  licensedStates: readonly string[];
}

/** The provider behind a provider session: their provider row and licensed states (two statements). */
export async function careProviderOf(db: Db, staffId: number): Promise<CareProvider> {
  const member = await findActiveStaff(db, staffId);
  if (!member || member.providerId === null) {
    throw staffGone();
  }
  return { staffId, providerId: member.providerId, name: member.name, licensedStates: await licensedStatesOf(db, member.providerId) };
}

/** Refuses a patient outside the provider's licensed states (403, the caller audits the attempt). */
export function assertLicensedFor(provider: CareProvider, patientState: string | null): void {
  if (patientState === null || !provider.licensedStates.includes(patientState)) {
    throw new AppError('FORBIDDEN', STAFF_MESSAGES.carePortal.outsideLicence);
  }
}
