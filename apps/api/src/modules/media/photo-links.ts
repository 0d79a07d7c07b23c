import { createHmac, timingSafeEqual } from 'node:crypto';
import { PHOTO_LINK_LIFETIME_SECONDS } from '@app/domain/photos/photo-upload-rules';

/**
 * Short-lived links to the owner-only file route. The signature covers the photo, the patient it
 * was issued to and the expiry, so a link copied to another account, edited or kept past its
 * expiry is refused; the route still checks the session as well (docs/decisions/031).
 */
export interface PhotoLinkSigner {
  urlFor: (photoId: number, patientId: number, now?: Date) => string;
  verify: (link: { photoId: number; patientId: number; expires: number; signature: string }, now?: Date) => PhotoLinkCheck;
}

export type PhotoLinkCheck = 'valid' | 'expired' | 'invalid';

// Links are valid for the lifetime plus up to this much, because expiries are rounded up: the same
// url is then issued for a minute, so the browser's cache keeps working across re-renders.
const EXPIRY_STEP_SECONDS = 60;

/** A signer whose key is derived from the app secret, so it never equals the CSRF key. */
export function createPhotoLinkSigner(secret: string, lifetimeSeconds = PHOTO_LINK_LIFETIME_SECONDS): PhotoLinkSigner {
  const key = createHmac('sha256', secret).update('teleskin/photo-links/v1').digest();
  const sign = (photoId: number, patientId: number, expires: number) =>
    createHmac('sha256', key).update(`${photoId}.${patientId}.${expires}`).digest('base64url');

  return {
    urlFor: (photoId, patientId, now = new Date()) => {
      const seconds = Math.floor(now.getTime() / 1000) + lifetimeSeconds;
      const expires = Math.ceil(seconds / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
      return `/api/photos/${photoId}/file?expires=${expires}&signature=${sign(photoId, patientId, expires)}`;
    },
    verify: ({ photoId, patientId, expires, signature }, now = new Date()) => {
      const expected = Buffer.from(sign(photoId, patientId, expires));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return 'invalid';
      }
      return expires * 1000 <= now.getTime() ? 'expired' : 'valid';
    },
  };
}
