/**
 * What a passkey ceremony that failed in the browser came to (ADR 172), read from the error's name
 * (`@simplewebauthn/browser` keeps the browser's `DOMException` names):
 * - `cancelled`: the person closed the prompt or let it time out (`NotAllowedError`; browsers say
 *   no more, so as not to tell a page which passkeys exist), or a newer ceremony took over
 *   (`AbortError`);
 * - `duplicate`: the authenticator already holds a passkey of this account (`InvalidStateError`,
 *   a registration's excluded credential);
 * - `failed`: anything else.
 */
export function ceremonyFailure(error: unknown): 'cancelled' | 'duplicate' | 'failed' {
  const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') {
    return 'cancelled';
  }
  return name === 'InvalidStateError' ? 'duplicate' : 'failed';
}
