/** Longer than any path the app builds; a cap keeps a hostile value out of logs and headers. */
export const SAME_SITE_PATH_MAX_LENGTH = 1000;

function hasControlCharacter(value: string): boolean {
  return [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}

/**
 * The value as a path on this site, or null. Only "/x" passes: "//host" and "/\host" are
 * protocol-relative to browsers, and control characters or backslashes could split a header or be
 * read as a host by a lenient parser.
 */
export function toSameSitePath(value: string | null | undefined): string | null {
  if (!value || value.length > SAME_SITE_PATH_MAX_LENGTH || !value.startsWith('/')) {
    return null;
  }
  if (value.startsWith('//') || value.includes('\\') || hasControlCharacter(value)) {
    return null;
  }
  return value;
}
