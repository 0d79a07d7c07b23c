// The shipments module's public face: what other modules, the surfaces, the jobs, the seed and the
// CLI may use (module-graph.test.ts refuses an import of any other file of this module).
export { createPharmacySimulator } from './fulfilment';
export type { Fulfilment } from './fulfilment';
export { listPatientShipments } from './patient-shipments.service';
export { sendShipmentNotice, SHIPMENTS_PATH } from './shipment-notices.service';
export { shipmentsRoutes } from './shipments.routes';
export { advanceShipments, openShipment } from './shipments.service';
