import { SurveyDefinitionSchema, type SurveyDefinition, type SurveyDefinitionInput } from './survey-definition';

/** A small survey covering every answer kind, for unit tests. */
export const TEST_SURVEY_INPUT: SurveyDefinitionInput = {
  provider: 'teleskin',
  id: 'test-survey',
  group: 'test-survey',
  version: 1,
  metadata: { schema: 1 },
  state: 'published',
  title: 'Test',
  pages: [
    { questions: [{ id: 'skin_type', type: 'radio-list', title: 'Skin type?', isRequired: true, semanticMeaning: 'skin_type', choices: [{ value: 'oily', text: 'Oily' }, { value: 'dry', text: 'Dry' }] }] },
    { questions: [{ id: 'conditions', type: 'checkbox-list', title: 'Conditions?', isRequired: true, semanticMeaning: 'medical_conditions', choices: [{ value: 'eczema', text: 'Eczema' }, { value: 'rosacea', text: 'Rosacea' }, { value: 'none', text: 'None of these', clearOtherValues: true }] }] },
    { questions: [{ id: 'sex', type: 'radio-list', title: 'Sex at birth?', isRequired: true, semanticMeaning: 'sex_at_birth', choices: [{ value: 'female', text: 'Female' }, { value: 'male', text: 'Male' }] }] },
    { questions: [{ id: 'pregnancy', type: 'checkbox-list', title: 'Pregnant?', isRequired: true, semanticMeaning: 'pregnancy_status', visibleIf: { question: 'sex', anyOf: ['female'] }, choices: [{ value: 'pregnant', text: 'Pregnant' }, { value: 'none', text: 'None', clearOtherValues: true }], ineligibleIf: { answers: ['pregnant'], reason: 'ineligible_obgyn' } }] },
    { questions: [{ id: 'meds', type: 'text-input', title: 'Medications?', semanticMeaning: 'current_medications_details', maxLength: 20, validators: [{ type: 'regex', pattern: '\\p{L}{2,}' }, { type: 'regex', pattern: '^[^0-9]*$', message: 'No digits, please.' }] }] },
    { questions: [{ id: 'photos', type: 'photo-upload', title: 'Photos', photoData: [{ perspective: 'face_front', required: true }, { perspective: 'skin_close_up', required: false }] }] },
    { questions: [{ id: 'phone', type: 'phone-number-verification', title: 'Phone' }] },
    { questions: [{ id: 'goal', type: 'radio-list', title: 'Goal?', choices: [{ value: 'improve_hair_growth_primary', text: 'Hair' }, { value: 'skin', text: 'Skin' }], redirectIf: { answers: ['improve_hair_growth_primary'], path: '/get-started/hair/register' } }] },
  ],
};

export const TEST_SURVEY: SurveyDefinition = SurveyDefinitionSchema.parse(TEST_SURVEY_INPUT);
