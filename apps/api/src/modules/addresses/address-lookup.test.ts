import { describe, expect, it } from 'vitest';
import { AUTOSUGGEST_MAX_RESULTS } from '@app/domain/constants';
import { MAIN_ST_SUGGESTION } from '../../test/kits/shipping-address-test-kit';
import { createBundledAddressLookup } from './address-lookup';
import { parseTypedAddress } from './address-text';

const lookup = createBundledAddressLookup();
const NOWHERE = { zipcode: null, state: null };
const suggest = (text: string, near: { zipcode: string | null; state: string | null } = NOWHERE) =>
  lookup.suggest({ text, near, limit: AUTOSUGGEST_MAX_RESULTS });

describe('parseTypedAddress', () => {
  it('takes the house number, a directional, the street and a place apart', () => {
    expect(parseTypedAddress('  12B  n. Oak Avenue, Austin, tx 78701-1234')).toEqual({
      houseNumber: '12B',
      direction: 'N',
      streetPrefix: 'oak ave',
      zip: '78701',
      state: 'TX',
      city: 'Austin',
    });
    expect(parseTypedAddress('5 Main St 90210')).toMatchObject({
      streetPrefix: 'main st',
      zip: '90210',
    });
    expect(parseTypedAddress('5 Main St, austin, tx')).toMatchObject({
      city: 'austin',
      state: 'TX',
    });
    expect(parseTypedAddress('5 Main St, Austin TX')).toMatchObject({
      city: 'Austin',
      state: 'TX',
    });
    expect(parseTypedAddress('5 Main St, Beverly Hi')).toMatchObject({
      city: 'Beverly Hi',
      state: undefined,
    });
  });

  it('has nothing to suggest without a house number and a street', () => {
    expect(parseTypedAddress('Main St')).toBeUndefined();
    expect(parseTypedAddress('123')).toBeUndefined();
    expect(parseTypedAddress('123 ')).toBeUndefined();
    expect(parseTypedAddress('')).toBeUndefined();
  });
});

describe('the bundled address lookup', () => {
  it('suggests streets starting like the typed one, in the patient’s zip, at most five', async () => {
    const suggestions = await suggest('123 Ma', { zipcode: '90210', state: 'CA' });
    expect(suggestions).toHaveLength(AUTOSUGGEST_MAX_RESULTS);
    expect(suggestions[0]).toEqual(MAIN_ST_SUGGESTION);
    for (const suggestion of suggestions) {
      expect(suggestion.street_line).toMatch(/^123 Ma/);
      expect(suggestion).toMatchObject({ city: 'Beverly Hills', state: 'CA', zipcode: '90210' });
    }
  });

  it('puts an exact street first and reads long suffixes', async () => {
    const [first] = await suggest('9 oak avenue', { zipcode: '90210', state: 'CA' });
    expect(first?.street_line).toBe('9 Oak Ave');
  });

  it('uses a typed zip over the one on file', async () => {
    const suggestions = await suggest('1 Elm St 10001', { zipcode: '90210', state: 'CA' });
    expect(suggestions[0]).toEqual({
      street_line: '1 Elm St',
      city: 'New York',
      state: 'NY',
      zipcode: '10001',
    });
  });

  it('places a typed town in the typed or known state, with its zip only when it has one', async () => {
    const austin = await suggest('7 Main St, Austin, TX');
    expect(austin[0]).toEqual({
      street_line: '7 Main St',
      city: 'Austin',
      state: 'TX',
      zipcode: '',
    });
    const byState = await suggest('7 Main St, Beverly Hi', { zipcode: null, state: 'CA' });
    expect(byState[0]).toMatchObject({ city: 'Beverly Hills', state: 'CA' });
  });

  it('knows the military post', async () => {
    const [first] = await suggest('1 Main St 09001');
    expect(first).toEqual({ street_line: '1 Main St', city: 'APO', state: 'AE', zipcode: '09001' });
  });

  it('falls back to the state on file, or to the street alone', async () => {
    expect((await suggest('4 Main St', { zipcode: null, state: 'TX' }))[0]).toEqual({
      street_line: '4 Main St',
      city: '',
      state: 'TX',
      zipcode: '',
    });
    expect((await suggest('4 Main St'))[0]).toEqual({
      street_line: '4 Main St',
      city: '',
      state: '',
      zipcode: '',
    });
  });

  it('suggests nothing for an unknown street, an unknown zip or text without a number', async () => {
    expect(await suggest('4 Qqqq')).toEqual([]);
    expect(await suggest('4 Main St 00000')).toEqual([]);
    expect(await suggest('Main St')).toEqual([]);
  });

  it('honours a smaller limit', async () => {
    expect(await lookup.suggest({ text: '1 M', near: NOWHERE, limit: 2 })).toHaveLength(2);
    expect(await lookup.suggest({ text: '1 M', near: NOWHERE, limit: 0 })).toEqual([]);
  });
});
