import type { z } from 'zod';

/** What a processor does: tokenise and charge cards and the device wallet, or vault the online wallet. */
export type ProcessorRole = 'card' | 'walletVault';

/** Origins a page may load from, per Content-Security-Policy directive. */
export interface ContentSources {
  scriptSrc: readonly string[];
  frameSrc: readonly string[];
  connectSrc: readonly string[];
  imgSrc: readonly string[];
}

/**
 * A payment processor as data (ADR 146): what the server settings, the composition root and the
 * browser loader read of it. Its server adapter and its browser script are code of their own,
 * found by `vendor` (`apps/api/src/modules/payments/gateway-factories.ts`, the web app's
 * `features/checkout/processors/{vendor}-processor.ts`).
 */
export interface ProcessorDescriptor {
  readonly vendor: string;
  readonly roles: readonly ProcessorRole[];
  /** Its server settings and their rules, merged into the API's settings (secrets included). */
  readonly settings: z.ZodRawShape;
  /** The settings it cannot run without once chosen, in the order a missing one is reported. */
  readonly requiredSettings: readonly string[];
  /** What its browser script needs, by the browser config's name: never a secret. */
  readonly browserSettings: Readonly<Record<string, string>>;
  /** Origins its browser script uses (from the processor's published CSP guide). */
  readonly contentSources: ContentSources;
}

/** A descriptor with its literal types kept, so the registry can name vendors and settings exactly. */
export const defineProcessor = <const D extends ProcessorDescriptor>(descriptor: D): D => descriptor;

export const NO_CONTENT_SOURCES: ContentSources = { scriptSrc: [], frameSrc: [], connectSrc: [], imgSrc: [] };
