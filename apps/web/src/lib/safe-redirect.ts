/**
 * A same-origin path to go to after login, or the fallback. Only "/x" paths pass: "//host" and
 * "/\host" are protocol-relative to browsers and would leave the site.
 */
export function safeRedirectPath(value: string | null, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return fallback;
  }
  return value;
}
