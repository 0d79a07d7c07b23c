import { describe, expect, it } from 'vitest';
import { offeredFlows, visitTypes } from './flow-catalogue';
import { recommendTreatments, TREATMENT_CHOICES, TREATMENT_CONCERN_IDS } from './treatment-choices';

describe('offeredFlows', () => {
  it("offers each brand its own skin sign-up and every other flow", () => {
    const main = offeredFlows('main').map((flow) => flow.id);
    const agency = offeredFlows('agency').map((flow) => flow.id);
    expect(main).toContain('skin-signup');
    expect(main).not.toContain('agency-skin-signup');
    expect(agency).toContain('agency-skin-signup');
    expect(agency).not.toContain('skin-signup');
    expect(main.filter((id) => id !== 'skin-signup')).toEqual(agency.filter((id) => id !== 'agency-skin-signup'));
  });

  it('describes a flow by its category id, type, steps, entry and completion', () => {
    expect(offeredFlows('main').find((flow) => flow.id === 'new-treatment-hair')).toEqual({
      id: 'new-treatment-hair',
      treatmentCategory: 2,
      flowType: 'new-treatment',
      steps: ['confirm-eligibility', 'quiz', 'schedule-consultation', 'product-selection', 'checkout', 'complete'],
      entryPath: '/new-treatment/hair',
      completionUrl: '/dashboard',
    });
  });
});

describe('visitTypes', () => {
  it('groups the flows by flow type and category, each flow once', () => {
    const types = visitTypes('main');
    expect(types.find((t) => t.flowType === 'initial-treatment' && t.treatmentCategory === 1)?.flows).toEqual(['skin-signup', 'one-time-rx-skin', 'product-detail-trial']);
    expect(types.find((t) => t.flowType === 'treatment-renewal')?.flows).toEqual(['resubscription', 'resubscription-non-expedited', 'medical-history-update']);
    expect(types.flatMap((t) => t.flows).sort()).toEqual(offeredFlows('main').map((flow) => flow.id).sort());
  });
});

describe('recommendTreatments', () => {
  it('answers every treatment without concerns, and those that treat the concerns, best match first', () => {
    expect(recommendTreatments([])).toEqual(TREATMENT_CHOICES);
    expect(recommendTreatments(['acne']).map((c) => c.category)).toEqual(['skin']);
    expect(recommendTreatments(['thinning_hair', 'hair_shedding', 'acne']).map((c) => c.category)).toEqual(['hair', 'skin']);
  });

  it('gives every concern to exactly one treatment, which starts at its category sign-up', () => {
    for (const concern of TREATMENT_CONCERN_IDS) {
      expect(TREATMENT_CHOICES.filter((choice) => choice.concerns.includes(concern))).toHaveLength(1);
    }
    expect(TREATMENT_CHOICES.map((c) => c.startPath)).toEqual(['/get-started/skin', '/get-started/hair']);
  });
});
