// The auth module's public face: what other modules, the surfaces, the jobs, the seed and the
// CLI may use (module-graph.test.ts refuses an import of any other file of this module).
export { loginRoutes, sessionRoutes } from './auth.routes';
export { brandTransferRoutes } from './brand-transfer.routes';
export { BRAND_TRANSFER_LINK_MINUTES } from './brand-transfer.service';
export { accountSecurityRoutes } from './account-security.routes';
export { deviceLabelOf } from './device-label';
export { knownDeviceOf, rememberDevice } from './known-device-cookie';
export type { KnownDeviceCookieSettings } from './known-device-cookie';
export { createKnownDevices } from './known-devices';
export type { LoginLimits } from './login.service';
export { readOidcProviderSettings } from './oidc-settings';
export { hashPassword, verifyPassword } from './passwords';
export { registrationRoutes } from './registration.routes';
export { actorOfPrincipal, changeSessionData, endSession, endSessionsOfStaff, lifetimeOf, principalOf, purgeStaleSessions, resumeSession, sessionPolicyOf, startSession } from './sessions.service';
export type { Principal, SessionLifetime, SessionPolicy, SessionStaffRow } from './sessions.service';
export { signInBudgetOf, signInGuessScheduleOf } from './sign-in-budgets';
export { createClaimsBox } from './sealed-claims';
export { createSignInLinkSealer } from './sign-in-link-token';
export { signInLinkRoutes } from './sign-in-link.routes';
export { SIGN_IN_LINK_PAGE } from './sign-in-link.service';
export { socialAuthRoutes } from './social-auth.routes';
export { createSocialProviderRegistry } from './social-auth.service';
export type { SocialProviderRegistry } from './social-auth.service';
export { isLocalOidcWanted, startLocalOidcProviders } from './local-oidc-providers';
export type { LocalOidcProviders } from './local-oidc-providers';
