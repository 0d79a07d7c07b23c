import { Navigate, useRoutes } from 'react-router';
import { CardCopyPage } from '../../features/admin-console/components/card-copy-page';
import { CareTeamPage } from '../../features/admin-console/components/care-team-page';
import { OffersPage } from '../../features/admin-console/components/offers-page';
import { PricesPage } from '../../features/admin-console/components/prices-page';
import { PromotionsPage } from '../../features/admin-console/components/promotions-page';
import { CheckoutOrderSummary } from '../../features/checkout/components/checkout-order-summary';
import { StaffNotFound } from './staff-not-found';
import { StaffOnly } from './staff-only';

/**
 * `/admin/*`: the admin console (issue 33, ADR 158), for admins only: the commerce settings and the
 * care team's accounts (ADR 169). Its own chunk, loaded when an admin opens it; its pages live in
 * features/admin-console/.
 */
export function AdminConsoleRoutes() {
  const screen = useRoutes([
    { index: true, element: <Navigate to="/admin/promotions" replace /> },
    { path: 'promotions', element: <PromotionsPage /> },
    { path: 'prices', element: <PricesPage /> },
    // The preview draws the patient's own order summary, which the checkout feature owns.
    { path: 'offers', element: <OffersPage OrderSummary={CheckoutOrderSummary} /> },
    { path: 'copy', element: <CardCopyPage /> },
    { path: 'staff', element: <CareTeamPage /> },
    { path: '*', element: <StaffNotFound home="/admin" /> },
  ]);
  return <StaffOnly role="admin">{screen}</StaffOnly>;
}
