/** The skincare goals step: several goals across categories (000 §2). */
export const SKINCARE_GOAL_CATEGORIES = [
  {
    id: 'acne',
    title: 'Breakouts',
    goals: [
      { id: 'clear_breakouts', label: 'Clear active breakouts' },
      { id: 'prevent_breakouts', label: 'Prevent new breakouts' },
      { id: 'unclog_pores', label: 'Unclog pores and blackheads' },
    ],
  },
  {
    id: 'aging',
    title: 'Aging',
    goals: [
      { id: 'soften_fine_lines', label: 'Soften fine lines and wrinkles' },
      { id: 'improve_firmness', label: 'Improve firmness' },
    ],
  },
  {
    id: 'tone',
    title: 'Tone and texture',
    goals: [
      { id: 'fade_dark_spots', label: 'Fade dark spots' },
      { id: 'calm_redness', label: 'Calm redness' },
      { id: 'smooth_texture', label: 'Smooth skin texture' },
    ],
  },
] as const;

export type SkincareGoalId = (typeof SKINCARE_GOAL_CATEGORIES)[number]['goals'][number]['id'];

export const SKINCARE_GOAL_IDS: readonly SkincareGoalId[] = SKINCARE_GOAL_CATEGORIES.flatMap((category) =>
  category.goals.map((goal) => goal.id),
);

/** Referral rewards (000 §9): $20 each way. Medical-history promo credit: $20. */
export const REFERRAL_CREDIT_CENTS = 2000;
export const MEDICAL_HISTORY_PROMO_CREDIT_CENTS = 2000;
