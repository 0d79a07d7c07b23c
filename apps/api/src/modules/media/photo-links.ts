import { createHmac, timingSafeEqual } from 'node:crypto';
import { PHOTO_LINK_LIFETIME_SECONDS } from '@app/domain/photos';

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
  return createViewerLinkSigner(secret, { purpose: 'teleskin/photo-links/v1', filePath: (photoId) => `/api/photos/${photoId}/file` }, lifetimeSeconds);
}

/**
 * Links a care-team member opens a patient's photo with (ADR 117): signed for the staff member
 * (`patientId` of the signer's calls is then the staff id), under a key of their own, to the
 * provider-only file route. A patient's link never opens there, nor a provider's on the patient's.
 */
export function createCarePhotoLinkSigner(secret: string, lifetimeSeconds = PHOTO_LINK_LIFETIME_SECONDS): PhotoLinkSigner {
  return createViewerLinkSigner(secret, { purpose: 'teleskin/care-photo-links/v1', filePath: (photoId) => `/api/care/photos/${photoId}/file` }, lifetimeSeconds);
}

/** Links signed for one viewer (a patient, or a staff member) under the purpose's key. */
function createViewerLinkSigner(secret: string, kind: { purpose: string; filePath: (photoId: number) => string }, lifetimeSeconds: number): PhotoLinkSigner {
  const key = createHmac('sha256', secret).update(kind.purpose).digest();
  const sign = (photoId: number, viewerId: number, expires: number) =>
    createHmac('sha256', key).update(`${photoId}.${viewerId}.${expires}`).digest('base64url');

  return {
    urlFor: (photoId, viewerId, now = new Date()) => {
      const seconds = Math.floor(now.getTime() / 1000) + lifetimeSeconds;
      const expires = Math.ceil(seconds / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
      return `${kind.filePath(photoId)}?expires=${expires}&signature=${sign(photoId, viewerId, expires)}`;
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
