import { describe, expect, it } from 'vitest';
import { evaluateSurveyOutcome, isEligibilityQuestion } from './eligibility-in-survey';
import { findQuestion } from './survey-shape';
import { TEST_SURVEY } from './test-survey';

describe('evaluateSurveyOutcome', () => {
  it('carries on without a triggering answer', () => {
    expect(evaluateSurveyOutcome(TEST_SURVEY, { sex: 'female', pregnancy: ['none'], goal: 'skin' })).toEqual({ kind: 'continue' });
  });
  it('stops a pregnant patient with ineligible_obgyn', () => {
    expect(evaluateSurveyOutcome(TEST_SURVEY, { sex: 'female', pregnancy: ['pregnant'] })).toEqual({
      kind: 'ineligible',
      reason: 'ineligible_obgyn',
      questionId: 'pregnancy',
    });
  });
  it('ignores the answer to a question that is no longer shown', () => {
    expect(evaluateSurveyOutcome(TEST_SURVEY, { sex: 'male', pregnancy: ['pregnant'] })).toEqual({ kind: 'continue' });
  });
  it('redirects on improve_hair_growth_primary', () => {
    expect(evaluateSurveyOutcome(TEST_SURVEY, { goal: 'improve_hair_growth_primary' })).toEqual({
      kind: 'redirect',
      path: '/get-started/hair/register',
      questionId: 'goal',
    });
  });
  it('lets ineligibility win over a redirect', () => {
    const answers = { goal: 'improve_hair_growth_primary', sex: 'female', pregnancy: ['pregnant'] };
    expect(evaluateSurveyOutcome(TEST_SURVEY, answers)).toMatchObject({ kind: 'ineligible' });
  });
});

describe('isEligibilityQuestion', () => {
  it('is true for questions with ineligibleIf or redirectIf only', () => {
    expect(isEligibilityQuestion(findQuestion(TEST_SURVEY, 'pregnancy')!)).toBe(true);
    expect(isEligibilityQuestion(findQuestion(TEST_SURVEY, 'goal')!)).toBe(true);
    expect(isEligibilityQuestion(findQuestion(TEST_SURVEY, 'skin_type')!)).toBe(false);
  });
});
