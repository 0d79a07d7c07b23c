import { describe, expect, it } from 'vitest';
import { ShippingAddressUpdateSchema } from '../contracts/address';
import { MESSAGES } from '../messages/en';
import {
  ADDRESS_FIELD_MAX_LENGTH,
  isShippingStateCode,
  normalizeZip,
  validateShippingAddress,
  validateShippingAddressUpdate,
} from './shipping-address';

const VALID = {
  firstname: 'Ann',
  lastname: 'Lee',
  address1: '1 Main St',
  city: 'Austin',
  state: 'TX',
  zipcode: '78701',
};

describe('shipping address rules', () => {
  it('carries the unsupported zip message verbatim (001 §8)', () => {
    expect(MESSAGES.shippingAddress.unsupportedZip).toBe(
      "We're sorry, but we do not support your zip code. (But we hope to in the future!)",
    );
  });

  it('accepts the armed-forces states of the military post, and no other non-state', () => {
    expect(
      validateShippingAddress({ ...VALID, city: 'APO', state: 'AE', zipcode: '09001' }),
    ).toEqual({});
    expect(isShippingStateCode('AP')).toBe(true);
    expect(isShippingStateCode('PR')).toBe(false);
    expect(validateShippingAddress({ ...VALID, state: 'ZZ' })).toEqual({
      state: ['The state field is invalid.'],
    });
  });

  it('refuses a line longer than the limit with the field message', () => {
    const long = 'x'.repeat(ADDRESS_FIELD_MAX_LENGTH + 1);
    expect(
      validateShippingAddress({ ...VALID, address1: long, address2: long, city: long }),
    ).toEqual({
      address1: ['The street address field is invalid.'],
      address2: ['The apartment/suite field is invalid.'],
      city: ['The city field is invalid.'],
    });
    expect(validateShippingAddress({ ...VALID, firstname: 'A'.repeat(101) })).toEqual({
      firstname: ['The first name field is invalid.'],
    });
  });

  it('leaves the apartment optional, absent or null', () => {
    expect(validateShippingAddress({ ...VALID, address2: null })).toEqual({});
    expect(validateShippingAddress({ ...VALID, address2: 'Apt 4' })).toEqual({});
  });
});

describe('the address update', () => {
  it('applies the name pattern to the addressee when given', () => {
    expect(validateShippingAddressUpdate({ ...VALID, addressee_name: 'Ann Lee' })).toEqual({});
    expect(validateShippingAddressUpdate({ ...VALID, addressee_name: '' })).toEqual({});
    expect(validateShippingAddressUpdate({ ...VALID, addressee_name: 'R2-D2' })).toEqual({
      addressee_name: [MESSAGES.name.patternInvalid],
    });
  });

  it('accepts a US phone number or none', () => {
    expect(
      validateShippingAddressUpdate({ ...VALID, phoneNumberOptional: '(212) 555-0123' }),
    ).toEqual({});
    expect(validateShippingAddressUpdate({ ...VALID, phoneNumberOptional: null })).toEqual({});
    expect(validateShippingAddressUpdate({ ...VALID, phoneNumberOptional: '555' })).toEqual({
      phoneNumberOptional: ['The phone number field is invalid.'],
    });
  });

  it('refuses unknown fields on the wire and reads missing ones as empty', () => {
    expect(ShippingAddressUpdateSchema.safeParse({ ...VALID, isAdmin: true }).success).toBe(false);
    const parsed = ShippingAddressUpdateSchema.parse({});
    expect(validateShippingAddressUpdate(parsed)).toMatchObject({
      firstname: ['The first name field is required.'],
    });
  });
});

describe('normalizeZip', () => {
  it.each([
    ['90210', '90210'],
    ['902101234', '90210-1234'],
    ['90210-1234', '90210-1234'],
    [' 90210 ', '90210'],
  ])('stores %j as %j', (typed, stored) => expect(normalizeZip(typed)).toBe(stored));
});
