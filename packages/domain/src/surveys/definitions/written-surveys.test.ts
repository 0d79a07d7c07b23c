import { describe, expect, it } from 'vitest';
import { validateAnswers } from '../answer-validation';
import { evaluateSurveyOutcome } from '../eligibility-in-survey';
import { SurveyDefinitionSchema } from '../survey-definition';
import { SURVEY_REGISTRY, WRITTEN_SURVEYS, buildSurveyRegistry, surveyContext } from '../survey-registry';

const get = (id: string) => {
  const definition = SURVEY_REGISTRY.find(id, 1);
  if (!definition) {
    throw new Error(`missing ${id}`);
  }
  return definition;
};

describe('written surveys', () => {
  it.each(WRITTEN_SURVEYS.map((input) => [input.id, input] as const))('%s passes the schema', (_id, input) => {
    const result = SurveyDefinitionSchema.safeParse(input);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });
  it('has all five surveys at version 1', () => {
    expect(SURVEY_REGISTRY.list().map((d) => surveyContext(d))).toEqual([
      'skin-signup-v1',
      'hair-signup-v1',
      'medical-history-update-v1',
      'new-treatment-v1',
      'one-time-rx-skin-v1',
    ]);
  });
  it('skin sign-up: pregnancy or nursing is ineligible_obgyn', () => {
    const skin = get('skin-signup');
    for (const status of ['pregnant', 'nursing', 'planning_pregnancy']) {
      expect(evaluateSurveyOutcome(skin, { sex_at_birth: 'female', pregnancy_status: [status] })).toMatchObject({
        kind: 'ineligible',
        reason: 'ineligible_obgyn',
      });
    }
    expect(evaluateSurveyOutcome(skin, { sex_at_birth: 'female', pregnancy_status: ['none'] })).toEqual({ kind: 'continue' });
  });
  it('hair sign-up: hair loss off the scalp is ineligible, the hair-growth goal redirects', () => {
    const hair = get('hair-signup');
    expect(evaluateSurveyOutcome(hair, { hair_loss_location: 'beard_body' })).toMatchObject({ reason: 'ineligible_hair_loss_location' });
    expect(evaluateSurveyOutcome(hair, { hair_loss_location: 'eyebrows_eyelashes' })).toMatchObject({ reason: 'ineligible_hair_loss_location' });
    expect(evaluateSurveyOutcome(hair, { hair_loss_location: 'crown' })).toEqual({ kind: 'continue' });
    expect(evaluateSurveyOutcome(hair, { hair_goal: 'improve_hair_growth_primary' })).toEqual({
      kind: 'redirect',
      path: '/get-started/hair/register',
      questionId: 'hair_goal',
    });
  });
  it('medical history update: "accurate" completes; "update" asks again', () => {
    const update = get('medical-history-update');
    expect(validateAnswers(update, { is_information_accurate: 'accurate' }, { checkCompleteness: true })).toEqual({ ok: true });
    const result = validateAnswers(update, { is_information_accurate: 'update' }, { checkCompleteness: true });
    expect(result.ok ? [] : result.issues.map((i) => i.questionId)).toEqual(['med_update_what_changed']);
  });
  it('new treatment: keeping the formula completes; a new one needs photos and a phone', () => {
    const next = get('new-treatment');
    expect(validateAnswers(next, { previous_formula: 'continue_to_checkout' }, { checkCompleteness: true })).toEqual({ ok: true });
    const result = validateAnswers(next, { previous_formula: 'new_treatment' }, { checkCompleteness: true });
    expect(result.ok ? [] : result.issues.map((i) => i.questionId)).toEqual(['change_reason', 'concern_photos', 'health_changed', 'phone_number']);
  });
  it('a complete skin sign-up validates', () => {
    const answers = {
      skin_type: 'oily',
      skin_concerns: ['acne', 'dark_spots'],
      acne_severity: 'moderate',
      skin_goal: 'clear_skin',
      past_treatments: ['none'],
      medical_conditions: ['none'],
      current_medications: 'yes',
      current_medications_details: 'Vitamin D 1000 IU',
      allergies: 'no',
      sex_at_birth: 'male',
    };
    expect(validateAnswers(get('skin-signup'), answers, { checkCompleteness: true })).toEqual({ ok: true });
  });
  it('keeps old versions findable and serves the newest published one', () => {
    const [skin] = WRITTEN_SURVEYS;
    const v2 = { ...skin!, version: 2 };
    const registry = buildSurveyRegistry([{ ...skin!, state: 'retired' }, v2]);
    expect(registry.find('skin-signup', 1)?.state).toBe('retired');
    expect(registry.findCurrent('skin-signup')?.version).toBe(2);
    expect(registry.findByContext('skin-signup-v1')?.version).toBe(1);
    expect(registry.find('skin-signup', 3)).toBeUndefined();
    expect(() => buildSurveyRegistry([skin!, skin!])).toThrow('defined twice');
  });
});
