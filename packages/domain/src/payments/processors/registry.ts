import { braintreeProcessor } from './braintree';
import type { ContentSources, ProcessorRole } from './processor-descriptor';
import { sandboxProcessor } from './sandbox';
import { stripeProcessor } from './stripe';

/**
 * Every payment processor the product can use (ADR 146). Adding one: its descriptor here, its
 * server adapter in the API's `gateway-factories.ts`, its browser script as the web app's
 * `{vendor}-processor.ts`. Nothing else names a vendor.
 */
export const PAYMENT_PROCESSORS = [sandboxProcessor, stripeProcessor, braintreeProcessor] as const;

type Registered = (typeof PAYMENT_PROCESSORS)[number];
export type PaymentVendor = Registered['vendor'];
type VendorServing<Role extends ProcessorRole, P = Registered> = P extends { vendor: infer V; roles: readonly (infer Roles)[] } ? (Role extends Roles ? V : never) : never;
export type CardVendor = VendorServing<'card'>;
export type WalletVaultVendor = VendorServing<'walletVault'>;

type NonEmpty<T> = readonly [T, ...T[]];
const vendorsServing = <V extends PaymentVendor>(role: ProcessorRole) =>
  PAYMENT_PROCESSORS.filter((processor) => (processor.roles as readonly ProcessorRole[]).includes(role)).map((processor) => processor.vendor) as unknown as NonEmpty<V>;

/** Who tokenised a payment method: every registered vendor. */
export const PAYMENT_VENDORS = PAYMENT_PROCESSORS.map((processor) => processor.vendor) as unknown as NonEmpty<PaymentVendor>;
/** Who may tokenise and charge cards and the device wallet (`PAYMENT_CARD_PROCESSOR`). */
export const CARD_VENDORS = vendorsServing<CardVendor>('card');
/** Who may vault the online wallet (`PAYMENT_WALLET_VAULT`). */
export const WALLET_VAULT_VENDORS = vendorsServing<WalletVaultVendor>('walletVault');

export const isPaymentVendor = (value: string): value is PaymentVendor => (PAYMENT_VENDORS as readonly string[]).includes(value);

/** The descriptor of a registered vendor. */
export function processorOf(vendor: PaymentVendor): Registered {
  return PAYMENT_PROCESSORS.find((processor) => processor.vendor === vendor)!;
}

type UnionToIntersection<U> = (U extends unknown ? (each: U) => void : never) extends (all: infer I) => void ? I : never;
/** Every processor's settings, for the API's settings schema. */
export const PROCESSOR_SETTINGS = Object.assign({}, ...PAYMENT_PROCESSORS.map((processor) => processor.settings)) as UnionToIntersection<Registered['settings']>;

/** What the security policy must allow for the chosen processors' scripts, merged. */
export function contentSourcesOf(vendors: readonly PaymentVendor[]): { [K in keyof ContentSources]: string[] } {
  const used = vendors.map((vendor) => processorOf(vendor).contentSources);
  const merged = (key: keyof ContentSources) => [...new Set(used.flatMap((sources) => sources[key]))];
  return { scriptSrc: merged('scriptSrc'), frameSrc: merged('frameSrc'), connectSrc: merged('connectSrc'), imgSrc: merged('imgSrc') };
}
