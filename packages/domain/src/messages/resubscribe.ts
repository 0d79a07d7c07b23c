/** The resubscribe shop (000 §2, §4, §5; 001 §9): the spec's words, and ours where it has none (ADR 111). */
export const RESUBSCRIBE_MESSAGES = {
  resubscribe: {
    // 000 §2 "Resubscribe shop".
    heading: 'Resume your subscription',
    subtotal: 'Subtotal',
    proceedToCheckout: 'Proceed to checkout',
    // 000 §5 "Resubscribe".
    minimumOrder: 'Minimum order is $30',
    // Ours (ADR 111).
    intro: 'Welcome back, {firstname}. Choose what goes in your next box.',
    introNoName: 'Welcome back. Choose what goes in your next box.',
    required: 'Required',
    requiredNote: 'Your prescription is required to resume your subscription.',
    free: 'Free',
    codeApplied: 'Code {code} applied',
    productsLegend: 'Products',
    cartLimit: 'A box can hold at most {max} products.',
    requiredNotRemovable: '{name} is required and cannot be removed.',
    unknownVariant: 'This product is not offered in the shop.',
    nothingToChange: 'Name a product to add or remove.',
    notResubscription: 'This order is not a resubscription and cannot be changed here.',
    orderClosed: 'This order has been paid for and can no longer be changed.',
    categoryNotOffered: 'Resubscribing to this treatment is not available online yet.',
    surveyProviderUnknown: 'This survey provider is not offered.',
    loadError: 'We couldn’t load the shop. Please try again.',
    tryAgain: 'Try again',
    updating: 'Updating your box…',
    everyDays: 'Your subscription sends these products every {days} days.',
    backToDashboard: 'Back to your dashboard',
  },
} as const;
