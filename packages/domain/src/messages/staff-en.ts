import { ADMIN_CONSOLE_MESSAGES } from './admin-console';
import { AUDIT_ACTION_MESSAGES } from './audit-actions';
import { CARE_PORTAL_MESSAGES } from './care-portal';
import { CARE_TEAM_PAGES_MESSAGES } from './care-team-pages';
import { OPERATOR_CONSOLE_MESSAGES } from './operator-console';
import { OPERATOR_CONSOLE_PAGES_MESSAGES } from './operator-console-pages';
import { STAFF_SIGN_IN_MESSAGES } from './staff';

/**
 * The English catalogue of the care team's pages and the API's answers to staff (ADR 123): the
 * sign-in, the provider portal, the operator console and the audit trail's words. It is apart from
 * `MESSAGES` (en.ts) because a joined object is downloaded whole: in the patient's catalogue these
 * texts would reach every patient page. Staff pages import both catalogues (the shared field
 * texts stay in `MESSAGES`). Section names are unique across both: the test beside en.ts checks.
 */
export const STAFF_MESSAGES = {
  ...STAFF_SIGN_IN_MESSAGES,
  ...CARE_PORTAL_MESSAGES,
  ...CARE_TEAM_PAGES_MESSAGES,
  ...OPERATOR_CONSOLE_MESSAGES,
  ...OPERATOR_CONSOLE_PAGES_MESSAGES,
  ...ADMIN_CONSOLE_MESSAGES,
  ...AUDIT_ACTION_MESSAGES,
} as const;

/** Every staff module's section list, for the clash check (unused by pages, so not in their chunks). */
export const STAFF_MESSAGE_SECTIONS_BY_MODULE = {
  'admin-console': ADMIN_CONSOLE_MESSAGES,
  'audit-actions': AUDIT_ACTION_MESSAGES,
  'care-portal': CARE_PORTAL_MESSAGES,
  'care-team-pages': CARE_TEAM_PAGES_MESSAGES,
  'operator-console': OPERATOR_CONSOLE_MESSAGES,
  'operator-console-pages': OPERATOR_CONSOLE_PAGES_MESSAGES,
  staff: STAFF_SIGN_IN_MESSAGES,
} as const;
