import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@app/domain/messages';
import { suiteTestApp } from '../../test/suite-test-app';
import { TestClient } from '../../test/test-client';
import { addressPatient, MILITARY_ADDRESS, patchAddress, patientRow, VALID_ADDRESS } from '../../test/kits/shipping-address-test-kit';
import { ADDRESS_UPDATES_PER_WINDOW } from './shipping-address.service';

const t = suiteTestApp();

const UNSUPPORTED =
  "We're sorry, but we do not support your zip code. (But we hope to in the future!)";

describe('PATCH /app/users/self/address', () => {
  it('stores the address, completes the shipping entry and answers the user and the military flag', async () => {
    const patient = await addressPatient(t);
    const response = await patchAddress(patient.client, {
      ...VALID_ADDRESS,
      addressee_name: 'Avery Quinn',
      phoneNumberOptional: '',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: {
        user: { id: patient.id, ...VALID_ADDRESS, hasCompletedShippingAddressEntry: true },
        addressValidation: { isMilitaryAddress: false },
      },
    });
    const row = await patientRow(t, patient.id);
    expect(row).toMatchObject({
      address1: '123 Main St',
      city: 'Beverly Hills',
      state: 'CA',
      zipcode: '90210',
      hasCompletedShippingAddressEntry: true,
    });
    expect((await patient.client.get('/api/patient')).body.data).toMatchObject({
      address1: '123 Main St',
      hasCompletedShippingAddressEntry: true,
    });
  });

  it('trims, upper-cases the state, keeps ZIP+4 with its hyphen and reads an empty apartment as none', async () => {
    const patient = await addressPatient(t);
    const response = await patchAddress(patient.client, {
      ...VALID_ADDRESS,
      address1: '  9 Elm St ',
      address2: '   ',
      city: ' New York ',
      state: 'ny',
      zipcode: '100011234',
    });
    expect(response.status).toBe(200);
    expect(response.body.data.user).toMatchObject({
      address1: '9 Elm St',
      address2: null,
      city: 'New York',
      state: 'NY',
      zipcode: '10001-1234',
    });
  });

  it('says when the address goes through the military post', async () => {
    const patient = await addressPatient(t);
    const response = await patchAddress(patient.client, MILITARY_ADDRESS);
    expect(response.status).toBe(200);
    expect(response.body.data.addressValidation).toEqual({ isMilitaryAddress: true });
  });

  it('answers every field in the spec’s words and stores nothing', async () => {
    const patient = await addressPatient(t);
    const before = await patientRow(t, patient.id);
    const response = await patchAddress(patient.client, {});
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      firstname: ['The first name field is required.'],
      lastname: ['The last name field is required.'],
      address1: ['The street address field is required.'],
      city: ['The city field is required.'],
      state: ['The state field is required.'],
      zipcode: ['The zip code field is required.'],
    });
    expect(response.body.message).toBe('The first name field is required. (and 5 more errors)');
    expect(await patientRow(t, patient.id)).toEqual(before);
  });

  it('refuses a name with digits, a bad state and a bad zip with the form’s messages', async () => {
    const patient = await addressPatient(t);
    const before = await patientRow(t, patient.id);
    const names = await patchAddress(patient.client, {
      ...VALID_ADDRESS,
      firstname: 'R2D2',
      lastname: 'Quinn 3rd',
    });
    expect(names.status).toBe(422);
    expect(names.body.errors).toEqual({
      firstname: [MESSAGES.name.patternInvalid],
      lastname: [MESSAGES.name.patternInvalid],
    });
    const place = await patchAddress(patient.client, {
      ...VALID_ADDRESS,
      state: 'ZZ',
      zipcode: '1234',
    });
    expect(place.body.errors).toEqual({
      state: ['The state field is invalid.'],
      zipcode: ['The zip code field is invalid.'],
    });
    const extras = await patchAddress(patient.client, {
      ...VALID_ADDRESS,
      addressee_name: '42',
      phoneNumberOptional: '12',
    });
    expect(extras.body.errors).toEqual({
      addressee_name: [MESSAGES.name.patternInvalid],
      phoneNumberOptional: ['The phone number field is invalid.'],
    });
    expect(await patientRow(t, patient.id)).toEqual(before);
  });

  it('refuses a zip the directory does not know, or of another state, with the unsupported zip message', async () => {
    const patient = await addressPatient(t);
    const before = await patientRow(t, patient.id);
    for (const change of [
      { zipcode: '00000' },
      { state: 'NY', city: 'New York' },
      { zipcode: '00601', state: 'NY' },
    ]) {
      const response = await patchAddress(patient.client, { ...VALID_ADDRESS, ...change });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({
        message: UNSUPPORTED,
        errors: { zipcode: [UNSUPPORTED] },
      });
    }
    // The message joins the other fields' errors, one list per field.
    const both = await patchAddress(patient.client, {
      ...VALID_ADDRESS,
      zipcode: '00000',
      firstname: '',
    });
    expect(both.body.errors).toEqual({
      firstname: ['The first name field is required.'],
      zipcode: [UNSUPPORTED],
    });
    expect(await patientRow(t, patient.id)).toEqual(before);
  });

  it('refuses unknown fields and oversized values with a 4xx, storing nothing', async () => {
    const patient = await addressPatient(t);
    const before = await patientRow(t, patient.id);
    const unknown = await patchAddress(patient.client, {
      ...VALID_ADDRESS,
      hasCompletedShippingAddressEntry: true,
    });
    expect(unknown.status).toBe(422);
    const long = await patchAddress(patient.client, {
      ...VALID_ADDRESS,
      address1: `1 ${'x'.repeat(120)}`,
    });
    expect(long.body.errors).toEqual({ address1: ['The street address field is invalid.'] });
    const huge = await patchAddress(patient.client, { ...VALID_ADDRESS, city: 'x'.repeat(5000) });
    expect(huge.status).toBe(422);
    const typed = await patchAddress(patient.client, { ...VALID_ADDRESS, zipcode: 90210 });
    expect(typed.status).toBe(422);
    expect(await patientRow(t, patient.id)).toEqual(before);
  });

  it('never replaces a legal name or a phone on file with the shipping ones', async () => {
    const patient = await addressPatient(t);
    expect(
      (
        await patient.client.post('/app/users/self/legal-name', {
          firstname: 'Zoë',
          lastname: 'Saint-Pierre',
        })
      ).status,
    ).toBe(200);
    const first = await patchAddress(patient.client, {
      ...VALID_ADDRESS,
      phoneNumberOptional: '+1 (212) 555-0123',
    });
    expect(first.body.data.user).toMatchObject({ firstname: 'Zoë', lastname: 'Saint-Pierre' });
    expect((await patientRow(t, patient.id)).phone).toBe('2125550123');
    await patchAddress(patient.client, { ...VALID_ADDRESS, phoneNumberOptional: '646-555-0199' });
    expect(await patientRow(t, patient.id)).toMatchObject({
      firstname: 'Zoë',
      lastname: 'Saint-Pierre',
      phone: '2125550123',
    });
  });

  it('fills the names of a patient who has none on file', async () => {
    const patient = await addressPatient(t);
    expect((await patientRow(t, patient.id)).firstname).toBeNull();
    await patchAddress(patient.client, VALID_ADDRESS);
    expect(await patientRow(t, patient.id)).toMatchObject({
      firstname: 'Avery',
      lastname: 'Quinn',
    });
  });

  it('changes only the signed-in patient', async () => {
    const patient = await addressPatient(t);
    const other = await addressPatient(t);
    const before = await patientRow(t, other.id);
    expect((await patchAddress(patient.client, VALID_ADDRESS)).status).toBe(200);
    expect(await patientRow(t, other.id)).toEqual(before);
  });

  it('limits the saves of a patient, refusals included, and stores nothing once limited', async () => {
    const patient = await addressPatient(t);
    const statuses: number[] = [];
    for (let n = 0; n < ADDRESS_UPDATES_PER_WINDOW; n += 1) {
      statuses.push(
        (
          await patchAddress(
            patient.client,
            n % 2 === 0 ? { ...VALID_ADDRESS, zipcode: '00000' } : VALID_ADDRESS,
          )
        ).status,
      );
    }
    expect(new Set(statuses)).toEqual(new Set([200, 422]));
    const before = await patientRow(t, patient.id);
    const limited = await patchAddress(patient.client, {
      ...VALID_ADDRESS,
      address1: '77 Oak Ave',
    });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(await patientRow(t, patient.id)).toEqual(before);
    // Another patient is not affected.
    const other = await addressPatient(t);
    expect((await patchAddress(other.client, VALID_ADDRESS)).status).toBe(200);
  });

  it('answers 401 to a visitor', async () => {
    const visitor = new TestClient(t.app);
    expect((await patchAddress(visitor, VALID_ADDRESS)).status).toBe(401);
  });
});
