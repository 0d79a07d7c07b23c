// The checkout module's public face: what other modules, the surfaces, the jobs, the seed and the
// CLI may use (module-graph.test.ts refuses an import of any other file of this module).
export { activateCheckout, addressOnFile, earlierAnswerOf, payForSnapshotOnce, voidAttempt } from './activation.service';
export type { CheckoutDeps } from './activation.service';
export { failAttempt, writeAttemptOnce } from './checkout-attempts.service';
export { checkoutRoutes } from './checkout.routes';
export { checkedWalletAddress, storeWalletAndAddress } from './express-checkout.service';
export { completeAttempt, CompletionRefusedError } from './order-completion.service';
export { reconcileCheckouts } from './reconciliation.service';
export { screenReferralOfPatient } from './referral-screening.service';
