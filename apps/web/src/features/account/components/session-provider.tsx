import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Patient } from '@app/domain/contracts';
import { getPatient } from '../api/get-patient';
import { readSessionHint, type SessionHint } from '../api/session-hint';
import { SessionContext, type SessionContextValue } from '../hooks/use-session';

interface SessionProviderProps {
  /** What the server knows of the session; read from the page's meta tag when not given. */
  sessionHint?: SessionHint;
  children: ReactNode;
}

export function SessionProvider({ sessionHint, children }: SessionProviderProps) {
  // When the server says no patient is signed in, the first screen renders at once, without asking
  // `GET /api/patient` (whose 401 the browser would log as an error): decision 088.
  const [knownAnonymous] = useState(() => (sessionHint ?? readSessionHint()) === 'anonymous');
  const [patient, setPatient] = useState<Patient | null>(null);
  const [isLoading, setIsLoading] = useState(!knownAnonymous);

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
    if (!knownAnonymous) {
      void refresh();
    }
  }, [knownAnonymous, refresh]);

  const value = useMemo<SessionContextValue>(() => ({ patient, isLoading, refresh }), [patient, isLoading, refresh]);
  return <SessionContext value={value}>{children}</SessionContext>;
}
