import type { SurveyResponseInput, SurveyState } from '@app/domain/contracts';
import { isAnswered, visibleQuestions, type AnswerValue, type SurveyAnswers, type Question, type SurveyDefinition } from '@app/domain/surveys';

/** The saved answers of a state, and when each was given. */
export function savedAnswersOf(state: SurveyState): { answers: SurveyAnswers; answeredAt: Record<string, string> } {
  const answers: SurveyAnswers = {};
  const answeredAt: Record<string, string> = {};
  for (const entry of state.responses) {
    answers[entry.question] = entry.answer;
    answeredAt[entry.question] = entry.answeredAt;
  }
  return { answers, answeredAt };
}

/**
 * The answers the runner starts from: the saved ones, and for questions without a saved answer
 * the patient's earlier answers the server offers (`previousResponses`, ADR 062). Those are only
 * starting values: they are saved when the patient leaves their page with them, like any answer.
 */
export function startingAnswersOf(state: SurveyState, saved: SurveyAnswers): SurveyAnswers {
  const answers: SurveyAnswers = { ...saved };
  for (const entry of state.previousResponses) {
    if (!isAnswered(answers[entry.question])) {
      answers[entry.question] = entry.answer;
    }
  }
  return answers;
}

/**
 * What completion sends: the answers to the visible questions only (an answer to a question the
 * patient's later answers hid is no longer true), each with the time it was given.
 */
export function responsesToComplete(
  definition: Pick<SurveyDefinition, 'pages'>,
  answers: SurveyAnswers,
  answeredAt: Record<string, string>,
): SurveyResponseInput[] {
  return visibleQuestions(definition, answers)
    .filter((question) => isAnswered(answers[question.id]))
    .map((question) => ({
      question: question.id,
      answer: answers[question.id] as AnswerValue,
      answeredAt: answeredAt[question.id] ?? new Date().toISOString(),
    }));
}

/**
 * Whether choosing this single-choice option moves on by itself. An option with a selection text
 * stays put, so the patient can read it, and goes on with Next.
 */
export function advancesAfterChoice(question: Question | undefined, value: AnswerValue): boolean {
  return !question?.choices?.find((choice) => choice.value === value)?.selectionText;
}
