import { describe, expect, it } from 'vitest';
import { INELIGIBLE_USER_MESSAGES } from '@app/domain/messages';
import { suiteTestApp } from '../../test/suite-test-app';
import { TestClient } from '../../test/test-client';

const t = suiteTestApp({ UNAVAILABLE_STATES: 'AK,AA' });

const evaluate = (body: Record<string, unknown>) =>
  new TestClient(t.app).post('/api/eligibility/evaluate', { birthdate: '04/12/1990', hasAcceptedTerms: true, ...body });

// The check that follows an address update sends `militaryAddress` (001 §7.2; the rule: ADR 100).
describe('POST /api/eligibility/evaluate with militaryAddress', () => {
  it('refuses the hair treatment to the military post as undeliverable', async () => {
    const response = await evaluate({ state: 'AE', treatmentCategories: [2], militaryAddress: true });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      isMilitaryAddress: true,
      ineligibleReason: {
        reason: 'ineligible_hair_undeliverable_address',
        userMessage: INELIGIBLE_USER_MESSAGES.ineligible_hair_undeliverable_address,
      },
    });
  });

  it('accepts skin at the military post, and hair at an ordinary address', async () => {
    const skin = await evaluate({ state: 'AP', treatmentCategories: [1], militaryAddress: true });
    expect(skin.body.data).toMatchObject({ state: 'AP', isMilitaryAddress: true, ineligibleReason: null });
    const hair = await evaluate({ state: 'NY', treatmentCategories: [2], militaryAddress: false });
    expect(hair.body.data).toMatchObject({ isMilitaryAddress: false, ineligibleReason: null });
  });

  it('applies the unavailable states to armed-forces codes too', async () => {
    const response = await evaluate({ state: 'AA', treatmentCategories: [1], militaryAddress: true });
    expect(response.body.data.ineligibleReason.reason).toBe('ineligible_state');
  });

  it('refuses an armed-forces state without the military flag', async () => {
    const response = await evaluate({ state: 'AE', treatmentCategories: [1] });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ state: ['Please enter a state or zip code.'] });
  });
});
