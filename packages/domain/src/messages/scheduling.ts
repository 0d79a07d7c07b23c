/**
 * Consultation booking (ADRs 040 to 042).
 * Texts the spec quotes are verbatim and must not be reworded; those marked "ours" are recorded
 * in docs/decisions/004-error-model.md or the decision named beside them.
 */
export const SCHEDULING_MESSAGES = {
  scheduling: {
    slotsFull: 'All time slots are currently full. Please check again later.',
    // ours: another patient booked the time first, or it has started meanwhile (409).
    slotTaken: 'That time is no longer available. Please choose another time.',
    // ours
    loadFailed: "We couldn't load the available times. Please refresh the page.",
  },
} as const;
