import { ApiError } from '../../../lib/api-client';

/**
 * The photo-upload-failed call site of 000 §8. The API records the event itself for every upload
 * it refuses (photos.routes.ts); what only the browser sees (no answer at all, a dropped
 * connection) is logged here. Send it to the analytics adapter once the web app has one.
 */
export function reportPhotoUploadFailed(perspective: string, error: unknown): void {
  if (error instanceof ApiError && error.status > 0) {
    return;
  }
  console.error('photo-upload-failed', { perspective, error });
}

/**
 * What the patient is told about a failed upload: a refused file shows its first error message
 * (000 §5), any other server message is shown as is, and an unknown failure shows `fallback`.
 */
export function uploadErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    const first = error.errors ? Object.values(error.errors)[0]?.[0] : undefined;
    return first ?? error.message;
  }
  return fallback;
}
