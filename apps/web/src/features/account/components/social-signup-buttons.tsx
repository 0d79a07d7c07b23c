import { useEffect, useState } from 'react';
import type { SocialProvider } from '@app/domain/contracts';
import type { TreatmentCategoryName } from '@app/domain/constants';
import { getSocialProviders } from '../api/get-social-providers';
import { isEmbeddedBrowser } from '../utils/embedded-browser';

export interface SocialSignupOptions {
  /** Where a signed-in patient continues (a path on this site). */
  redirectPath: string;
  /** Where a failure is shown (a path on this site); defaults to the current page. */
  failurePath?: string;
  category?: TreatmentCategoryName;
}

interface SocialSignupButtonsProps extends SocialSignupOptions {
  /** The product-detail variant's two checkboxes, which a new account needs (000 §5). */
  consent?: { acceptedTOS: boolean; isAtLeast13: boolean };
}

/** The url that starts a provider's sign-in; a full page navigation, not a fetch. */
export function socialStartUrl(provider: string, options: SocialSignupButtonsProps): string {
  const query = new URLSearchParams({ redirect: options.redirectPath });
  query.set('failure', options.failurePath ?? window.location.pathname);
  if (options.category) {
    query.set('category', options.category);
  }
  if (options.consent) {
    query.set('acceptedTOS', String(options.consent.acceptedTOS));
    query.set('isAtLeast13', String(options.consent.isAtLeast13));
  }
  return `/auth/social/${provider}/start?${query.toString()}`;
}

/**
 * Facebook, Apple and Google buttons (000 §2), each only when the brand has it configured; Google
 * is hidden inside embedded web views, where it refuses to sign in.
 */
export function SocialSignupButtons(props: SocialSignupButtonsProps) {
  const [providers, setProviders] = useState<SocialProvider[]>([]);

  useEffect(() => {
    let isCurrent = true;
    void getSocialProviders().then((list) => {
      if (isCurrent) {
        setProviders(list);
      }
    });
    return () => {
      isCurrent = false;
    };
  }, []);

  const isEmbedded = isEmbeddedBrowser(navigator.userAgent);
  const shown = providers.filter((provider) => !(provider.id === 'google' && isEmbedded));
  if (shown.length === 0) {
    return null;
  }
  const isBlocked = props.consent !== undefined && !(props.consent.acceptedTOS && props.consent.isAtLeast13);

  return (
    <div className="social-signup" role="group" aria-label="Sign up with another account">
      <p className="social-signup__divider">
        <span>or</span>
      </p>
      {shown.map((provider) =>
        isBlocked ? (
          <button key={provider.id} type="button" className={`button button--secondary social-signup__button social-signup__button--${provider.id}`} disabled>
            Continue with {provider.name}
          </button>
        ) : (
          <a
            key={provider.id}
            className={`button button--secondary social-signup__button social-signup__button--${provider.id}`}
            href={socialStartUrl(provider.id, props)}
          >
            Continue with {provider.name}
          </a>
        ),
      )}
    </div>
  );
}
