import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { StaffSessionProvider } from '../../features/staff-account/components/staff-session-provider';
import { lazyPage } from '../lazy-page';
import { StaffLayout } from './staff-layout';

/** The staff app's address spaces, each a route of the main table (ADR 117). */
export type StaffArea = 'staff' | 'care' | 'ops' | 'admin';

const StaffSignInRoute = lazyPage(() => import('./staff-sign-in-route'), 'StaffSignInRoute');
// The emailed links' page and the password reset request (ADR 170); the QR encoder rides with the first.
const StaffAccessRoute = lazyPage(() => import('./staff-access-route'), 'StaffAccessRoute');
const StaffPasswordResetPage = lazyPage(
  () => import('../../features/staff-access/components/staff-password-reset-page'),
  'StaffPasswordResetPage',
);
// Every member's own passkeys (ADR 172), with the browser's WebAuthn package.
const StaffPasskeysRoute = lazyPage(() => import('./staff-passkeys-route'), 'StaffPasskeysRoute');
const CarePortalRoutes = lazyPage(() => import('./care-portal-routes'), 'CarePortalRoutes');
// The operator console's seam: its routes and pages live in features/operator-console/.
const OperatorConsoleRoutes = lazyPage(() => import('./operator-console-routes'), 'OperatorConsoleRoutes');
const AdminConsoleRoutes = lazyPage(() => import('./admin-console-routes'), 'AdminConsoleRoutes');

/** Each area's pages, relative to `/staff`, `/care`, `/ops` or `/admin`; each area is a chunk of its own. */
const AREA_ROUTES: Record<StaffArea, RouteObject[]> = {
  staff: [
    { path: 'sign-in', element: <StaffSignInRoute /> },
    { path: 'access', element: <StaffAccessRoute /> },
    { path: 'password-reset', element: <StaffPasswordResetPage /> },
    { path: 'passkeys', element: <StaffPasskeysRoute /> },
    { path: '*', element: <Navigate to="/staff/sign-in" replace /> },
  ],
  care: [{ path: '*', element: <CarePortalRoutes /> }],
  ops: [{ path: '*', element: <OperatorConsoleRoutes /> }],
  admin: [{ path: '*', element: <AdminConsoleRoutes /> }],
};

/**
 * The care team's side of the web app (ADR 117): its own session, frame and routes, downloaded
 * only when a staff address is opened, so the patient site's entry holds one route name for it.
 */
export function StaffApp({ area }: { area: StaffArea }) {
  const screen = useRoutes(AREA_ROUTES[area]);
  return (
    <StaffSessionProvider>
      <StaffLayout>{screen}</StaffLayout>
    </StaffSessionProvider>
  );
}
