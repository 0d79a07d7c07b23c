/**
 * Referral credits (000 §1, §9: give $20, get $20; ADR 109). The share modal's texts are the
 * spec's (messages/completion.ts); the stages, the reasons and the credit panel are ours.
 */
export const REFERRAL_MESSAGES = {
  referrals: {
    heading: 'Your referrals and credit',
    balance: 'Account credit: {amount}',
    noBalance: 'No account credit yet.',
    balanceNote: 'Credit pays toward your next invoice automatically; whatever is left carries over.',
    creditLine: '{amount} left of {granted} ({reason}), expires on {date}',
    creditReasons: {
      referral_reward: 'a friend you referred',
      referral_welcome: 'joining through a friend',
      medical_history_update_promo: 'medical history update',
    },
    empty: 'No friend has followed your link yet. Share it and you each get $20.',
    invitedCount: '{count} more followed your link and have not signed up yet.',
    loadError: 'Your referrals could not be loaded. Please try again.',
    retry: 'Try again',
    stages: {
      invited: 'Invited',
      'signed-up': 'Signed up',
      'first-box-paid': 'First box paid',
      'credit-earned': 'Credit earned',
      'credit-applied': 'Credit applied',
      'credit-expired': 'Credit expired',
      refused: 'Not eligible',
    },
    stageListLabel: 'Stages of your referral of {friend}',
    expiresOn: 'Expires on {date}',
    /** Why a referral's credit has not paid anything (yet). */
    why: {
      waitingForSignUp: 'Your friend has not created an account yet.',
      waitingForFirstBox: 'You earn $20 when your friend’s first box is paid and ships.',
      waitingForShipment: 'You earn $20 as soon as your friend’s first box ships.',
      waitingForInvoice: 'It will pay toward your next invoice automatically.',
      partlyUsed: '{left} is left and will pay toward your next invoice.',
      expired: 'It expired on {date} before an invoice could use it.',
    },
    refusals: {
      samePatient: 'You cannot refer yourself.',
      sameEmail: 'Your friend signed up with your own email address.',
      sameCard: 'Your friend paid with a card already used on your account or by another friend you referred.',
      tooManySignUps: 'Too many sign-ups came through your link in one day; this one does not earn credit.',
      otherBrand: 'This invite link is for another brand.',
    },
  },
} as const;
