/**
 * The offers' texts (000 §2, §8, §9; ADR 108). The buttons, the error and the fallback are the
 * spec's; the variant headlines and the notices are ours.
 */
export const UPSELL_MESSAGES = {
  upsells: {
    skip: 'Skip',
    failureTitle: 'Sorry!',
    /** 000 §8: an upsell that could not be saved; the patient stays on the page. */
    serverError: 'A server error occurred. Please try again.',
    /** 000 §8: the Body Cleanse fallback when the server gave no message of its own. */
    bodyCleanseFallback: 'An error occurred while processing your request.',
    ingredientsLink: 'See product ingredients & more',
    done: 'Done',
    bodyCleanse: {
      heading: 'Add Rx Body Cleanse to your box',
      intro: 'A prescription body wash for breakouts on the chest, back and shoulders, prescribed with your formula.',
      accept: 'Add for $14',
      priceNote: '$14 today for a 30-day supply (regularly {list}), then {later} more with each box after that.',
      ingredientsHeading: 'Body Cleanse ingredients',
      accepted: 'Body Cleanse was added to your box.',
    },
    deepCleanse: {
      headings: {
        'Acne Multi Rx Upsell': 'Clear breakouts faster with Rx Deep Cleanse',
        MILD_ACNE_MULTI_RX_UPSELL: 'Keep mild breakouts in check with Rx Deep Cleanse',
        HYDROTRET_MULTI_RX_UPSELL: 'Pair your hydrating tretinoin with Rx Deep Cleanse',
      },
      intro: 'Upgrade your cleanser to a prescription Deep Cleanse.',
      /** 000 §2: 2-3 of sulfacetamide, zinc pyrithione, salicylic acid; once or twice a day, up to 30 seconds. */
      personalised:
        'Deep Cleanse is personalized with 2-3 of sulfacetamide, zinc pyrithione and salicylic acid. Use it once or twice a day and leave it on for up to 30 seconds.',
      accept: 'Upgrade for free',
      /** 000 §2: 10 dollars more per month after the trial. */
      priceNote: 'Free with your trial, then $10 more per month after your trial ends.',
      accepted: 'Deep Cleanse was added to your box.',
    },
    /** Refusals of the upsells call (ours). */
    notOffered: 'This offer is not available for your box.',
    alreadyPaid: 'Your box is already paid for, so this offer has ended.',
    undoClosed: 'This box has already billed, so the offer can no longer be removed.',
    notAccepted: 'This offer is not on your box.',
    /** The dashboard's list of accepted offers (ours). */
    dashboardHeading: 'Offers on your box',
    remove: 'Remove',
    removed: '{name} was removed from your next box.',
    removableUntil: 'You can remove it until your next box bills on {date}.',
    addsToNextBox: 'Adds {amount} to each box.',
  },
} as const;
