import { z } from 'zod';
import { SOCIAL_PROVIDER_IDS } from '../constants/social-providers';
import { TREATMENT_CATEGORY_NAMES, type TreatmentCategoryName } from '../constants/treatment-categories';
import { SAME_SITE_PATH_MAX_LENGTH } from '../validation/same-site-path';

export const SocialProviderSchema = z.object({ id: z.enum(SOCIAL_PROVIDER_IDS), name: z.string() });
export type SocialProvider = z.infer<typeof SocialProviderSchema>;

/** `GET /api/auth/social/providers`: the providers configured for the serving brand. */
export const SocialProvidersResponseSchema = z.object({ data: z.array(SocialProviderSchema) });

export const SocialProviderParamsSchema = z.object({ provider: z.enum(SOCIAL_PROVIDER_IDS) });

const flag = z.enum(['true', 'false']).optional();

/**
 * `GET /auth/social/{provider}/start` query. `redirect` is where a signed-in patient goes, `failure`
 * where an error is shown (both same-site paths, otherwise defaults); `acceptedTOS` and
 * `isAtLeast13` carry the product-detail form's checkboxes for a new account.
 */
export const SocialStartQuerySchema = z.object({
  redirect: z.string().max(SAME_SITE_PATH_MAX_LENGTH).optional(),
  failure: z.string().max(SAME_SITE_PATH_MAX_LENGTH).optional(),
  category: z.enum(TREATMENT_CATEGORY_NAMES as [TreatmentCategoryName, ...TreatmentCategoryName[]]).optional(),
  acceptedTOS: flag,
  isAtLeast13: flag,
});
export type SocialStartQuery = z.infer<typeof SocialStartQuerySchema>;
