import type { SocialProviderId, TreatmentCategoryName } from '@app/domain/constants';
import type { SessionData } from '../../db/schema/index';

/**
 * A social sign-in under way, kept in the visitor's server-side session between the redirect to
 * the provider and its callback. The secrets never reach the browser except as the state value.
 */
export interface PendingSocialLogin {
  provider: SocialProviderId;
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectPath: string | null;
  failurePath: string | null;
  category: TreatmentCategoryName | null;
  /** The product-detail form's checkboxes, ticked before the button was pressed. */
  hasAcceptedTerms: boolean;
  isAtLeast13: boolean;
  /** ISO time; an attempt older than SOCIAL_LOGIN_MAX_AGE_MS is refused. */
  startedAt: string;
}

/** Ten minutes is ample to log in at a provider; a stale attempt is more likely a replay. */
export const SOCIAL_LOGIN_MAX_AGE_MS = 10 * 60_000;

// The session table's data type lists what the core modules keep; this module adds one key.
type WithSocialLogin = SessionData & { socialLogin?: PendingSocialLogin };

export function readPendingSocialLogin(data: SessionData): PendingSocialLogin | undefined {
  return (data as WithSocialLogin).socialLogin;
}

export function withPendingSocialLogin(data: SessionData, pending: PendingSocialLogin): SessionData {
  const next: WithSocialLogin = { ...data, socialLogin: pending };
  return next;
}

export function withoutPendingSocialLogin(data: SessionData): SessionData {
  const { socialLogin: _dropped, ...rest } = data as WithSocialLogin;
  return rest;
}
