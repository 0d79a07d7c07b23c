// The promotions module's public face: what other modules, the surfaces, the jobs, the seed and the
// CLI may use (module-graph.test.ts refuses an import of any other file of this module).
export { claimCartCode, judgeCartCode } from './cart-codes.service';
export type { CartCodeStanding } from './cart-codes.service';
export { applyCreditToInvoice, usableCreditOf } from './credits.service';
export { offeredPromotion, openClaimFor, redeemClaim } from './promotion-claims.service';
export { insertPromotionCodesIfAbsent } from './promotion-codes.repository';
export { addPromotionCode, allPromotionCodes, changePromotionCode } from './promotion-codes.service';
export type { PromotionCodeChange, PromotionCodeRow } from './promotion-codes.service';
export { promotionsRoutes } from './promotions.routes';
export { creditMedicalHistoryPromo } from './promotions.service';
export { hasReferralToScreen, joinReferral, recordReferralFirstBoxPaid, recordReferralInvite, rewardReferrerOnShipment, screenReferralByCard } from './referrals.service';
