/**
 * The operator console's texts (issue 14 item 4, ADR 119). None is in the spec (its roles are "not
 * shown", 000 §6): all are ours. `{…}` parts are filled with `fillTemplate`.
 */
export const OPERATOR_CONSOLE_MESSAGES = {
  operatorConsole: {
    reasonNeeded: 'Say why you make this change (at most 500 characters); it is kept in the audit trail.',
    searchTooShort: 'Type at least 3 characters of an email, a name or a phone number.',
    patientNotFound: 'This patient could not be found.',
    chargeNotFound: 'This charge could not be found for this patient.',
    messageNotFound: 'This message could not be found for this patient.',
    providerNotFound: 'This provider could not be found.',
    billDate: {
      notADate: 'Choose a calendar date, as YYYY-MM-DD.',
      tooSoon: 'Choose {earliest} or later: the patient keeps a day to change the box before its changes close.',
      tooLate: 'Choose a date at most a year ahead; to stop the boxes for longer, cancel the subscription.',
    },
    sameBillDate: 'The next box already bills on {date}.',
    boxBeingBilled: 'This box is being billed now, waits for a retry of its charge or for the provider. Change it once that is settled.',
    boxAlreadyBilling: 'This box bills today; it can no longer be moved.',
    refundAmountNeeded: 'Enter the amount to refund: whole cents, at least 1.',
    refundTooLarge: 'A refund of {amount} is more than is left of this charge ({left}). Nothing was refunded.',
    chargeVoided: 'This charge was voided: nothing was taken, so there is nothing to refund.',
    refundKeyReused: 'This refund request was already used for another amount or charge. Start a new refund.',
    refundPending:
      'The payment processor did not answer. The refund is recorded as pending and holds its amount; send it again to finish it (it will not refund twice).',
    refundRefused: 'The payment processor refused the refund: {message}',
    processorNotConfigured: 'This charge was made with {vendor}, which this server is not set up to reach.',
    messageNotResendable: 'This message carried a code or a one-time link. Ask the patient to request a new one instead.',
    unknownStates: 'Use two-letter US state codes; these are not: {states}.',
  },
} as const;
