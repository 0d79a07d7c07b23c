/**
 * The estimate path (ADR 101). All texts are ours: the spec does not show this path's use.
 */
export const ESTIMATE_MESSAGES = {
  estimate: {
    notSold: 'One of these products is not sold for this treatment.',
    repeated: 'Each product can be chosen once.',
  },
} as const;
