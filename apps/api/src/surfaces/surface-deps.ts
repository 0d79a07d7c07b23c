import type { Adapters } from '../adapters';
import type { Db } from '../db/client';
import type { Env } from '../env';
import type { SelectionSettingsLookup } from '../modules/brands/brand-selection-settings';
import type { PhotoLinkSigner } from '../modules/media/photo-links';
import type { SurveyLookup } from '../modules/surveys/survey-checks';

/** What every route group is built from: the settings, the database and the composition root's adapters. */
export interface SurfaceDeps {
  env: Env;
  db: Db;
  /** The app's signing secret: CSRF tokens, phone-code hashes, sealed links. */
  secret: string;
  adapters: Adapters;
  /** One signer for the photos' short-lived links, wherever a visit or photo is shown. */
  photoLinks: PhotoLinkSigner;
  surveyRegistry: SurveyLookup;
  /** How each brand sells (its trial offer and flags); tests change a flag here. */
  selectionSettings: SelectionSettingsLookup;
}

/** The development helpers (outbox, email auto-verify) exist only outside production. */
export const isDevelopment = (env: Env): boolean => env.NODE_ENV !== 'production';
