import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages/en';
import { invalidFieldMessage, requiredFieldMessage } from '../messages/forms';
import { isValidName, isValidZip } from './patterns';
import { maskPhone, validatePhone, validateVerificationCode } from './phone';
import { validateLegalName } from './legal-name';
import { validateShippingAddress } from './shipping-address';

describe('name pattern', () => {
  it.each(["Mary-Jane O'Neil", 'José Núñez', 'St. John, Jr.', 'Zoë'])('accepts %s', (name) => {
    expect(isValidName(name)).toBe(true);
  });
  it.each(['', '   ', "-'.,", 'R2D2', 'Jane_Doe', 'Jane!'])('refuses %j', (name) => {
    expect(isValidName(name)).toBe(false);
  });
  it('carries the spec message', () => {
    expect(MESSAGES.name.patternInvalid).toBe(
      'Only English letters, apostrophes, hyphens, commas, periods and spaces are allowed. At least one letter is required.',
    );
  });
});

describe('zip pattern', () => {
  it.each(['12345', '12345-6789', '123456789'])('accepts %s', (zip) => expect(isValidZip(zip)).toBe(true));
  it.each(['1234', '123456', '12345-678', 'abcde'])('refuses %s', (zip) => expect(isValidZip(zip)).toBe(false));
});

describe('phone and verification code', () => {
  it('masks 3-3-4 while typing', () => {
    expect(maskPhone('555')).toBe('555');
    expect(maskPhone('5551')).toBe('555-1');
    expect(maskPhone('(555) 123-45678')).toBe('555-123-4567');
  });
  it('needs 10 digits', () => {
    expect(validatePhone('555-123-456')).toBe('Please enter a valid phone number with 10 digits.');
    expect(validatePhone('555-123-4567')).toBeUndefined();
  });
  it('needs exactly four digits', () => {
    expect(validateVerificationCode('123')).toBe('Please enter a valid four-digit verification code.');
    expect(validateVerificationCode('12a4')).toBe('Please enter a valid four-digit verification code.');
    expect(validateVerificationCode('1234')).toBeUndefined();
  });
});

describe('legal name', () => {
  const today = { year: 2026, month: 11, day: 21 };
  it('uses the spec messages', () => {
    expect(validateLegalName({ firstname: '', lastname: '9' }, false, today)).toEqual({
      firstname: ['Please enter a valid legal first name.'],
      lastname: ['Please enter a valid legal last name.'],
    });
  });
  it('checks the date of birth only when asked, and refuses under 13', () => {
    expect(validateLegalName({ firstname: 'Ann', lastname: 'Lee' }, false, today)).toEqual({});
    expect(validateLegalName({ firstname: 'Ann', lastname: 'Lee', dob: '13/40/2000' }, true, today)).toEqual({
      dob: ['Please enter a valid date of birth.'],
    });
    expect(validateLegalName({ firstname: 'Ann', lastname: 'Lee', dob: '11/22/2013' }, true, today)).toEqual({
      dob: ["The birthday entered shows you're under 13, which means we can't provide prescriptions just yet."],
    });
  });
});

describe('shipping address', () => {
  it('uses the required and invalid label messages', () => {
    expect(requiredFieldMessage('city')).toBe('The city field is required.');
    expect(invalidFieldMessage('zip code')).toBe('The zip code field is invalid.');
    expect(
      validateShippingAddress({ firstname: 'R2', lastname: '', address1: '', city: '', state: '', zipcode: '123' }),
    ).toEqual({
      firstname: [MESSAGES.name.patternInvalid],
      lastname: ['The last name field is required.'],
      address1: ['The street address field is required.'],
      city: ['The city field is required.'],
      state: ['The state field is required.'],
      zipcode: ['The zip code field is invalid.'],
    });
  });
  it('treats the apartment as optional', () => {
    expect(
      validateShippingAddress({ firstname: 'Ann', lastname: 'Lee', address1: '1 Main St', city: 'Austin', state: 'TX', zipcode: '78701' }),
    ).toEqual({});
  });
});
