import type { ComponentType } from 'react';
import type { AnswerValue, Question } from '@app/domain/surveys';

/** The question types the app layer supplies a screen for (000 §2 custom question types). */
export const CUSTOM_QUESTION_TYPES = [
  'is-information-accurate',
  'phone-number-verification',
  'photo-upload',
  'previous-formula',
] as const;
export type CustomQuestionType = (typeof CUSTOM_QUESTION_TYPES)[number];

/**
 * What the runner hands a custom question's screen. Screens that hide the navigation drive the
 * page themselves through `onAnswerAndContinue`.
 */
export interface QuestionScreenProps {
  question: Question;
  value: AnswerValue | undefined;
  /** The visit the answers belong to; null before the account exists. */
  visitUuid: string | null;
  /** Sets the answer and saves it at once. */
  onAnswer: (value: AnswerValue) => void;
  /** Sets and saves the answer, then goes to the next page (or completes the survey). */
  onAnswerAndContinue: (value: AnswerValue) => Promise<void>;
}

export type QuestionScreens = Partial<Record<CustomQuestionType, ComponentType<QuestionScreenProps>>>;

export function isCustomQuestionType(type: string): type is CustomQuestionType {
  return (CUSTOM_QUESTION_TYPES as readonly string[]).includes(type);
}
