import { describe, expect, it } from 'vitest';
import { validateAnswers } from './answer-validation';
import { evaluateSurveyOutcome } from './eligibility-in-survey';
import { SURVEY_REGISTRY } from './survey-registry';
import { typicalAnswers } from './typical-answers';

describe('typical answers', () => {
  it.each(SURVEY_REGISTRY.list().map((definition) => [definition.id, definition] as const))(
    'complete %s with an eligible patient who stays in the flow',
    (_id, definition) => {
      const answers = typicalAnswers(definition);
      expect(validateAnswers(definition, answers, { checkCompleteness: true })).toEqual({ ok: true });
      expect(evaluateSurveyOutcome(definition, answers)).toEqual({ kind: 'continue' });
    },
  );

  it('answers the questions an override makes visible', () => {
    const skin = SURVEY_REGISTRY.findCurrent('skin-signup')!;
    const answers = typicalAnswers(skin, { sex_at_birth: 'female' });
    expect(answers.pregnancy_status).toEqual(['none']);
    expect(typicalAnswers(skin, { sex_at_birth: 'male' }).pregnancy_status).toBeUndefined();
  });
});
