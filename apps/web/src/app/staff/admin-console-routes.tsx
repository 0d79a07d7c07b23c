import { Navigate, useRoutes } from 'react-router';
import { PricesPage } from '../../features/admin-console/components/prices-page';
import { PromotionsPage } from '../../features/admin-console/components/promotions-page';
import { StaffNotFound } from './staff-not-found';
import { StaffOnly } from './staff-only';

/**
 * `/admin/*`: the admin console (issue 33, ADR 158), for admins only: the commerce settings. Its
 * own chunk, loaded when an admin opens it; its pages live in features/admin-console/.
 */
export function AdminConsoleRoutes() {
  const screen = useRoutes([
    { index: true, element: <Navigate to="/admin/promotions" replace /> },
    { path: 'promotions', element: <PromotionsPage /> },
    { path: 'prices', element: <PricesPage /> },
    { path: '*', element: <StaffNotFound home="/admin" /> },
  ]);
  return <StaffOnly role="admin">{screen}</StaffOnly>;
}
