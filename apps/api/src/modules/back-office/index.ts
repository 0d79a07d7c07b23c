// The back-office module's public face: what other modules, the surfaces, the jobs, the seed and the
// CLI may use (module-graph.test.ts refuses an import of any other file of this module).
export { adminCardCopyRoutes } from './admin-card-copy.routes';
export { adminOffersRoutes } from './admin-offers.routes';
export { adminPricesRoutes } from './admin-prices.routes';
export { adminPromotionsRoutes } from './admin-promotions.routes';
export { adminStaffRoutes } from './admin-staff.routes';
export type { BackOfficeDeps } from './back-office-deps';
