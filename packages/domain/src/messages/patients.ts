/**
 * The patient record: legal name and guardian (ADRs 050, 051).
 * Texts the spec quotes are verbatim and must not be reworded; those marked "ours" are recorded
 * in docs/decisions/004-error-model.md or the decision named beside them.
 */
export const PATIENT_MESSAGES = {
  legalName: {
    lastNameInvalid: 'Please enter a valid legal last name.',
    firstNameInvalid: 'Please enter a valid legal first name.',
    underMinimumAge:
      "The birthday entered shows you're under 13, which means we can't provide prescriptions just yet.",
    previewPlaceholder: 'Your Name Here',
    // ours: a date of birth on file is not changed from this page.
    dobMismatch: 'This date of birth does not match the one on your account. Please contact us to change it.',
  },
  invite: {
    // ours (ADR 101): an invite code that names no patient of the brand.
    invalid: 'This invite link is not valid. You can still sign up without it.',
  },
  guardian: {
    // ours: the guardian step is for patients aged 13 to 17 only.
    notMinor: 'Only patients under 18 need to add a parent or guardian.',
    // ours: the guardian must be another person, reachable on their own address.
    sameEmailAsPatient: "Please enter your parent or guardian's own email address, not yours.",
  },
} as const;
