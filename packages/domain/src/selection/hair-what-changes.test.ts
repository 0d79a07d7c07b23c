import { describe, expect, it } from 'vitest';
import { hairWhatChanges } from './hair-what-changes';

describe('hairWhatChanges', () => {
  it('names where and how the hair thins, the goal and why a new treatment is asked for', () => {
    expect(
      hairWhatChanges({ concerns: [], sideEffects: [], hairLossLocation: 'crown', hairLossPattern: 'gradual', hairGoal: 'improve_hair_growth_primary', changeReason: 'side_effects' }),
    ).toEqual([{ formattedName: 'Thinning at the crown' }, { formattedName: 'Regrowth' }, { formattedName: 'Side effects of your current formula' }]);
  });

  it('is empty when no hair answer is known', () => {
    expect(hairWhatChanges({ concerns: [], sideEffects: [] })).toEqual([]);
  });
});
