import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages/en';
import { normalizeEmail, validateAccountFields, validateEmail, validatePassword, validatePasswordChange } from './account';
import { suggestEmailCorrection } from './email-suggestion';

describe('account fields', () => {
  it('uses the spec messages for email', () => {
    expect(validateEmail('')).toBe('The email address field is required.');
    expect(validateEmail('jane@example')).toBe('Invalid email address.');
    expect(validateEmail('jane example@example.com')).toBe('Invalid email address.');
    expect(validateEmail(' jane@example.com ')).toBeUndefined();
  });

  it('uses the spec messages for passwords of at least 8 characters', () => {
    expect(validatePassword('')).toBe('The password field is required.');
    expect(validatePassword('1234567')).toBe('Password must be at least 8 characters.');
    expect(validatePassword('12345678')).toBeUndefined();
  });

  it('requires only the fields currently shown', () => {
    expect(validateAccountFields({ email: 'jane@example.com' }, false)).toEqual({});
    expect(validateAccountFields({ email: 'jane@example.com' }, true)).toEqual({ password: ['The password field is required.'] });
  });

  it('normalizes emails for look-up', () => {
    expect(normalizeEmail('  Jane@Example.COM ')).toBe('jane@example.com');
  });
});

describe('suggestEmailCorrection', () => {
  it.each([
    ['jane@gmial.com', 'jane@gmail.com'],
    ['jane@hotmial.com', 'jane@hotmail.com'],
    ['jane@yaho.com', 'jane@yahoo.com'],
  ])('suggests %s → %s', (typed, suggestion) => {
    expect(suggestEmailCorrection(typed)).toBe(suggestion);
  });

  it.each(['jane@gmail.com', 'jane@my-clinic.org', 'jane', '@gmail.com'])('suggests nothing for %s', (typed) => {
    expect(suggestEmailCorrection(typed)).toBeUndefined();
  });
});

describe('validatePasswordChange', () => {
  it('asks for the current password only when the account has one', () => {
    expect(validatePasswordChange({ currentPassword: '', newPassword: 'long enough' }, true)).toEqual({ currentPassword: [MESSAGES.password.required] });
    expect(validatePasswordChange({ currentPassword: '', newPassword: 'long enough' }, false)).toEqual({});
  });

  it('checks the new password by the registration rules', () => {
    expect(validatePasswordChange({ currentPassword: 'old', newPassword: '' }, true)).toEqual({ newPassword: [MESSAGES.password.required] });
    expect(validatePasswordChange({ currentPassword: 'old', newPassword: 'short' }, true)).toEqual({ newPassword: [MESSAGES.password.tooShort] });
  });
});
