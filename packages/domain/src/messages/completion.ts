/**
 * Finishing a visit, and the referral offer shown after it.
 * Texts the spec quotes are verbatim and must not be reworded; those marked "ours" are recorded
 * in docs/decisions/004-error-model.md or the decision named beside them.
 */
export const COMPLETION_MESSAGES = {
  completion: {
    // ours
    signupCompleted: 'Your visit is on its way to your provider.',
    // ours: what happens after a visit is sent (docs/decisions/089-where-the-journey-ends.md).
    whatHappensNext: "We'll let you know as soon as they have reviewed it.",
    // ours: the spec names a $20 credit message without its wording.
    medicalHistoryCredit: 'Success! A $20 credit has been added to your account.',
    // ours
    medicalHistoryUpdated: 'Thank you for updating your medical history.',
    // ours
    stepsRemaining: 'Please finish the earlier steps of your visit first.',
    // 000 §8: signup completion failure fallback.
    failure: 'An error occurred',
  },
  referral: {
    title: 'Give $20, get $20',
    copyLink: 'Copy link',
    linkCopied: 'Link copied!',
    done: 'Done',
  },
} as const;
