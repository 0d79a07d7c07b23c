import type { EligibilityData, FlashMessage, SocialProvider, SocialStartQuery } from '@app/domain/contracts';
import { SOCIAL_PROVIDER_NAMES, type SocialProviderId, type TreatmentCategoryName } from '@app/domain/constants';
import { MESSAGES } from '@app/domain/messages';
import { normalizeEmail, validateEmail, parseUsDate, toIsoDate, toSameSitePath } from '@app/domain/validation';
import type { Db } from '../../db/client';
import type { NewPatientRow, PatientRow } from '../../db/schema/index';
import { createOidcClient, newAuthorizationSecrets, type OidcClient, type OidcIdentity, type OidcProviderSettings } from './oidc-client';
import { servesBrand } from './oidc-settings';
import { signupContinuePath } from './signup-continue-path';
import { withTransaction } from '../../db/transaction';
import { findLinkedPatientId, insertSocialIdentity, type SocialIdentityValues } from './social-identities.repository';
import { SOCIAL_LOGIN_MAX_AGE_MS, type PendingSocialLogin } from './social-login-session';
import { createPatient, findPatient, findPatientOnBrand, hasAccountOnOtherBrand } from '../patients';

const DEFAULT_FAILURE_PATH = '/auth/login';
const BRAND_TRANSFER_PATH = '/auth/welcome';

export interface SocialProviderRegistry {
  /** The providers offered on a brand, in button order. */
  listFor: (brandId: number) => SocialProvider[];
  clientFor: (provider: SocialProviderId, brandId: number) => OidcClient | undefined;
}

export function createSocialProviderRegistry(
  settings: readonly OidcProviderSettings[],
  options: { allowInsecureHttp: boolean },
): SocialProviderRegistry {
  const entries = settings.map((entry) => ({ settings: entry, client: createOidcClient(entry, options) }));
  return {
    listFor: (brandId) =>
      entries
        .filter((entry) => servesBrand(entry.settings, brandId))
        .map((entry) => ({ id: entry.settings.id, name: SOCIAL_PROVIDER_NAMES[entry.settings.id] })),
    clientFor: (provider, brandId) =>
      entries.find((entry) => entry.settings.id === provider && servesBrand(entry.settings, brandId))?.client,
  };
}

/** Starts a sign-in: the provider's authorization url and what the session keeps until the callback. */
export async function beginSocialLogin(
  client: OidcClient,
  provider: SocialProviderId,
  query: SocialStartQuery,
  redirectUri: string,
  now = new Date(),
): Promise<{ url: URL; pending: PendingSocialLogin }> {
  const secrets = await newAuthorizationSecrets();
  const url = await client.authorizationUrl({ redirectUri, ...secrets });
  return {
    url,
    pending: {
      provider,
      state: secrets.state,
      nonce: secrets.nonce,
      codeVerifier: secrets.codeVerifier,
      redirectPath: toSameSitePath(query.redirect),
      failurePath: toSameSitePath(query.failure),
      category: (query.category as TreatmentCategoryName | undefined) ?? null,
      hasAcceptedTerms: query.acceptedTOS === 'true',
      isAtLeast13: query.isAtLeast13 === 'true',
      startedAt: now.toISOString(),
    },
  };
}

export type SocialLoginOutcome =
  | { kind: 'signed-in'; patientId: number; isNewAccount: boolean; redirectPath: string }
  | { kind: 'redirect'; flash: FlashMessage; redirectPath: string; cause?: unknown };

export interface SocialCallback {
  provider: SocialProviderId;
  brandId: number;
  brandKey: 'main' | 'agency';
  client: OidcClient | undefined;
  pending: PendingSocialLogin | undefined;
  callbackUrl: URL;
  /** The visitor's eligibility answers, when the sign-up began with the eligibility step. */
  eligibility: EligibilityData | undefined;
}

/** Why a new account may not be made yet: the same consent and age rules as registration. */
function consentProblem(pending: PendingSocialLogin, eligibility: EligibilityData | undefined): string | undefined {
  if (eligibility?.ineligibleReason) {
    return eligibility.ineligibleReason.userMessage;
  }
  const hasTerms = pending.hasAcceptedTerms || eligibility?.hasAcceptedTerms === true;
  // A birthdate in the eligibility answers was already held to the age rules there.
  const hasAge = pending.isAtLeast13 || Boolean(eligibility?.birthdate && parseUsDate(eligibility.birthdate));
  return hasTerms && hasAge ? undefined : MESSAGES.social.consentMissing;
}

