import { AGE_ORDERING_THRESHOLD } from '../constants/limits';
import type { AnswerValue } from './survey-answers';
import type { Choice, Question } from './survey-definition';
import { ANSWER_KIND } from './survey-shape';

/**
 * The choices in the order shown to a patient of this age (000 §2, §5 "Age over 35 changes option
 * ordering"): `orderAboveAge35` when older than 35, else `orderBelowAge35`. Choices without the
 * relevant order keep their written order after the ordered ones. Unknown age: written order.
 */
export function orderChoices(choices: readonly Choice[], age: number | undefined): Choice[] {
  if (age === undefined) {
    return [...choices];
  }
  const key = age > AGE_ORDERING_THRESHOLD ? 'orderAboveAge35' : 'orderBelowAge35';
  // Array.prototype.sort is stable, so ties and unordered choices keep their written order.
  return [...choices].sort((a, b) => (a[key] ?? Number.MAX_SAFE_INTEGER) - (b[key] ?? Number.MAX_SAFE_INTEGER));
}

/**
 * The answer after the patient clicks `choice`. Single-choice questions take the value. In a
 * checkbox list a click toggles the value; an option with `clearOtherValues` ("None of these")
 * replaces every other value, and choosing any other option removes such exclusive options.
 */
export function applyChoice(current: AnswerValue | undefined, choice: Pick<Choice, 'value' | 'clearOtherValues'>, question: Question): AnswerValue {
  if (ANSWER_KIND[question.type] !== 'multiple') {
    return choice.value;
  }
  const selected = current === undefined ? [] : typeof current === 'string' ? [current] : current;
  if (selected.includes(choice.value)) {
    return selected.filter((value) => value !== choice.value);
  }
  if (choice.clearOtherValues) {
    return [choice.value];
  }
  const exclusive = new Set((question.choices ?? []).filter((option) => option.clearOtherValues).map((option) => option.value));
  return [...selected.filter((value) => !exclusive.has(value)), choice.value];
}
