import type { Env } from '../env';
import type { SelectionSettingsLookup } from '../modules/brands';
import type { PhotoLinkSigner } from '../modules/media';
import type { SurveyLookup } from '../modules/surveys';
import type { WiringCore } from '../wiring';

/**
 * What every route group is built from: the settings, the database, the app's signing secret (CSRF
 * tokens, phone-code hashes, sealed links) and the composition root's adapters, which wiring.ts
 * turns into the modules' dependencies.
 */
export interface SurfaceDeps extends WiringCore {
  /** One signer for the photos' short-lived links, wherever a visit or photo is shown. */
  photoLinks: PhotoLinkSigner;
  surveyRegistry: SurveyLookup;
  /** How each brand sells (its trial offer and flags); tests change a flag here. */
  selectionSettings: SelectionSettingsLookup;
}

/** The development helpers (outbox, email auto-verify) exist only outside production. */
export const isDevelopment = (env: Env): boolean => env.NODE_ENV !== 'production';
