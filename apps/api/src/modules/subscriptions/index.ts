// The subscriptions module's public face: what other modules, the surfaces, the jobs, the seed and the
// CLI may use (module-graph.test.ts refuses an import of any other file of this module).
export { oneTapRoutes } from './one-tap.routes';
export { ONE_TAP_PATH } from './one-tap.service';
export { runRenewalsPass } from './renewals-pass.service';
export { claimDueRenewal, lastFailureOf, recordRenewalDeclined, recordRenewalPaid } from './renewals.service';
export type { DueRenewal } from './renewals.service';
export { cancelSubscription, moveNextBoxForOperator, reopenDeclinedBox } from './subscription-changes.service';
export type { OperatorBoxMove } from './subscription-changes.service';
export { DASHBOARD_PATH, MANAGE_PATH, SAFETY_CHECK_PATH, sendSubscriptionNotice } from './subscription-notices.service';
export { insertSubscription } from './subscriptions.repository';
export { subscriptionsRoutes } from './subscriptions.routes';
export { boxItemsOf, confirmFirstBox, nextBoxesAtTheirPrices, historiesOf, listSubscriptions, lockSubscriptionOfCheckout, priceBox, startSubscription, subscriptionsOfPatient, subscriptionView, takeItemOff } from './subscriptions.service';
