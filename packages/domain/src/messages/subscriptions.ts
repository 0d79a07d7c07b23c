/** The subscription's own words (issue 13; the spec shows none of them). */
export const SUBSCRIPTION_MESSAGES = {
  subscription: {
    notFound: 'We couldn’t find this subscription.',
    changesClosed: 'Changes to this box closed on {cutoff}. It can no longer be changed.',
    weeksOutOfRange: 'Choose between 1 and 12 weeks.',
    tooSoon: 'This box can’t be sent a week sooner: it would bill before changes close.',
    notLive: 'This subscription is not active, so its box can’t be changed.',
    alreadyPaused: 'This subscription is already paused.',
    notPaused: 'This subscription is not paused.',
    alreadyCanceled: 'This subscription is already canceled.',
    notCanceled: 'This subscription is active.',
    requiredNotRemovable: '{name} is your prescription and can’t be removed. To stop it, cancel your subscription or message your provider.',
    notOnBox: 'This product is not in your box.',
    alreadyOnBox: 'This product is already in your box.',
    notAddable: 'This product can’t be added to your box.',
    lastItem: 'Your box needs at least one product. To stop your boxes, cancel your subscription.',
    noPaymentProblem: 'There is no failed payment to retry.',
    noPaymentMethod: 'Add a card before trying the payment again.',
    noRetryWhileCharging: 'Your payment is being processed. Please wait a moment.',
    // One-tap links from the 3-day notice.
    linkInvalid: 'This link is not valid. Sign in to change your box.',
    linkUsed: 'This link has already been used. Sign in to see your box.',
    linkExpired: 'This link has expired: changes to this box have closed. Sign in to see your box.',
    linkBoxMoved: 'This box has already been changed. Sign in to see your box.',
  },
} as const;
