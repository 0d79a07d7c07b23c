// The orders module's public face: what other modules, the surfaces, the jobs, the seed and the
// CLI may use (module-graph.test.ts refuses an import of any other file of this module).
export { chargesOfPatient, lockChargeOfPatient } from './charges.service';
export type { ChargeOfOrder } from './charges.service';
export { invoiceIdOfOrder, isShopCartOrdered, recordPaidOrder } from './order-records.service';
export { ordersRoutes } from './orders.routes';
export { listOrders } from './orders.service';