async function signInOrCreate(
  db: Db,
  callback: SocialCallback,
  pending: PendingSocialLogin,
  identity: OidcIdentity,
  fail: (content: string, path?: string) => SocialLoginOutcome,
): Promise<SocialLoginOutcome> {
  const providerKey = `${callback.provider}:${callback.brandId}`;
  const redirectPath = pending.redirectPath ?? signupContinuePath(pending.category ?? 'skin', callback.brandKey);
  const signedIn = (patient: PatientRow, isNewAccount: boolean): SocialLoginOutcome =>
    patient.deletionRequestedAt ? fail(MESSAGES.social.failed) : { kind: 'signed-in', patientId: patient.id, isNewAccount, redirectPath };

  const linkedId = await findLinkedPatientId(db, providerKey, identity.subject);
  const linked = linkedId === undefined ? undefined : await findPatient(db, linkedId);
  if (linked) {
    return linked.brandId === callback.brandId ? signedIn(linked, false) : fail(MESSAGES.social.failed);
  }
  if (!identity.email || validateEmail(identity.email)) {
    return fail(MESSAGES.social.emailMissing);
  }
  const email = normalizeEmail(identity.email);
  const link = { provider: providerKey, subject: identity.subject, email };
  const existing = await findPatientOnBrand(db, callback.brandId, email);
  if (existing) {
    // Linking on an unverified address would hand the account to whoever typed it at the provider.
    if (!identity.isEmailVerified) {
      return fail(MESSAGES.social.emailNotVerified, DEFAULT_FAILURE_PATH);
    }
    await insertSocialIdentity(db, existing.id, link);
    return signedIn(existing, false);
  }
  if (await hasAccountOnOtherBrand(db, callback.brandId, email)) {
    return { kind: 'redirect', flash: { type: 'info', content: MESSAGES.social.otherBrandAccount }, redirectPath: BRAND_TRANSFER_PATH };
  }
  const problem = consentProblem(pending, callback.eligibility);
  if (problem) {
    return fail(problem);
  }
  const eligibility = callback.eligibility;
  const dob = eligibility?.birthdate ? parseUsDate(eligibility.birthdate) : null;
  const now = new Date();
  const created = await createLinkedPatient(
    db,
    {
      brandId: callback.brandId,
      email,
      passwordHash: null,
      dateOfBirth: dob ? toIsoDate(dob) : null,
      state: eligibility?.state || null,
      zipcode: eligibility?.zip || null,
      eligibility: eligibility ?? null,
      acceptedTosAt: now,
      emailVerifiedAt: identity.isEmailVerified ? now : null,
    },
    link,
  );
  return created ? signedIn(created, true) : fail(MESSAGES.social.failed);
}

/** Thrown inside the unit of work to undo a new patient whose provider account was linked meanwhile. */
class LinkTakenError extends Error {}

/**
 * Creates a patient and its provider link as one unit of work. Undefined when the email got an
 * account on the brand meanwhile (the unique index decides) or the provider account was linked
 * meanwhile: the new patient must not exist without its link.
 */
async function createLinkedPatient(db: Db, patient: NewPatientRow, link: SocialIdentityValues): Promise<PatientRow | undefined> {
  try {
    return await withTransaction(db, async (tx) => {
      const row = await createPatient(tx, patient);
      if (row && !(await insertSocialIdentity(tx, row.id, link))) {
        throw new LinkTakenError();
      }
      return row;
    });
  } catch (error) {
    if (error instanceof LinkTakenError) {
      return undefined;
    }
    throw error;
  }
}

/**
 * The provider's callback: checks it against the attempt kept in the session (state, nonce, PKCE
 * and the ID token are verified by openid-client), then signs in the linked patient, links an
 * existing account whose email the provider has verified, or creates the patient. Every failure
 * sends the visitor back with a flash message.
 */
export async function finishSocialLogin(db: Db, callback: SocialCallback, now = new Date()): Promise<SocialLoginOutcome> {
  const { pending, client } = callback;
  const fail = (content: string, path?: string, cause?: unknown): SocialLoginOutcome => ({
    kind: 'redirect',
    flash: { type: 'error', content },
    redirectPath: path ?? pending?.failurePath ?? DEFAULT_FAILURE_PATH,
    cause,
  });
  const isFresh = pending !== undefined && now.getTime() - Date.parse(pending.startedAt) < SOCIAL_LOGIN_MAX_AGE_MS;
  if (!client || !pending || !isFresh || pending.provider !== callback.provider) {
    return fail(MESSAGES.social.failed);
  }
  if (callback.callbackUrl.searchParams.has('error')) {
    // The patient cancelled at the provider, or the provider refused.
    return fail(MESSAGES.social.failed);
  }
  let identity: OidcIdentity;
  try {
    identity = await client.redeem(callback.callbackUrl, pending);
  } catch (error) {
    return fail(MESSAGES.social.failed, undefined, error);
  }
  return signInOrCreate(db, callback, pending, identity, (content, path) => fail(content, path));
}
