import type { Db } from './db/client';
import { createSimulatedClock, createSystemClock, type Clock } from './modules/clock';
import { createPharmacySimulator, type Fulfilment } from './modules/shipments';
import type { Env } from './env';
import { createBundledAddressLookup, type AddressLookup } from './modules/addresses';
import { createBundledZipDirectory, type ZipDirectory } from './modules/eligibility';
import { readOidcProviderSettings, createSocialProviderRegistry, type SocialProviderRegistry } from './modules/auth';
import { type FileStorage, createFileStorageFromEnv } from './modules/media';
import { createDatabaseEmailPreferences, type EmailPreferencesAdapter, type EmailSender, createEmailSender, createSmsSender, type SmsSender } from './modules/messaging';
import { createPaymentProcessors, type PaymentProcessors, createSandboxGateway } from './modules/payments';
import { createBundledTaxEstimator, type TaxEstimator } from './modules/pricing';
import { createPostgresStorefrontCart, createStorefrontCartFromEnv, shopifyVariantIds, type StorefrontCartService } from './modules/storefront';
import { createStoredAnalytics, type AnalyticsSink } from './modules/tracking';

/**
 * Every outside service the product talks to, each behind its module's interface. They are built
 * once, here, from the parsed settings, and handed to `buildApp` and to the job worker: no route
 * or job builds its own. A new service (payments, tax, fulfilment) is one more field and one more
 * line in `createAdapters`, with a default that works on one machine with nothing installed.
 */
export interface Adapters {
  /** Photo files: a local folder, or an S3-compatible bucket. */
  storage: FileStorage;
  /** Texts: the outbox table (development), or Twilio. */
  sms: SmsSender;
  /** Emails: the outbox table (development), or SMTP. */
  email: EmailSender;
  /** Email subscription choices (the email service's preference centre). */
  emailPreferences: EmailPreferencesAdapter;
  /** Product analytics events. */
  analytics: AnalyticsSink;
  /** US zip code → city and state. */
  zipDirectory: ZipDirectory;
  /** OpenID Connect providers for social sign-up. */
  socialProviders: SocialProviderRegistry;
  /** Sales tax estimates: the bundled state rates. */
  taxEstimator: TaxEstimator;
  /** Address suggestions while typing: the bundled US street names and ZIP data (ADR 105). */
  addressLookup: AddressLookup;
  /** Card, device wallet and online wallet processors: the local sandbox, Stripe, Braintree (ADR 104). */
  payments: PaymentProcessors;
  /** The pharmacy that packs and ships orders: the local pharmacy simulator (ADR 110). */
  fulfilment: Fulfilment;
  /** Where the shop's carts keep their lines: the app's own cart in PostgreSQL, or a Shopify store (ADR 152). */
  storefrontCart: StorefrontCartService;
  /** The time the waiting rules read: the system's in production, a simulated one elsewhere (ADR 110). */
  clock: Clock;
}

/** Builds every adapter the settings ask for. Tests pass `overrides` to swap one in a line. */
export function createAdapters(env: Env, db: Db, overrides: Partial<Adapters> = {}): Adapters {
  return {
    storage: overrides.storage ?? createFileStorageFromEnv(env),
    sms: overrides.sms ?? createSmsSender(env),
    email: overrides.email ?? createEmailSender(env),
    emailPreferences: overrides.emailPreferences ?? createDatabaseEmailPreferences(db),
    analytics: overrides.analytics ?? createStoredAnalytics(db),
    zipDirectory: overrides.zipDirectory ?? createBundledZipDirectory(),
    socialProviders:
      overrides.socialProviders ??
      // A plain-http issuer is only ever a local test provider.
      createSocialProviderRegistry(readOidcProviderSettings(env), { allowInsecureHttp: env.NODE_ENV !== 'production' }),
    taxEstimator: overrides.taxEstimator ?? createBundledTaxEstimator(),
    addressLookup: overrides.addressLookup ?? createBundledAddressLookup(),
    payments: overrides.payments ?? createPaymentProcessors(env, db, createSandboxGateway(db)),
    fulfilment: overrides.fulfilment ?? createPharmacySimulator(),
    storefrontCart: overrides.storefrontCart ?? createStorefrontCartFromEnv(env, { postgres: createPostgresStorefrontCart, variantIds: shopifyVariantIds() }),
    // Outside production the clock can be moved forward (the development clock routes), so a
    // shipment or an expiry can be seen without waiting days.
    clock: overrides.clock ?? (env.NODE_ENV === 'production' ? createSystemClock() : createSimulatedClock(db)),
  };
}
