import { describe, expect, it } from 'vitest';
import { isMilitaryAddress, isMilitaryStateCode } from './military-address';

describe('isMilitaryAddress', () => {
  it.each([
    ['APO', 'AE'],
    ['FPO', 'AP'],
    ['DPO', 'AA'],
    ['apo', 'NY'],
    ['A.P.O.', 'CA'],
    [' fpo ', 'WA'],
    ['Ramstein', 'AE'],
  ])('says %s, %s goes through the military post', (city, state) => {
    expect(isMilitaryAddress({ city, state })).toBe(true);
  });

  it.each([
    ['Apopka', 'FL'],
    ['New York', 'NY'],
    ['Dpo Springs', 'TX'],
    ['', ''],
  ])('says %s, %s is an ordinary address', (city, state) => {
    expect(isMilitaryAddress({ city, state })).toBe(false);
  });
});

describe('isMilitaryStateCode', () => {
  it('knows the three armed-forces codes, in any case, and nothing else', () => {
    expect(['AA', 'ae', ' AP'].map(isMilitaryStateCode)).toEqual([true, true, true]);
    expect(['AK', 'CA', 'A', ''].map(isMilitaryStateCode)).toEqual([false, false, false, false]);
  });
});
