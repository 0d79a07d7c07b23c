import { describe, expect, it } from 'vitest';
import { AUTOSUGGEST_MAX_RESULTS } from '@app/domain/constants';
import type { AddressSuggestion } from '@app/domain/contracts';
import { MESSAGES } from '@app/domain/messages';
import { suiteTestApp } from '../../test/suite-test-app';
import { TestClient } from '../../test/test-client';
import {
  createBundledAddressLookup,
  type AddressLookup,
  type AddressLookupQuery,
} from '../addresses/address-lookup';
import { addressPatient, MAIN_ST_SUGGESTION, patchAddress, VALID_ADDRESS } from '../../test/kits/shipping-address-test-kit';
import { ADDRESS_SUGGESTIONS_PER_WINDOW } from './shipping-address.service';

// The bundled lookup, unless a test swaps in another answer for a while.
const bundled = createBundledAddressLookup();
let swapped: AddressLookup['suggest'] | undefined;
const asked: AddressLookupQuery[] = [];
const lookup: AddressLookup = {
  suggest: (query) => {
    asked.push(query);
    return (swapped ?? bundled.suggest)(query);
  },
};

const t = suiteTestApp({}, { adapters: { addressLookup: lookup } });

const suggestionsFor = (client: TestClient, text: string, extra = '') =>
  client.get(`/api/patient/address-suggestions?text=${encodeURIComponent(text)}${extra}`);

describe('GET /api/patient/address-suggestions', () => {
  it('suggests at most five streets starting like the typed text, in the patient’s zip on file', async () => {
    const patient = await addressPatient(t, { zip: '90210' });
    const response = await suggestionsFor(patient.client, '123 Ma', '&brand=1');
    expect(response.status).toBe(200);
    const suggestions: AddressSuggestion[] = response.body.data.suggestions;
    expect(suggestions).toHaveLength(AUTOSUGGEST_MAX_RESULTS);
    expect(suggestions[0]).toEqual(MAIN_ST_SUGGESTION);
    for (const suggestion of suggestions) {
      expect(suggestion.street_line.startsWith('123 Ma')).toBe(true);
      expect(suggestion).toMatchObject({ city: 'Beverly Hills', state: 'CA', zipcode: '90210' });
    }
  });

  it('follows a typed place, and the address saved last', async () => {
    const patient = await addressPatient(t);
    const typed = await suggestionsFor(patient.client, '5 Oak Ave, New York, NY 10001');
    expect(typed.body.data.suggestions[0]).toEqual({
      street_line: '5 Oak Ave',
      city: 'New York',
      state: 'NY',
      zipcode: '10001',
    });
    await patchAddress(patient.client, {
      ...VALID_ADDRESS,
      city: 'Austin',
      state: 'TX',
      zipcode: '78701',
    });
    const after = await suggestionsFor(patient.client, '5 Pine');
    expect(after.body.data.suggestions[0]).toMatchObject({
      street_line: '5 Pine St',
      city: 'Austin',
      state: 'TX',
      zipcode: '78701',
    });
  });

  it('suggests nothing for empty text or text with no house number, without asking the service for blanks', async () => {
    const patient = await addressPatient(t);
    asked.length = 0;
    expect((await suggestionsFor(patient.client, '   ')).body.data.suggestions).toEqual([]);
    expect(asked).toEqual([]);
    expect((await suggestionsFor(patient.client, 'Main')).body.data.suggestions).toEqual([]);
  });

  it('never answers more than five, whatever the service gives', async () => {
    const patient = await addressPatient(t);
    const many = Array.from({ length: 9 }, (_, n): AddressSuggestion => ({
      street_line: `${n} Main St`,
      city: 'Austin',
      state: 'TX',
      zipcode: '78701',
    }));
    swapped = () => Promise.resolve(many);
    try {
      const response = await suggestionsFor(patient.client, '1 Main');
      expect(response.body.data.suggestions).toEqual(many.slice(0, AUTOSUGGEST_MAX_RESULTS));
    } finally {
      swapped = undefined;
    }
  });

  it('answers a failed service with a generic error and no details', async () => {
    const patient = await addressPatient(t);
    swapped = () => Promise.reject(new Error('lookup service down at 10.0.0.7'));
    try {
      const response = await suggestionsFor(patient.client, '1 Main');
      expect(response.status).toBe(500);
      expect(response.body).toEqual({
        message: MESSAGES.form.genericServerError,
        code: 'INTERNAL',
      });
    } finally {
      swapped = undefined;
    }
  });

  it('refuses another brand, over-long text and unknown parameters', async () => {
    const patient = await addressPatient(t);
    const brand = await suggestionsFor(patient.client, '1 Main', '&brand=2');
    expect(brand.status).toBe(422);
    expect(brand.body.errors).toEqual({ brand: [MESSAGES.selection.wrongBrand] });
    expect((await suggestionsFor(patient.client, `1 ${'M'.repeat(200)}`)).status).toBe(422);
    expect((await suggestionsFor(patient.client, '1 Main', '&limit=50')).status).toBe(422);
  });

  it('limits the requests of a patient generously, and another patient not at all', async () => {
    const patient = await addressPatient(t);
    for (let batch = 0; batch < ADDRESS_SUGGESTIONS_PER_WINDOW / 10; batch += 1) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => suggestionsFor(patient.client, '1 Ma')),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    }
    const limited = await suggestionsFor(patient.client, '1 Ma');
    expect(limited.status).toBe(429);
    const other = await addressPatient(t);
    expect((await suggestionsFor(other.client, '1 Ma')).status).toBe(200);
  });

  it('answers 401 to a visitor', async () => {
    expect((await suggestionsFor(new TestClient(t.app), '1 Main')).status).toBe(401);
  });
});
