import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a browser stays a known device of an account after its last sign-in there. */
export const KNOWN_DEVICE_DAYS = 365;
const DAY_MS = 86_400_000;

export interface KnownDeviceCookie {
  name: string;
  value: string;
  maxAgeSeconds: number;
}

/**
 * The known-device cookie of ADR 134 (OWASP's "device cookie"): a browser that signed in to an
 * account holds a cookie naming a random device id, bound to that account by an HMAC under a key
 * derived from the app secret. Its failures are counted on a budget of its own, so guessing from
 * elsewhere cannot keep the owner out. No table: the cookie carries all it proves.
 */
export interface KnownDevices {
  /** The cookie making this browser a known device of `account`; keeps the device id it had. */
  cookieFor: (account: string, deviceId: string | undefined, now: Date) => KnownDeviceCookie;
  /** The device id the request's cookies prove for `account`, or undefined (none, forged, another account's, too old). */
  recognise: (cookies: Record<string, string | undefined>, account: string, now: Date) => string | undefined;
}

/** `cookiePrefix` tells the patients' cookies from the care team's; `account` names brand and email (or staff and email). */
export function createKnownDevices(appSecret: string, cookiePrefix: string): KnownDevices {
  // A key of its own, so this MAC can never be confused with a CSRF signature or a sealed link.
  const key = createHmac('sha256', appSecret).update('teleskin/known-device/v1').digest();
  const mac = (text: string) => createHmac('sha256', key).update(text).digest('base64url');
  // One cookie per account, so a shared browser can be a known device of several; the name hides the email.
  const nameOf = (account: string) => `${cookiePrefix}_${mac(`name\n${account}`).slice(0, 16)}`;
  const signatureOf = (account: string, deviceId: string, issuedAt: string) => mac(`device\n${account}\n${deviceId}\n${issuedAt}`);

  return {
    cookieFor: (account, deviceId, now) => {
      const id = deviceId ?? randomBytes(12).toString('base64url');
      const issuedAt = String(now.getTime());
      return {
        name: nameOf(account),
        value: `${id}.${issuedAt}.${signatureOf(account, id, issuedAt)}`,
        maxAgeSeconds: KNOWN_DEVICE_DAYS * 86_400,
      };
    },
    recognise: (cookies, account, now) => {
      const [id, issuedAt, signature, ...rest] = (cookies[nameOf(account)] ?? '').split('.');
      if (!id || !issuedAt || !signature || rest.length > 0) {
        return undefined;
      }
      const expected = Buffer.from(signatureOf(account, id, issuedAt));
      const given = Buffer.from(signature);
      const isGenuine = expected.length === given.length && timingSafeEqual(expected, given);
      const isFresh = now.getTime() - Number(issuedAt) < KNOWN_DEVICE_DAYS * DAY_MS;
      return isGenuine && isFresh ? id : undefined;
    },
  };
}
