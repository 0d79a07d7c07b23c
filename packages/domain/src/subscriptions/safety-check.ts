/**
 * The safety check before each box bills (issue 13 item 7; ours, beyond the spec): three yes/no
 * questions the provider needs answered before a prescription is sent again. Any "yes" holds the
 * box for the provider instead of billing it and sending it to the pharmacy.
 */
export const SAFETY_QUESTIONS = [
  { id: 'pregnancy', text: 'Are you pregnant, breastfeeding, or trying to conceive?' },
  { id: 'newMedicines', text: 'Have you started any new medicine since your last box?' },
  { id: 'irritation', text: 'Have you had irritation, redness or peeling that has not settled?' },
] as const;

export type SafetyQuestionId = (typeof SAFETY_QUESTIONS)[number]['id'];
export type SafetyAnswers = Record<SafetyQuestionId, boolean>;

/** Whether the answers hold the box for the provider: any "yes". */
export function isFlagged(answers: SafetyAnswers): boolean {
  return SAFETY_QUESTIONS.some((question) => answers[question.id]);
}
