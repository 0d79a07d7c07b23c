/** Promo code texts (001 §8 "Promo"); the reasons a real code is refused are ours (issue 10). */
export const PROMOTION_MESSAGES = {
  promotion: {
    invalid: 'Invalid promotion code',
    removeFailed: 'Failed to remove promotion claim',
    // ours: a real code that cannot be used says why, under the input.
    expired: 'This promotion code has expired.',
    notYetValid: 'This promotion code is not valid yet.',
    usedUp: 'This promotion code has been used up.',
    paused: 'This promotion code is not available right now.',
    alreadyUsed: 'You have already used this promotion code.',
    oneAtATime: 'Only one promotion code can be used at a time. Remove the one applied first.',
    wrongTreatment: 'This promotion code is not valid for this treatment.',
    wrongBrand: 'This promotion code is not valid for this brand.',
  },
} as const;
