// The contact module's public face: what other modules, the surfaces, the jobs, the seed and the
// CLI may use (module-graph.test.ts refuses an import of any other file of this module).
export { emailPreferencesRoutes, unsubscribeRoutes } from './email-preferences.routes';
export { devEmailRoutes, emailVerificationLinkRoutes, emailVerificationRoutes } from './email-verification.routes';
export { VERIFY_EMAIL_PATH } from './email-verification.service';
export { phoneNumberRoutes } from './phone-number.routes';
export { consumeSendAllowance } from './send-limits';
export { purgeExpiredVerifications } from './verification-cleanup.service';
export { createCodeHasher, generateLinkToken, hashLinkToken } from './verification-secrets';
