import { describe, expect, it } from 'vitest';
import { FLOWS, FLOW_IDS, isSurveyBeforeAccount } from '../flows/flow-definitions';
import { currentSurveyForFlow, FLOW_SURVEY_IDS } from './flow-surveys';

describe('flow surveys', () => {
  it('gives every flow with a quiz step a published survey, and no other flow one', () => {
    for (const flow of FLOW_IDS) {
      const hasQuiz = FLOWS[flow].steps.includes('quiz');
      expect(FLOW_SURVEY_IDS[flow] !== undefined, flow).toBe(hasQuiz);
      if (hasQuiz) {
        expect(currentSurveyForFlow(flow)?.state, flow).toBe('published');
      }
    }
  });

  it('asks the hair and one-time surveys before the account, the others after', () => {
    expect(isSurveyBeforeAccount('hair-signup')).toBe(true);
    expect(isSurveyBeforeAccount('one-time-rx-skin')).toBe(true);
    expect(isSurveyBeforeAccount('skin-signup')).toBe(false);
    expect(isSurveyBeforeAccount('new-treatment-skin')).toBe(false);
    expect(isSurveyBeforeAccount('resubscription')).toBe(false);
  });

  it('asks the skin intake after the photos, so the provider sees both together', () => {
    const steps = FLOWS['skin-signup'].steps;
    expect(steps.indexOf('quiz')).toBe(steps.indexOf('photos') + 1);
    expect(FLOWS['new-treatment-skin'].steps).not.toContain('photos');
  });
});
