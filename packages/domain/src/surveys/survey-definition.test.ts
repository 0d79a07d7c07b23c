import { describe, expect, it } from 'vitest';
import { SURVEY_AUTO_ADVANCE_MS } from '../constants/limits';
import { offeredValues } from './question-options';
import { SurveyDefinitionSchema, type SurveyDefinitionInput } from './survey-definition';
import { findQuestion } from './survey-shape';
import { TEST_SURVEY, TEST_SURVEY_INPUT } from './test-survey';

type PageInput = SurveyDefinitionInput['pages'][number];
const withPages = (...pages: PageInput[]): SurveyDefinitionInput => ({ ...TEST_SURVEY_INPUT, pages });
const radio = (id: string, extra: object = {}): PageInput => ({
  questions: [{ id, type: 'radio-list', title: `Question ${id}?`, choices: [{ value: 'a', text: 'A' }, { value: 'b', text: 'B' }], ...extra }],
});
const errorsOf = (input: SurveyDefinitionInput) => {
  const result = SurveyDefinitionSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('SurveyDefinitionSchema', () => {
  it('applies the defaults: auto-advance 250 ms, validator message, optional questions', () => {
    expect(TEST_SURVEY.autoAdvanceDelay).toBe(SURVEY_AUTO_ADVANCE_MS);
    expect(TEST_SURVEY.previousResponses).toBe(false);
    expect(findQuestion(TEST_SURVEY, 'meds')?.validators?.[0]?.message).toBe('Invalid value entered.');
    expect(findQuestion(TEST_SURVEY, 'goal')?.isRequired).toBe(false);
  });
  it('accepts a valid survey', () => {
    expect(errorsOf(withPages(radio('one'), radio('two', { visibleIf: { question: 'one', anyOf: ['a'] } })))).toEqual([]);
  });
  it('refuses repeated question ids and choice values', () => {
    expect(errorsOf(withPages(radio('one'), radio('one')))).toEqual(['one: question id is used twice']);
    const repeated = radio('one', { choices: [{ value: 'a', text: 'A' }, { value: 'a', text: 'Again' }] });
    expect(errorsOf(withPages(repeated))).toEqual(['one: choice value "a" is used twice']);
  });
  it('refuses conditions on later, unknown or unoffered answers', () => {
    expect(errorsOf(withPages(radio('one', { visibleIf: { question: 'two', anyOf: ['a'] } }), radio('two')))).toEqual([
      'one: visibleIf refers to "two", which is not an earlier question',
    ]);
    expect(errorsOf(withPages(radio('one'), radio('two', { visibleIf: { question: 'one', anyOf: ['zzz'] } })))).toEqual([
      'two: visibleIf refers to "zzz", which "one" does not offer',
    ]);
    expect(errorsOf(withPages(radio('one', { ineligibleIf: { answers: ['c'], reason: 'ineligible_obgyn' } })))).toEqual([
      'one: condition refers to "c", which is not offered',
    ]);
  });
  it('refuses ineligibility reasons that a survey cannot cause and off-site redirects', () => {
    expect(errorsOf(withPages(radio('one', { ineligibleIf: { answers: ['a'], reason: 'ineligible_age' } })))).not.toEqual([]);
    expect(errorsOf(withPages(radio('one', { redirectIf: { answers: ['a'], path: '//evil.example' } })))).not.toEqual([]);
    expect(errorsOf(withPages(radio('one', { redirectIf: { answers: ['a'], path: 'https://evil.example' } })))).not.toEqual([]);
  });
  it('requires choices exactly where a type has written options', () => {
    expect(errorsOf(withPages({ questions: [{ id: 'one', type: 'radio-list', title: 'One?' }] }))).toEqual(['one: this type needs choices']);
    const text: PageInput = { questions: [{ id: 'one', type: 'text-input', title: 'One?', choices: [{ value: 'a', text: 'A' }] }] };
    expect(errorsOf(withPages(text))).toEqual(['one: this type brings its own options; remove choices']);
    expect(errorsOf(withPages({ questions: [{ id: 'one', type: 'photo-upload', title: 'Photos' }] }))).toEqual([
      'one: photoData belongs to photo-upload questions, which need it',
    ]);
  });
  it('keeps validators, categories and checkbox-only choice properties where they belong', () => {
    expect(errorsOf(withPages(radio('one', { validators: [{ type: 'regex', pattern: 'a' }] })))).toEqual([
      'one: validators belong to text-input questions',
    ]);
    expect(errorsOf(withPages(radio('one', { choices: [{ value: 'a', text: 'A', clearOtherValues: true }] })))).toEqual([
      'one: choice "a": clearOtherValues and age ordering belong to checkbox lists',
    ]);
    const checkbox: PageInput = {
      questions: [{ id: 'one', type: 'checkbox-list', title: 'One?', categories: [{ id: 'x', title: 'X' }], choices: [{ value: 'a', text: 'A', category: 'y' }] }],
    };
    expect(errorsOf(withPages(checkbox))).toEqual(['one: choice "a" has unknown category "y"']);
  });
  it('refuses a broken regex, a stray titleHighlight, unknown properties and a wrong format version', () => {
    const text = (extra: object): PageInput => ({ questions: [{ id: 'one', type: 'text-input', title: 'One?', ...extra }] });
    expect(errorsOf(withPages(text({ validators: [{ type: 'regex', pattern: '(' }] })))).toEqual(['must be a valid regular expression']);
    expect(errorsOf(withPages(text({ titleHighlight: 'Two' })))).toEqual(['one: titleHighlight must be part of the title']);
    expect(errorsOf(withPages(text({ colour: 'red' })))).not.toEqual([]);
    expect(errorsOf({ ...TEST_SURVEY_INPUT, metadata: { schema: 2 as 1 } })).not.toEqual([]);
  });
});

describe('offeredValues', () => {
  it('gives the written choices, the built-in options and the photo types', () => {
    expect(offeredValues(findQuestion(TEST_SURVEY, 'skin_type')!)).toEqual(['oily', 'dry']);
    expect(offeredValues(findQuestion(TEST_SURVEY, 'photos')!)).toEqual(['face_front', 'skin_close_up']);
    expect(offeredValues({ type: 'is-information-accurate' })).toEqual(['accurate', 'update']);
    expect(offeredValues({ type: 'previous-formula' })).toEqual(['continue_to_checkout', 'new_treatment']);
  });
});
