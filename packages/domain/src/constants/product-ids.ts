/** The Rx products the spec names by id (000 §3, §9; 001 §9). Zod-free, so flow rules can use them in the entry. */
export const RX_PRODUCT_IDS = { customFormula: 1, futureProof: 16, deepCleanse: 17, bodyCleanse: 31 } as const;
