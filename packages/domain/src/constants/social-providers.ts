/** The social sign-up providers of 000 §2, in the order their buttons show. */
export const SOCIAL_PROVIDER_IDS = ['facebook', 'apple', 'google'] as const;
export type SocialProviderId = (typeof SOCIAL_PROVIDER_IDS)[number];

/** What each button says after "Continue with". */
export const SOCIAL_PROVIDER_NAMES: Record<SocialProviderId, string> = {
  facebook: 'Facebook',
  apple: 'Apple',
  google: 'Google',
};

/** Type guard for a provider id taken from a url. */
export function isSocialProviderId(value: string): value is SocialProviderId {
  return (SOCIAL_PROVIDER_IDS as readonly string[]).includes(value);
}
