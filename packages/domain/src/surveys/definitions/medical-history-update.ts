import type { SurveyDefinitionInput } from '../survey-definition';
import {
  allergyPages,
  medicationPages,
  page,
  pregnancyPages,
  skinMedicalConditionsPage,
  showWhen,
} from './common-questions';

const UPDATE = 'med_update_';
const CHANGED = `${UPDATE}what_changed`;

/**
 * Medical history update, version 1: shows the saved health history and asks again only when the
 * patient says it changed. Every follow-up hangs off the first answer, so "accurate" completes.
 */
export const MEDICAL_HISTORY_UPDATE_V1: SurveyDefinitionInput = {
  provider: 'teleskin',
  id: 'medical-history-update',
  group: 'medical-history-update',
  version: 1,
  metadata: { schema: 1 },
  state: 'published',
  previousResponses: true,
  title: 'Your medical history',
  pages: [
    page({
      id: 'is_information_accurate',
      type: 'is-information-accurate',
      title: 'Is your health information still accurate?',
      description: 'Here is what you told us last time.',
      semanticMeaning: 'information_accurate',
      isRequired: true,
      hideBackNavigation: true,
    }),
    page({
      id: CHANGED,
      type: 'checkbox-list',
      title: 'What has changed?',
      semanticMeaning: 'history_changes',
      isRequired: true,
      visibleIf: { question: 'is_information_accurate', anyOf: ['update'] },
      choices: [
        { value: 'conditions', text: 'My medical conditions' },
        { value: 'medications', text: 'My medications' },
        { value: 'allergies', text: 'My allergies' },
        { value: 'pregnancy', text: 'Pregnancy or nursing' },
      ],
    }),
    showWhen(skinMedicalConditionsPage(UPDATE), CHANGED, ['conditions']),
    ...medicationPages(UPDATE).map((p, index) => (index === 0 ? showWhen(p, CHANGED, ['medications']) : p)),
    ...allergyPages(UPDATE).map((p, index) => (index === 0 ? showWhen(p, CHANGED, ['allergies']) : p)),
    ...pregnancyPages(UPDATE).map((p, index) => (index === 0 ? showWhen(p, CHANGED, ['pregnancy']) : p)),
  ],
};
