/** Largest photo the API accepts (ours: the spec gives none; phone photos are 2-8 MB). */
export const PHOTO_MAX_MEGABYTES = 15;
export const PHOTO_MAX_BYTES = PHOTO_MAX_MEGABYTES * 1024 * 1024;

/** What the server accepts, judged from the file's bytes, never from its name (HEIF is HEIC's container). */
export const ACCEPTED_PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/heic', 'image/heif'] as const;

/** The file picker's `accept`: the mime types plus extensions, as some phones report HEIC without a type. */
export const PHOTO_INPUT_ACCEPT = [...ACCEPTED_PHOTO_MIME_TYPES, '.jpg', '.jpeg', '.png', '.heic', '.heif'].join(',');

/** How long a signed photo link stays valid (ours: short-lived, see docs/decisions/031). */
export const PHOTO_LINK_LIFETIME_SECONDS = 5 * 60;

