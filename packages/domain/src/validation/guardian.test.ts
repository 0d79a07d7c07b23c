import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages/en';
import { validateGuardian, type GuardianFields } from './guardian';

const valid: GuardianFields = {
  firstname: 'María-José',
  lastname: "O'Neil",
  email: 'parent@example.com',
  phone: '555-123-4567',
  terms: true,
};

describe('validateGuardian', () => {
  it('accepts a complete form', () => {
    expect(validateGuardian(valid)).toEqual({});
  });

  it('requires every field and the terms, with the "{label}" messages', () => {
    expect(validateGuardian({ firstname: ' ', lastname: '', email: '', phone: '', terms: false })).toEqual({
      firstname: ['The first name field is required.'],
      lastname: ['The last name field is required.'],
      email: ['The email address field is required.'],
      phone: ['The phone number field is required.'],
      terms: [MESSAGES.eligibility.termsRequired],
    });
  });

  it('applies the name pattern, the email rule and the phone rule', () => {
    const errors = validateGuardian({ ...valid, firstname: '1234', lastname: '---', email: 'parent@', phone: '555-123' });
    expect(errors).toEqual({
      firstname: [MESSAGES.name.patternInvalid],
      lastname: [MESSAGES.name.patternInvalid],
      email: [MESSAGES.email.invalid],
      phone: [MESSAGES.phone.invalid],
    });
  });

  it('refuses letters hidden in a phone number and overlong values', () => {
    expect(validateGuardian({ ...valid, phone: '555-123-4567 call me' }).phone).toEqual(['The phone number field is invalid.']);
    expect(validateGuardian({ ...valid, phone: '1'.repeat(16) }).phone).toEqual(['The phone number field is invalid.']);
    expect(validateGuardian({ ...valid, firstname: 'a'.repeat(101) }).firstname).toEqual(['The first name field is invalid.']);
  });
});
