import type { SurveyState } from '@app/domain/contracts';
import { type SavedResponseEntry, type SurveyAnswers, SurveyDefinitionSchema, type SurveyDefinitionInput } from '@app/domain/surveys';

/** A small survey with one page of each answer style the runner draws itself. */
const RUNNER_SURVEY_INPUT: SurveyDefinitionInput = {
  provider: 'teleskin',
  id: 'runner-test',
  group: 'runner-test',
  version: 1,
  metadata: { schema: 1 },
  state: 'published',
  title: 'Runner test',
  pages: [
    {
      questions: [
        {
          id: 'skin_type',
          type: 'icon-radio',
          title: 'How would you describe your skin type?',
          isRequired: true,
          choices: [
            { value: 'oily', text: 'Oily', inputIcon: 'droplet', selectionText: 'Oily skin is common.' },
            { value: 'dry', text: 'Dry', inputIcon: 'leaf' },
          ],
        },
      ],
    },
    {
      questions: [
        {
          id: 'concerns',
          type: 'checkbox-list',
          title: 'What would you like to improve?',
          isRequired: true,
          categories: [
            { id: 'breakouts', title: 'Breakouts' },
            { id: 'aging', title: 'Signs of aging' },
          ],
          choices: [
            { value: 'acne', text: 'Acne', category: 'breakouts', orderBelowAge35: 1, orderAboveAge35: 2 },
            { value: 'clogged_pores', text: 'Clogged pores', category: 'breakouts', orderBelowAge35: 2, orderAboveAge35: 1 },
            { value: 'wrinkles', text: 'Fine lines', category: 'aging', orderBelowAge35: 3, orderAboveAge35: 3 },
            { value: 'none', text: 'None of these', clearOtherValues: true },
          ],
        },
      ],
    },
    {
      questions: [
        {
          id: 'pregnancy',
          type: 'radio-list',
          title: 'Are you pregnant or nursing?',
          isRequired: true,
          choices: [
            { value: 'pregnant', text: 'Yes' },
            { value: 'no', text: 'No' },
          ],
          ineligibleIf: { answers: ['pregnant'], reason: 'ineligible_obgyn' },
        },
      ],
    },
    {
      questions: [
        {
          id: 'notes',
          type: 'text-input',
          title: 'Anything else?',
          maxLength: 50,
          validators: [{ type: 'regex', pattern: '^[^0-9]*$' }],
          ctaButtonText: 'Finish',
          disclaimer: 'Only your provider reads this.',
        },
      ],
    },
  ],
};

export const RUNNER_SURVEY = SurveyDefinitionSchema.parse(RUNNER_SURVEY_INPUT);

const ANSWERED_AT = '2026-11-21T10:00:00.000Z';

/** A survey state as the API answers it. */
export function surveyState(answers: SurveyAnswers = {}, overrides: Partial<SurveyState> = {}): SurveyState {
  const responses: SavedResponseEntry[] = Object.entries(answers).map(([question, answer]) => ({
    question,
    answer,
    answeredAt: ANSWERED_AT,
  }));
  return {
    surveyId: 'runner-test',
    version: 1,
    context: 'runner-test-v1',
    definition: RUNNER_SURVEY,
    responses,
    previousResponses: [],
    outcome: { kind: 'continue' },
    completedAt: null,
    patientAge: 25,
    nextPath: '/next-step',
    ...overrides,
  };
}

/** The url fragment of a page, as the runner writes it. */
export const fragmentOf = (pageIndex: number) => `#${btoa(String(pageIndex))}`;
