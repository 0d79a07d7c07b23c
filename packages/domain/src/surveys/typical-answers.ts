import { choicesOf } from './question-options';
import { visiblePageIndexes, type AnswerValue, type SurveyAnswers } from './survey-answers';
import type { Question, SurveyDefinition } from './survey-definition';
import { ANSWER_KIND } from './survey-shape';

/** What a typed answer reads in a typical answer set: letters, so word validators pass. */
export const TYPICAL_TEXT_ANSWER = 'None reported';
/** A valid US number for the phone question of a typical answer set (555-01xx is for fiction). */
export const TYPICAL_PHONE_ANSWER = '212-555-0123';

/**
 * A complete answer set of an eligible patient who stays in the flow: what demo data seeds and
 * tests complete surveys with. Walks the pages in order so that conditional questions are
 * answered exactly when they become visible. Every required question gets an option that neither
 * ends the visit nor redirects and opens the fewest follow-ups, an exclusive "none of these"
 * option where a list has one;
 * photo questions get their required photo types (the caller uploads those photos). `overrides`
 * replaces the answers of the questions it names.
 */
export function typicalAnswers(definition: SurveyDefinition, overrides: SurveyAnswers = {}): SurveyAnswers {
  const answers: SurveyAnswers = {};
  definition.pages.forEach((page, index) => {
    const question = page.questions[0];
    if (!visiblePageIndexes(definition, answers).includes(index)) {
      return;
    }
    const value = overrides[question.id] ?? (question.isRequired ? typicalAnswer(definition, answers, question) : undefined);
    if (value !== undefined) {
      answers[question.id] = value;
    }
  });
  return answers;
}

function typicalAnswer(definition: SurveyDefinition, answers: SurveyAnswers, question: Question): AnswerValue {
  if (question.type === 'photo-upload') {
    return (question.photoData ?? []).filter((photo) => photo.required).map((photo) => photo.perspective);
  }
  if (question.type === 'phone-number-verification') {
    return TYPICAL_PHONE_ANSWER;
  }
  if (ANSWER_KIND[question.type] === 'text') {
    return TYPICAL_TEXT_ANSWER;
  }
  const avoided = [...(question.ineligibleIf?.answers ?? []), ...(question.redirectIf?.answers ?? [])];
  const safe = choicesOf(question).filter((choice) => !avoided.includes(choice.value));
  const exclusive = (question.choices ?? []).find((choice) => choice.clearOtherValues);
  if (ANSWER_KIND[question.type] === 'multiple') {
    return [exclusive?.value ?? safe[0]?.value ?? ''];
  }
  // The option that opens the fewest follow-up questions: "No" to "Do you take any medications?".
  const followUps = (value: string) => visiblePageIndexes(definition, { ...answers, [question.id]: value }).length;
  const fewest = [...safe].sort((a, b) => followUps(a.value) - followUps(b.value))[0];
  return fewest?.value ?? '';
}
