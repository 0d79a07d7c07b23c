import { describe, expect, it } from 'vitest';
import { validateAnswers } from './answer-validation';
import type { SurveyAnswers } from './survey-answers';
import { TEST_SURVEY } from './test-survey';

const codes = (answers: SurveyAnswers, checkCompleteness = false) => {
  const result = validateAnswers(TEST_SURVEY, answers, { checkCompleteness });
  return result.ok ? [] : result.issues.map((issue) => `${issue.questionId}:${issue.code}`);
};

const COMPLETE: SurveyAnswers = {
  skin_type: 'oily',
  conditions: ['eczema', 'rosacea'],
  sex: 'female',
  pregnancy: ['none'],
  meds: 'tretinoin',
  photos: ['face_front'],
  phone: '(555) 123-4567',
};

describe('validateAnswers', () => {
  it('accepts valid answers, partial or complete', () => {
    expect(validateAnswers(TEST_SURVEY, { skin_type: 'dry' })).toEqual({ ok: true });
    expect(validateAnswers(TEST_SURVEY, COMPLETE, { checkCompleteness: true })).toEqual({ ok: true });
  });
  it('refuses a question the version does not have', () => {
    const result = validateAnswers(TEST_SURVEY, { favourite_colour: 'blue' });
    expect(result).toEqual({
      ok: false,
      issues: [{ questionId: 'favourite_colour', code: 'UNKNOWN_QUESTION', message: 'This question is not part of this survey.' }],
      fieldErrors: { favourite_colour: ['This question is not part of this survey.'] },
    });
  });
  it('refuses the wrong shape for the question type', () => {
    expect(codes({ skin_type: ['oily'] })).toEqual(['skin_type:WRONG_TYPE']);
    expect(codes({ conditions: 'eczema' })).toEqual(['conditions:WRONG_TYPE']);
    expect(codes({ meds: ['tretinoin'] })).toEqual(['meds:WRONG_TYPE']);
    expect(codes({ conditions: ['eczema', 'eczema'] })).toEqual(['conditions:WRONG_TYPE']);
  });
  it('refuses an exclusive option together with another', () => {
    expect(codes({ conditions: ['eczema', 'none'] })).toEqual(['conditions:WRONG_TYPE']);
  });
  it('refuses options that were not offered', () => {
    expect(codes({ skin_type: 'shiny' })).toEqual(['skin_type:OPTION_NOT_OFFERED']);
    expect(codes({ conditions: ['eczema', 'acne'] })).toEqual(['conditions:OPTION_NOT_OFFERED']);
    expect(codes({ photos: ['scalp_top'] })).toEqual(['photos:OPTION_NOT_OFFERED']);
  });
  it('runs the text validators in order, with their messages', () => {
    const digits = validateAnswers(TEST_SURVEY, { meds: 'ab 12' });
    expect(digits.ok ? [] : digits.fieldErrors).toEqual({ meds: ['No digits, please.'] });
    const noWords = validateAnswers(TEST_SURVEY, { meds: 'x' });
    expect(noWords.ok ? [] : noWords.fieldErrors).toEqual({ meds: ['Invalid value entered.'] });
    expect(codes({ meds: 'a'.repeat(21) })).toEqual(['meds:TOO_LONG']);
  });
  it('checks a phone answer is a US number', () => {
    expect(codes({ phone: '555-1234' })).toEqual(['phone:VALIDATOR_FAILED']);
    expect(codes({ phone: '+1 555 123 4567' })).toEqual([]);
  });
  it('treats blank answers as unanswered', () => {
    expect(codes({ meds: '   ', conditions: [] })).toEqual([]);
    expect(codes({ conditions: [] }, true)).toContain('conditions:REQUIRED');
  });
  it('reports required visible questions only when asked to check completeness', () => {
    expect(codes({})).toEqual([]);
    expect(codes({}, true)).toEqual(['skin_type:REQUIRED', 'conditions:REQUIRED', 'sex:REQUIRED']);
    expect(codes({ ...COMPLETE, pregnancy: [] }, true)).toEqual(['pregnancy:REQUIRED']);
    expect(codes({ ...COMPLETE, sex: 'male', pregnancy: [] }, true)).toEqual([]);
  });
  it('requires every required photo type once photos are given', () => {
    expect(codes({ ...COMPLETE, photos: ['skin_close_up'] }, true)).toEqual(['photos:REQUIRED']);
    expect(codes({ ...COMPLETE, photos: ['skin_close_up'] })).toEqual([]);
  });
  it('reports every problem at once', () => {
    expect(codes({ skin_type: 'x', meds: 'y', nope: 'z' })).toEqual([
      'skin_type:OPTION_NOT_OFFERED',
      'meds:VALIDATOR_FAILED',
      'nope:UNKNOWN_QUESTION',
    ]);
  });
});
