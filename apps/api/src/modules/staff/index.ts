// The staff module's public face: what other modules, the surfaces, the jobs, the seed and the
// CLI may use (module-graph.test.ts refuses an import of any other file of this module).
export { createStaffMember, staffNamesOf, staffSecretBox } from './staff-accounts.service';
export { lockStaffAccounts, setStaffDisabledAt, setStaffRole, staffAccounts } from './staff-lifecycle.service';
export type { StaffAccountRow } from './staff-lifecycle.service';
export { staffGone } from './staff-sign-in.service';
export { staffAccessRoutes, linkOriginOf } from './staff-access.routes';
export { staffPasskeyRoutes, staffPasskeySignInRoutes } from './staff-passkeys.routes';
export type { LinkOrigin, StaffAccessDeps } from './staff-access-links.service';
export { cancelInvitation, inviteStaff, issueAuthenticatorReset, openInvitations, resendInvitation } from './staff-invitations.service';
export { findStaffByEmail } from './staff.repository';
export { staffAccountRoutes, staffSignInRoutes } from './staff.routes';
export { totpSetupUri } from './totp';
