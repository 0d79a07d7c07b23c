import { createContext, useContext } from 'react';
import type { StaffMember } from '@app/domain/contracts';
import type { StaffRole } from '@app/domain/constants';

export interface StaffSessionValue {
  /** `idle` until a page that needs the member asks (the sign-in page does not). */
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The signed-in member once `ready`; null when no staff session is there. */
  member: StaffMember | null;
  /**
   * Why nobody is signed in any more: `ended` once a care-team call answered 401 (the session ran
   * out while the member worked), `signed-out` after Sign out; null otherwise.
   */
  endReason: 'ended' | 'signed-out' | null;
  /** Asks the server who is signed in (once; again after an error). */
  check: () => void;
  signedIn: (member: StaffMember) => void;
  signOut: () => Promise<void>;
}

export const StaffSessionContext = createContext<StaffSessionValue | null>(null);

export function useStaffSession(): StaffSessionValue {
  const value = useContext(StaffSessionContext);
  if (!value) {
    throw new Error('useStaffSession must be used inside StaffSessionProvider');
  }
  return value;
}

const HOME_PATHS: Readonly<Record<StaffRole, string>> = { provider: '/care', operator: '/ops', admin: '/admin' };

/** Where a member starts: the provider portal, the operator console or the admin console. */
export function staffHomePath(role: StaffRole): string {
  return HOME_PATHS[role];
}
