import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Patient } from '@app/domain/contracts/patient';
import { getPatient } from '../api/get-patient';
import { SessionContext, type SessionContextValue } from '../hooks/use-session';

interface SessionProviderProps {
  children: ReactNode;
}

export function SessionProvider({ children }: SessionProviderProps) {
  const [patient, setPatient] = useState<Patient | null>(null);
  const [isLoading, setIsLoading] = useState(true);

  const refresh = useCallback(async () => {
    try {
      setPatient(await getPatient());
    } catch {
      // An unreachable API reads as anonymous; the screens show their own errors on submit.
      setPatient(null);
    } finally {
      setIsLoading(false);
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const value = useMemo<SessionContextValue>(() => ({ patient, isLoading, refresh }), [patient, isLoading, refresh]);
  return <SessionContext value={value}>{children}</SessionContext>;
}
