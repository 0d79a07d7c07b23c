import { describe, expect, it } from 'vitest';
import { normalizeUsPhoneNumber, toE164 } from './us-phone-number';

describe('normalizeUsPhoneNumber', () => {
  it.each([
    ['5551234567', '5551234567'],
    ['555-123-4567', '5551234567'],
    ['(555) 123-4567', '5551234567'],
    ['+1 555 123 4567', '5551234567'],
    ['1-555-123-4567', '5551234567'],
    ['555.123.4567', '5551234567'],
  ])('reads %s as %s', (input, expected) => {
    expect(normalizeUsPhoneNumber(input)).toBe(expected);
  });

  it.each(['', '555-123-456', '555-123-45678', '2-555-123-4567', '555-123-4567 ext 2', 'abc', '+44 20 7946 0958'])(
    'refuses %s',
    (input) => {
      expect(normalizeUsPhoneNumber(input)).toBeUndefined();
    },
  );

  it('addresses texts in E.164', () => {
    expect(toE164('5551234567')).toBe('+15551234567');
  });
});
