/**
 * The admin console's words (ADR 158): commerce settings for the `admin` role. Ours: the spec has
 * no back office.
 */
export const ADMIN_CONSOLE_MESSAGES = {
  adminNav: {
    promotions: 'Promotions',
  },
  adminPromotions: {
    heading: 'Promotions',
    intro: 'Every brand’s promotion codes: when each can be claimed, how many claims it allows and how many patients hold one.',
    loading: 'Loading the promotions…',
    loadError: 'The promotions could not be loaded. Please try again.',
    retry: 'Try again',
    empty: 'No promotion codes yet.',
    caption: 'Promotion codes',
    columns: { code: 'Code', brand: 'Brand', offer: 'Takes off', appliesTo: 'For', window: 'Can be claimed', uses: 'Claims', status: 'Status' },
    freeRxLine: 'The first prescription free',
    everyTreatment: 'Every treatment',
    treatments: { skin: 'Skin', hair: 'Hair' },
    from: 'From {from}',
    between: '{from} to {until}',
    uses: '{count} of {max}',
    usesUnlimited: '{count} (no limit)',
    statuses: { live: 'Live', scheduled: 'Scheduled', 'used-up': 'Used up', ended: 'Ended' },
  },
} as const;
