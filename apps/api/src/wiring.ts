import type { Adapters } from './adapters';
import type { Db } from './db/client';
import type { Env } from './env';
import { type KnownDeviceCookieSettings, createKnownDevices, type LoginLimits, signInGuessScheduleOf } from './modules/auth';
import { type SelectionSettingsLookup, brandOrigin } from './modules/brands';
import { eligibilitySettingsOf, type EligibilitySettings } from './modules/eligibility';
import { createMessageSealer, type MessageSealer, type EmailOutbox, type SmsOutbox } from './modules/messaging';
import type { OperationsDeps } from './modules/operations';
import type { CheckoutDeps } from './modules/checkout';
import type { RenewalBillingDeps } from './modules/renewal-billing';
import type { PaymentProcessors } from './modules/payments';
import type { SelectionDeps } from './modules/selection';

/**
 * The second half of the composition root (adapters.ts builds the outside services): the
 * dependencies that several route groups, jobs and the demo seed hand to the modules, each built
 * here once from the same pieces. A new dependency of a module's services is added in its function
 * below, and every caller (surfaces/, jobs/task-list.ts, seed/) gets it.
 */
export interface WiringCore {
  env: Env;
  db: Db;
  /** The app secret (server.ts's `loadSecret`): keys derived from it seal and sign. */
  secret: string;
  adapters: Adapters;
}

/** Queued texts and emails are sealed under a key derived from the app secret (ADR 074). */
function messageSealerOf({ secret }: Pick<WiringCore, 'secret'>): MessageSealer {
  return createMessageSealer(secret);
}

/** Where a module queues an email: the email adapter and the outbox's sealer. */
export function emailOutboxOf(core: Pick<WiringCore, 'secret' | 'adapters'>): EmailOutbox {
  return { email: core.adapters.email, sealer: messageSealerOf(core) };
}

/** Where a module queues a text: the SMS adapter and the outbox's sealer. */
export function smsOutboxOf(core: Pick<WiringCore, 'secret' | 'adapters'>): SmsOutbox {
  return { sms: core.adapters.sms, sealer: messageSealerOf(core) };
}

/** The origin of a brand's links, for emails and jobs where no request names the host. */
export function brandOriginsOf({ env }: Pick<WiringCore, 'env'>): (brandId: number) => string {
  return (brandId) => brandOrigin(env, brandId);
}

/** What a service emailing a patient needs: the database, the outbox and the brand's origin for its links. */
export function noticeDeps(core: WiringCore): { db: Db; outbox: EmailOutbox; originOf: (brandId: number) => string } {
  return { db: core.db, outbox: emailOutboxOf(core), originOf: brandOriginsOf(core) };
}

/** What stores and charges a payment method: the database and the payment processors. */
export function paymentsDeps({ db, adapters }: Pick<WiringCore, 'db' | 'adapters'>): { db: Db; processors: PaymentProcessors } {
  return { db, processors: adapters.payments };
}

/** What a renewal is billed with: the processors, the clock and the tax estimate. */
export function billingDeps(core: Pick<WiringCore, 'db' | 'adapters'>): RenewalBillingDeps {
  return { ...paymentsDeps(core), clock: core.adapters.clock, taxEstimator: core.adapters.taxEstimator };
}

/** The sign-up's eligibility rules: the settings' closed states and the zip directory (ADR 105). */
export function eligibilityOf({ env, adapters }: Pick<WiringCore, 'env' | 'adapters'>): EligibilitySettings {
  return eligibilitySettingsOf(env, adapters.zipDirectory);
}

/** What prices and saves a patient's box: the tax estimate, the brand's selling settings and the clock. */
export function selectionDeps({ db, adapters }: { db: Db; adapters: Pick<Adapters, 'taxEstimator' | 'clock'> }, settingsFor: SelectionSettingsLookup): SelectionDeps {
  return { db, taxEstimator: adapters.taxEstimator, settingsFor, clock: adapters.clock };
}

/** What a checkout activates with: the processors, the box's selection and the sign-up's rules. */
export function checkoutDeps(core: WiringCore, selection: SelectionDeps): CheckoutDeps {
  return { ...paymentsDeps(core), selection, eligibility: eligibilityOf(core) };
}

/** What the operator console's services reach (ADR 119). */
export function operationsDeps(core: WiringCore): OperationsDeps {
  return { ...billingDeps(core), zipDirectory: core.adapters.zipDirectory, sms: core.adapters.sms, ...emailOutboxOf(core) };
}

/** The guessing limits every sign-in shares, patients' and the care team's (ADR 134). */
export function signInLimitsOf({ env }: Pick<WiringCore, 'env'>): LoginLimits {
  return {
    maxPerAccountAndAddress: env.LOGIN_MAX_ATTEMPTS_PER_ACCOUNT,
    maxPerAddress: env.LOGIN_MAX_ATTEMPTS_PER_ADDRESS,
    windowMinutes: env.LOGIN_WINDOW_MINUTES,
    accountGuesses: signInGuessScheduleOf(env),
  };
}

/** A sign-in's known-device cookie (ADR 134): its own name, sent only to that sign-in's path. */
export function knownDevicesOf({ env, secret }: Pick<WiringCore, 'env' | 'secret'>, cookiePrefix: string, path: string): KnownDeviceCookieSettings {
  return { devices: createKnownDevices(secret, cookiePrefix), path, isSecureCookie: env.NODE_ENV === 'production' };
}
