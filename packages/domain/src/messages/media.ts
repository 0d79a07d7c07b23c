/**
 * Photo ID and photos (ADR 030).
 * Texts the spec quotes are verbatim and must not be reworded; those marked "ours" are recorded
 * in docs/decisions/004-error-model.md or the decision named beside them.
 */
export const MEDIA_MESSAGES = {
  photos: {
    // ours: recording a photo step before its required photos exist.
    requiredMissing: 'Please upload every required photo first.',
    pageLoadFailed: "We're sorry, but a server error occurred. Please try refreshing your page.",
    simpleUploadFailed: 'Error uploading photo',
    uploadFailed: 'An unexpected error occurred while uploading photos.',
    phoneLinkSent: 'Great! We just texted you a link to upload your photos.',
    sendPhotoId: 'Send photo ID to provider',
    sendPhotos: 'Send photos to provider',
    phoneLinkAction: "We'll text you a link for phone upload",
    required: 'Required',
    optional: 'Optional',
    // ours: the upload refusals below; the spec shows only "the first error message".
    fileRequired: 'Please choose a photo to upload.',
    tooLarge: 'This photo is too large. Please choose a photo smaller than 15 MB.',
    unsupportedType: 'Please upload a JPEG, PNG or HEIC photo.',
    unreadable: "We couldn't read this photo. Please take a new one and try again.",
    // ours: a multipart body without a usable boundary, or cut off (ADR 071).
    formUnreadable: "We couldn't read this upload. Please try again.",
    tooMany: 'You have uploaded the most photos allowed for this section. Please delete one first.',
    linkInvalid: 'This photo link has expired. Please refresh the page.',
    // ours: the photos step's heading and promise of privacy.
    photosTitle: 'Photos for your provider',
    photosIntro: 'Your provider uses these photos to plan your treatment. Only you and your care team can see them.',
    // ours: the ID help modal's wording around the spec's lists (000 §2).
    idHelpTitle: 'Which IDs can I use?',
    idHelpIntro: 'Your ID must be government-issued, current, and show your photo, full name and date of birth.',
    idHelpAcceptedTitle: 'Accepted',
    idHelpAccepted: ["Driver's license", 'Passport', 'State-issued ID'],
    idHelpNotAcceptedTitle: 'Not accepted',
    idHelpNotAccepted: ['School, work or gym IDs', 'Yearbook photos', 'Warehouse-club cards'],
  },
} as const;
