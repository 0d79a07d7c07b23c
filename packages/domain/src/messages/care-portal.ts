/**
 * The provider portal's texts (issue 14, ADR 117). None is in the spec (its roles are "not
 * shown", 000 §6): all are ours.
 */
export const CARE_PORTAL_MESSAGES = {
  carePortal: {
    outsideLicence: 'This patient is in a state you are not licensed in, so you cannot open their visit.',
    visitNotFound: 'This visit could not be found.',
    visitNotComplete: 'This visit is not finished yet. It reaches the queue once the patient completes it.',
    alreadyDecided: 'Another provider already decided this visit. Reload to see their decision.',
    photoRequestNoteNeeded: 'Say what the patient should photograph (at most 1000 characters).',
    photosAlreadyRequested: 'More photos were already asked for; the patient has not sent them yet.',
    threadNotFound: 'This conversation could not be found.',
    calendarRange: 'Choose a range of dates that ends after it starts, at most 92 days long.',
    decision: {
      nothingDecided: 'Prescribe or decline at least one product.',
      decidedTwice: 'Each product can be prescribed or declined, not both.',
      requestedUndecided: 'Decide every prescription product in the patient’s box: prescribe it or decline it.',
      notInFormulary: 'Only products of the formulary can be prescribed.',
      ingredientsNeeded: 'Choose the ingredients of {item}, each once.',
      strengthNotListed: 'Choose each ingredient of {item} at a strength the formulary lists.',
      declineReasonNeeded: 'Say why you decline a product (at most 1000 characters); the patient reads it.',
    },
  },
} as const;
