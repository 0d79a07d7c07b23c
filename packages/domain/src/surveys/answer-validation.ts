import { MESSAGES } from '../messages/en';
import { addFieldError, type FieldErrors } from '../validation/field-errors';
import { normalizeUsPhoneNumber } from '../validation/us-phone-number';
import { offeredValues } from './question-options';
import { isAnswered, visibleQuestions, type AnswerValue, type SurveyAnswers } from './survey-answers';
import type { Question, SurveyDefinition } from './survey-definition';
import { ANSWER_KIND, findQuestion } from './survey-shape';

export type AnswerIssueCode =
  | 'UNKNOWN_QUESTION'
  | 'WRONG_TYPE'
  | 'OPTION_NOT_OFFERED'
  | 'TOO_LONG'
  | 'VALIDATOR_FAILED'
  | 'REQUIRED';

export interface AnswerIssue {
  questionId: string;
  code: AnswerIssueCode;
  message: string;
}

export interface ValidateAnswersOptions {
  /**
   * Also report required, visible questions without an answer. Off for autosave, where a patient
   * is part-way through; on when the survey is completed.
   */
  checkCompleteness?: boolean;
}

export type AnswersValidation = { ok: true } | { ok: false; issues: AnswerIssue[]; fieldErrors: FieldErrors };

/**
 * Checks answers against one definition version: every answer must belong to a question of that
 * version, have the question type's shape, use only offered options and pass the text validators.
 * Blank answers are treated as "not answered" and only matter for completeness.
 */
export function validateAnswers(
  definition: SurveyDefinition,
  answers: SurveyAnswers,
  options: ValidateAnswersOptions = {},
): AnswersValidation {
  const issues: AnswerIssue[] = [];
  for (const [questionId, value] of Object.entries(answers)) {
    const question = findQuestion(definition, questionId);
    if (!question) {
      issues.push({ questionId, code: 'UNKNOWN_QUESTION', message: MESSAGES.survey.unknownQuestion });
      continue;
    }
    const issue = checkAnswer(question, value);
    if (issue) {
      issues.push({ questionId, ...issue });
    }
  }
  if (options.checkCompleteness) {
    for (const question of visibleQuestions(definition, answers)) {
      if (question.isRequired && !isAnswered(answers[question.id])) {
        issues.push({ questionId: question.id, code: 'REQUIRED', message: MESSAGES.survey.required });
      } else if (question.type === 'photo-upload' && isAnswered(answers[question.id])) {
        issues.push(...missingRequiredPhotos(question, answers[question.id]));
      }
    }
  }
  if (issues.length === 0) {
    return { ok: true };
  }
  const fieldErrors: FieldErrors = {};
  for (const issue of issues) {
    addFieldError(fieldErrors, issue.questionId, issue.message);
  }
  return { ok: false, issues, fieldErrors };
}

type IssueWithoutQuestion = Omit<AnswerIssue, 'questionId'>;

const wrongType: IssueWithoutQuestion = { code: 'WRONG_TYPE', message: MESSAGES.survey.wrongType };

/** The first problem with one answer to one question, or undefined when it fits. */
export function checkAnswer(question: Question, value: AnswerValue): IssueWithoutQuestion | undefined {
  if (!isAnswered(value)) {
    return undefined;
  }
  const kind = ANSWER_KIND[question.type];
  switch (kind) {
    case 'single':
      if (typeof value !== 'string') {
        return wrongType;
      }
      return offeredValues(question).includes(value)
        ? undefined
        : { code: 'OPTION_NOT_OFFERED', message: MESSAGES.survey.optionNotOffered };
    case 'multiple':
      return checkMultiple(question, value);
    case 'text':
      return typeof value === 'string' ? checkText(question, value) : wrongType;
  }
}

function checkMultiple(question: Question, value: AnswerValue): IssueWithoutQuestion | undefined {
  if (typeof value === 'string' || new Set(value).size !== value.length) {
    return wrongType;
  }
  const offered = offeredValues(question);
  if (value.some((item) => !offered.includes(item))) {
    return { code: 'OPTION_NOT_OFFERED', message: MESSAGES.survey.optionNotOffered };
  }
  // An exclusive option ("None of these") cannot be given together with another one.
  const exclusive = new Set((question.choices ?? []).filter((choice) => choice.clearOtherValues).map((c) => c.value));
  if (value.length > 1 && value.some((item) => exclusive.has(item))) {
    return wrongType;
  }
  return undefined;
}

function checkText(question: Question, value: string): IssueWithoutQuestion | undefined {
  if (value.length > question.maxLength) {
    return { code: 'TOO_LONG', message: MESSAGES.survey.tooLong };
  }
  if (question.type === 'phone-number-verification' && normalizeUsPhoneNumber(value) === undefined) {
    return { code: 'VALIDATOR_FAILED', message: MESSAGES.phone.invalid };
  }
  for (const validator of question.validators ?? []) {
    if (!new RegExp(validator.pattern, 'u').test(value)) {
      return { code: 'VALIDATOR_FAILED', message: validator.message };
    }
  }
  return undefined;
}

function missingRequiredPhotos(question: Question, value: AnswerValue | undefined): AnswerIssue[] {
  const given = typeof value === 'string' ? [value] : (value ?? []);
  const isMissingRequired = (question.photoData ?? []).some((photo) => photo.required && !given.includes(photo.perspective));
  return isMissingRequired
    ? [{ questionId: question.id, code: 'REQUIRED', message: MESSAGES.photos.requiredMissing }]
    : [];
}
