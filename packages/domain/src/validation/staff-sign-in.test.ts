import { describe, expect, it } from 'vitest';
import { STAFF_MESSAGES } from '../messages/staff-en';
import { validateStaffSignInFields } from './staff-sign-in';

describe('validateStaffSignInFields', () => {
  it('accepts an email, a password and a six-digit code, with spaces between its groups', () => {
    expect(validateStaffSignInFields({ email: 'dr@example.com', password: 'secret', code: '123 456' })).toEqual({});
  });

  it('asks for every missing field, the code in the server’s words', () => {
    const errors = validateStaffSignInFields({ email: '', password: '', code: '12345' });
    expect(Object.keys(errors).sort()).toEqual(['code', 'email', 'password']);
    expect(errors.code).toEqual([STAFF_MESSAGES.staffSignIn.codeRequired]);
  });
});
