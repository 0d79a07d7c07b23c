import { describe, expect, it } from 'vitest';
import { maskUsDateInput } from './us-date-mask';

describe('maskUsDateInput', () => {
  it.each([
    ['1', '', '1'],
    ['12', '1', '12/'],
    ['12/3', '12/', '12/3'],
    ['12/34', '12/3', '12/34/'],
    ['12/34/1990', '12/34/199', '12/34/1990'],
    ['12/34/19901', '12/34/1990', '12/34/1990'],
    ['1/', '1', '01/'],
    ['01/5/', '01/5', '01/05/'],
    ['01051990', '', '01/05/1990'],
    ['ab12', 'ab1', '12/'],
  ])('turns %j (was %j) into %j', (next, previous, expected) => {
    expect(maskUsDateInput(next, previous)).toBe(expected);
  });

  it('leaves a deletion as typed so a slash can be removed', () => {
    expect(maskUsDateInput('12', '12/')).toBe('12');
  });
});
