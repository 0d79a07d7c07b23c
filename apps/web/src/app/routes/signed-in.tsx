import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { useSession } from '../../features/account/hooks/use-session';

/** Signed-in patients only: others log in first and come back to `path`. */
export function SignedIn({ path, children }: { path: string; children: ReactNode }) {
  const session = useSession();
  if (session.isLoading) {
    return <LoadingScreen />;
  }
  if (session.patient === null) {
    return <Navigate to={`/auth/login?redirect=${encodeURIComponent(path)}`} replace />;
  }
  return children;
}
