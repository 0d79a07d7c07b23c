import { toSameSitePath } from '@app/domain/validation';

/**
 * A same-origin path to go to after login, or the fallback. The domain's `toSameSitePath`, as the
 * API checks the social sign-in's redirect: "//host" and "/\host" (protocol-relative to browsers),
 * control characters and over-long values never pass.
 */
export function safeRedirectPath(value: string | null, fallback: string): string {
  return toSameSitePath(value) ?? fallback;
}

/** A page's url with the `?redirect=` it passes on (log-in and the storefront's sign-up link to each other). */
export function withRedirect(path: string, redirect: string | null): string {
  return redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;
}
