/** Why a patient cancels (issue 13 item 5; ours: the spec names none), asked on the manage page. */
export const CANCEL_REASONS = ['too-expensive', 'not-working', 'side-effects', 'too-much-product', 'switching', 'other'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
/** The optional note's longest length. */
export const CANCEL_NOTE_MAX_LENGTH = 500;
