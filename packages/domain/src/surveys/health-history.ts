import { choicesOf } from './question-options';
import { answerValues, isAnswered, visibleQuestions, type SurveyAnswers } from './survey-answers';
import type { SurveyDefinition } from './survey-definition';

/** One line of the saved health history (000 §3): the question, the answer as words, its id. */
export interface HealthHistoryItem {
  title: string;
  value: string;
  questionName: string;
}

/**
 * The semantic meanings that make up a health history: what a provider must see before
 * prescribing. Skin type, goals and photos are left out; they are not history.
 */
export const HEALTH_HISTORY_MEANINGS: readonly string[] = [
  'sex_at_birth',
  'pregnancy_status',
  'medical_conditions',
  'medical_conditions_details',
  'current_medications',
  'current_medications_details',
  'allergies',
  'allergies_details',
  'past_treatments',
  'hair_loss_location',
  'hair_loss_duration',
];

/**
 * Every visible, answered question of a survey with the answer in words, in survey order: what a
 * provider reads of an intake (ADR 117). Option answers are shown by their texts.
 */
export function describeAnswers(definition: SurveyDefinition, answers: SurveyAnswers): HealthHistoryItem[] {
  return visibleQuestions(definition, answers)
    .filter((question) => isAnswered(answers[question.id]))
    .map((question) => {
      const options = choicesOf(question);
      const words = answerValues(answers[question.id]).map(
        (value) => options.find((option) => option.value === value)?.text ?? value.trim(),
      );
      return { title: question.title, value: words.join(', '), questionName: question.id };
    });
}

/**
 * Health history items derived from answers, in survey order: visible, answered questions whose
 * semantic meaning is in `HEALTH_HISTORY_MEANINGS`. Option answers are shown by their texts.
 */
export function deriveHealthHistory(definition: SurveyDefinition, answers: SurveyAnswers): HealthHistoryItem[] {
  const meanings = new Map(visibleQuestions(definition, answers).map((question) => [question.id, question.semanticMeaning]));
  return describeAnswers(definition, answers).filter((item) => {
    const meaning = meanings.get(item.questionName);
    return meaning !== undefined && HEALTH_HISTORY_MEANINGS.includes(meaning);
  });
}
