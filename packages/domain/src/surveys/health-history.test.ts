import { describe, expect, it } from 'vitest';
import { deriveHealthHistory } from './health-history';
import { TEST_SURVEY } from './test-survey';

describe('deriveHealthHistory', () => {
  it('lists answered, visible history questions in order, with option texts', () => {
    const answers = { skin_type: 'oily', conditions: ['eczema', 'rosacea'], sex: 'female', pregnancy: ['none'], meds: ' tretinoin ' };
    expect(deriveHealthHistory(TEST_SURVEY, answers)).toEqual([
      { title: 'Conditions?', value: 'Eczema, Rosacea', questionName: 'conditions' },
      { title: 'Sex at birth?', value: 'Female', questionName: 'sex' },
      { title: 'Pregnant?', value: 'None', questionName: 'pregnancy' },
      { title: 'Medications?', value: 'tretinoin', questionName: 'meds' },
    ]);
  });
  it('leaves out hidden and unanswered questions', () => {
    const answers = { sex: 'male', pregnancy: ['pregnant'], conditions: [] };
    expect(deriveHealthHistory(TEST_SURVEY, answers)).toEqual([{ title: 'Sex at birth?', value: 'Male', questionName: 'sex' }]);
  });
});
