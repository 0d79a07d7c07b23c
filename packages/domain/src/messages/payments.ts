/** Payment and checkout texts (001 §2.2, §5, §8, §9); what the spec does not word is ours, marked. */
export const PAYMENT_MESSAGES = {
  payment: {
    processorLoadError: 'Error loading the credit card processor. Please refresh the page and try again.',
    tokenizeError: 'Error connecting to the payment processor. Please try again.',
    tokenError: 'Error confirming the payment method. Please try again.',
    walletVaultError: 'Error connecting to the PayPal payment processor. Please refresh and try again.',
    deviceWalletError: 'There was an error adding Apple Pay. Please try another payment method.',
    registerCardError: 'An error occurred while updating the payment method.',
    systemError: 'A system error occurred. Please try again.',
    // 001 §8: among the checkout's failures "Oops!" also appears; it heads a checkout page that did not load (ADR 141).
    loadFailureTitle: 'Oops!',
    orderConfirmed: 'Order confirmed!',
    orderConfirmedProductDetail: 'Now answer some quick questions to help your provider personalize your formula.',
    selectAtLeastOneProduct: 'Please select at least one product to proceed.',
    walletNameMissing:
      'Please edit the name associated with {wallet} so that there is both a first name and last name, and then try again. If you think this message is in error, please contact our Customer Success team at {email}.',
    applePayNameMissingProductDetail: 'We cannot proceed because your first name and last name are not set in Apple Pay.',
    applePayAddressMissingProductDetail: 'We cannot proceed because a shipping address is not set in Apple Pay.',
    payPalNameMissingProductDetail: 'We cannot proceed because your first name and last name are not set in PayPal.',
    secured: 'Secured 256-bit TLS encrypted payment',
    securedProductDetail: 'Secured with 256-bit TLS encryption',
    // ours: a wallet that shared no address outside the product-detail checkout.
    walletAddressMissing: 'We cannot proceed because a shipping address is not set in {wallet}.',
    // ours: refusals of the server's checkout checks.
    vendorNotUsed: 'This payment method cannot be used here. Please choose another one.',
    noPaymentMethod: 'Please add a payment method first.',
    noShippingAddress: 'Please add your shipping address first.',
    boxNotSaved: 'Please choose your products first.',
    wrongShipmentFrequency: 'Boxes of this treatment ship every {days} days.',
    wrongCheckout: 'This treatment is not bought this way.',
    alreadyActivated: 'This order has already been placed.',
    inProgress: 'Your payment is being processed. Please wait a moment and refresh the page.',
    promotionGone: 'Your promotion code is no longer applied. Please check your order and try again.',
    // ours (ADR 109): the account credit the checkout counted on was used by another order meanwhile.
    creditGone: 'Your account credit changed. Please check your order and try again.',
  },
} as const;
