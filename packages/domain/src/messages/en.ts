import { ACCOUNT_SECURITY_MESSAGES } from './account-security';
import { ADDRESS_MESSAGES } from './addresses';
import { AUTH_MESSAGES } from './auth';
import { CARE_TEAM_MESSAGES } from './care-team';
import { COMPLETION_MESSAGES } from './completion';
import { CONTACT_MESSAGES } from './contact';
import { DASHBOARD_MESSAGES } from './dashboard';
import { ELIGIBILITY_MESSAGES } from './eligibility';
import { ESTIMATE_MESSAGES } from './estimates';
import { FORM_MESSAGES } from './forms';
import { MEDIA_MESSAGES } from './media';
import { PATIENT_MESSAGES } from './patients';
import { PATIENT_CARE_MESSAGES } from './patient-care';
import { PAYMENT_MESSAGES } from './payments';
import { PROMOTION_MESSAGES } from './promotions';
import { REFERRAL_MESSAGES } from './referrals';
import { RESUBSCRIBE_MESSAGES } from './resubscribe';
import { SCHEDULING_MESSAGES } from './scheduling';
import { SELECTION_MESSAGES } from './selection';
import { SUBSCRIPTION_MESSAGES } from './subscriptions';
import { SHIPMENT_MESSAGES } from './shipments';
import { STOREFRONT_MESSAGES } from './storefront';
import { SURVEY_MESSAGES } from './surveys';
import { UPSELL_MESSAGES } from './upsells';

/**
 * The English catalogue of the patient's site, keyed by section. Each module's texts live in
 * their own file beside this one (a new module adds a file, not lines here); the catalogue joins
 * them so the web app and the error model look a text up by one key. The care team's texts are
 * the other catalogue (`staff-en.ts`): an object is not tree-shaken by key, so whatever joins this
 * one is downloaded by every patient page. Section names are unique across both catalogues: the
 * test beside this file fails on a clash.
 */
export const MESSAGES = {
  ...ELIGIBILITY_MESSAGES,
  ...PATIENT_MESSAGES,
  ...CONTACT_MESSAGES,
  ...SURVEY_MESSAGES,
  ...AUTH_MESSAGES,
  ...MEDIA_MESSAGES,
  ...SCHEDULING_MESSAGES,
  ...COMPLETION_MESSAGES,
  ...FORM_MESSAGES,
  ...PROMOTION_MESSAGES,
  ...SELECTION_MESSAGES,
  ...ESTIMATE_MESSAGES,
  ...ADDRESS_MESSAGES,
  ...PAYMENT_MESSAGES,
  ...UPSELL_MESSAGES,
  ...REFERRAL_MESSAGES,
  ...RESUBSCRIBE_MESSAGES,
  ...SUBSCRIPTION_MESSAGES,
  ...SHIPMENT_MESSAGES,
  ...CARE_TEAM_MESSAGES,
  ...DASHBOARD_MESSAGES,
  ...PATIENT_CARE_MESSAGES,
} as const;

/** Every module's section list, for the clash check (unused by pages, so not in their chunks). */
export const MESSAGE_SECTIONS_BY_MODULE = {
  addresses: ADDRESS_MESSAGES,
  auth: AUTH_MESSAGES,
  'care-team': CARE_TEAM_MESSAGES,
  completion: COMPLETION_MESSAGES,
  contact: CONTACT_MESSAGES,
  dashboard: DASHBOARD_MESSAGES,
  eligibility: ELIGIBILITY_MESSAGES,
  estimates: ESTIMATE_MESSAGES,
  forms: FORM_MESSAGES,
  media: MEDIA_MESSAGES,
  patients: PATIENT_MESSAGES,
  'patient-care': PATIENT_CARE_MESSAGES,
  payments: PAYMENT_MESSAGES,
  promotions: PROMOTION_MESSAGES,
  referrals: REFERRAL_MESSAGES,
  resubscribe: RESUBSCRIBE_MESSAGES,
  selection: SELECTION_MESSAGES,
  scheduling: SCHEDULING_MESSAGES,
  subscriptions: SUBSCRIPTION_MESSAGES,
  shipments: SHIPMENT_MESSAGES,
  surveys: SURVEY_MESSAGES,
  upsells: UPSELL_MESSAGES,
} as const;

/**
 * Catalogues outside `MESSAGES`, each imported by its own pages' chunk only (the shop's), listed
 * here so the clash check covers their section names too.
 */
export const PAGE_MESSAGE_SECTIONS_BY_MODULE = {
  storefront: STOREFRONT_MESSAGES,
  'account-security': ACCOUNT_SECURITY_MESSAGES,
} as const;
