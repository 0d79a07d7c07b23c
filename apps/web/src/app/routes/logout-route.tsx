import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { logout } from '../../features/account/api/logout';
import { useSession } from '../../features/account/hooks/use-session';
import { useFlash } from '../../features/flash/hooks/use-flash';
import { ApiError } from '../../lib/api-client';
import { clearDrafts } from '../../lib/session-drafts';

export function LogoutRoute() {
  const session = useSession();
  const flash = useFlash();
  const navigate = useNavigate();
  // Logging out is not idempotent from the patient's view (a second call queues a second flash),
  // and StrictMode runs effects twice in development.
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) {
      return;
    }
    hasStarted.current = true;
    void (async () => {
      try {
        await logout();
      } catch (error) {
        if (error instanceof ApiError) {
          flash.push({ type: 'critical', content: error.message });
        }
      }
      clearDrafts();
      await Promise.all([session.refresh(), flash.refresh()]);
      await navigate('/get-started/skin', { replace: true });
    })();
  }, [flash, navigate, session]);

  return <LoadingScreen />;
}
