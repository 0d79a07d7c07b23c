/**
 * The shipping address at checkout (001 §2.2, §8; ADR 105).
 * Texts the spec quotes are verbatim and must not be reworded; those marked "ours" are recorded
 * in docs/decisions/004-error-model.md or the decision named beside them.
 */
export const ADDRESS_MESSAGES = {
  shippingAddress: {
    // 001 §8 "Unsupported zip code in error list"; also a zip of another state than the one chosen.
    unsupportedZip:
      "We're sorry, but we do not support your zip code. (But we hope to in the future!)",
  },
} as const;
