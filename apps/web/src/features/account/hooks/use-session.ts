import { createContext, useContext } from 'react';
import type { Patient } from '@app/domain/contracts';

export interface SessionContextValue {
  patient: Patient | null;
  /** True until the first answer of GET /api/patient (never, when the page says no patient is signed in). */
  isLoading: boolean;
  refresh: () => Promise<void>;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) {
    throw new Error('useSession must be used inside SessionProvider');
  }
  return value;
}
