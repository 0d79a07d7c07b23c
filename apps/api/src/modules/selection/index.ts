// The selection module's public face: what other modules, the surfaces, the jobs, the seed and the
// CLI may use (module-graph.test.ts refuses an import of any other file of this module).
export { bundleRoutes } from './bundle.routes';
export { changeResubscribeCart, openResubscribeCart } from './resubscribe-cart.service';
export { saveSubscriptionItems } from './selection-changes.service';
export { pricedSavedBox } from './selection-checkout.service';
export type { PricedBox } from './selection-checkout.service';
export { getSelectionData } from './selection-data.service';
export { previewSelectionData } from './selection-preview.service';
export { selectionRoutes } from './selection.routes';
export { sellingVisitForCategory } from './selling-context';
export type { SelectionDeps } from './selling-context';
export { upsellLineOf } from './upsell-lines';
export { upsellsRoutes } from './upsells.routes';
export { acceptedUpsellsOfPatient, markUpsellUndone, upsellDecisionOf } from './upsells.service';
