const HINT_SELECTOR = 'meta[name="teleskin-session"]';

export type SessionHint = 'patient' | 'anonymous';

/**
 * What the server wrote into index.html about this page load's session (the cookie is HttpOnly, so
 * the page cannot look itself), or undefined where nothing was written (the Vite dev server).
 */
export function readSessionHint(): SessionHint | undefined {
  const content = document.querySelector<HTMLMetaElement>(HINT_SELECTOR)?.content;
  return content === 'patient' || content === 'anonymous' ? content : undefined;
}
