import type { AddressSuggestion, AddressSuggestionsQuery, ShippingAddressUpdate, ShippingAddressUpdateAnswer, ShippingUser } from '@app/domain/contracts';
import { AUTOSUGGEST_MAX_RESULTS } from '@app/domain/constants';
import { isMilitaryAddress } from '@app/domain/eligibility';
import { MESSAGES } from '@app/domain/messages';
import { addFieldError, hasFieldErrors, zip5, normalizeZip, validateShippingAddressUpdate, normalizeUsPhoneNumber } from '@app/domain/validation';
import type { Db } from '../../db/client';
import type { PatientRow } from '../../db/schema/index';
import { validationError } from '../../errors';
import type { AddressLookup } from '../addresses';
import type { ZipDirectory } from '../eligibility';
import { saveShippingAddress, type ShippingAddressValues } from '../patients';
import { consumeAttempt, type RateLimit } from '../rate-limits';

/** Address saves a patient may make in a window: a few corrections, not a scan of zips (ours, ADR 105). */
export const ADDRESS_UPDATES_PER_WINDOW = 20;
/** Suggestion requests in a window: typing fires one per pause, so generously many (ours, ADR 105). */
export const ADDRESS_SUGGESTIONS_PER_WINDOW = 300;
export const ADDRESS_LIMIT_WINDOW_MINUTES = 15;

export interface ShippingAddressDeps {
  db: Db;
  zipDirectory: ZipDirectory;
  addressLookup: AddressLookup;
}

const limitOf = (key: string, max: number): RateLimit => ({
  key,
  max,
  windowMinutes: ADDRESS_LIMIT_WINDOW_MINUTES,
});

/** The patient's address and names, as the update answers them. */
export function toShippingUser(row: PatientRow): ShippingUser {
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    state: row.state,
    zipcode: row.zipcode,
    hasCompletedShippingAddressEntry: row.hasCompletedShippingAddressEntry,
  };
}

/**
 * The shipping form's rules (001 §5), then the zip must be one the directory knows, in the chosen
 * state (else the "we do not support your zip code" message of 001 §8): a 422 with every field's
 * messages, or the address as it is stored. Stores nothing (the express checkout checks a wallet's
 * address this way before anything is kept).
 */
export function checkedShippingAddress(deps: Pick<ShippingAddressDeps, 'zipDirectory'>, input: ShippingAddressUpdate): ShippingAddressValues {
  const fields = { ...input, state: input.state.trim().toUpperCase() };
  const errors = validateShippingAddressUpdate(fields);
  if (!errors.state && !errors.zipcode) {
    const place = deps.zipDirectory.lookup(zip5(fields.zipcode));
    if (!place || place.state !== fields.state) {
      addFieldError(errors, 'zipcode', MESSAGES.shippingAddress.unsupportedZip);
    }
  }
  if (hasFieldErrors(errors)) {
    throw validationError(errors);
  }
  const phone = fields.phoneNumberOptional?.trim();
  return {
    address1: fields.address1.trim(),
    address2: fields.address2?.trim() || null,
    city: fields.city.trim(),
    state: fields.state,
    zipcode: normalizeZip(fields.zipcode),
    firstname: fields.firstname.trim(),
    lastname: fields.lastname.trim(),
    phone: phone ? normalizeUsPhoneNumber(phone) : undefined,
  };
}

/** The update's answer: the patient's address and names, and whether it goes through the military post. */
export function addressAnswerOf(row: PatientRow): ShippingAddressUpdateAnswer {
  return {
    user: toShippingUser(row),
    addressValidation: { isMilitaryAddress: isMilitaryAddress({ city: row.city ?? '', state: row.state ?? '' }) },
  };
}

/**
 * `PATCH /app/users/self/address` (001 §7.2): a checked address (`checkedShippingAddress`) stored
 * in one statement; any refusal is a 422 and stores nothing. Eligibility is judged afterwards by
 * the re-check (ADR 105).
 */
export async function updateShippingAddress(
  deps: Pick<ShippingAddressDeps, 'db' | 'zipDirectory'>,
  patientId: number,
  input: ShippingAddressUpdate,
  now = new Date(),
): Promise<ShippingAddressUpdateAnswer> {
  await consumeAttempt(
    deps.db,
    limitOf(`address-update:patient:${patientId}`, ADDRESS_UPDATES_PER_WINDOW),
    now,
  );
  const address = checkedShippingAddress(deps, input);
  return addressAnswerOf(await saveShippingAddress(deps.db, patientId, address));
}

/**
 * Address autosuggest (001 §7.2): at most five suggestions for the typed text, placed in the
 * patient's zip or state on file when the text names no place. Empty text suggests nothing.
 */
export async function suggestAddresses(
  deps: Pick<ShippingAddressDeps, 'db' | 'addressLookup'>,
  patient: PatientRow,
  query: AddressSuggestionsQuery,
  now = new Date(),
): Promise<AddressSuggestion[]> {
  if (query.brand !== undefined && query.brand !== patient.brandId) {
    throw validationError({ brand: [MESSAGES.selection.wrongBrand] });
  }
  await consumeAttempt(
    deps.db,
    limitOf(`address-suggestions:patient:${patient.id}`, ADDRESS_SUGGESTIONS_PER_WINDOW),
    now,
  );
  const text = query.text.trim();
  if (!text) {
    return [];
  }
  const suggestions = await deps.addressLookup.suggest({
    text,
    near: { zipcode: patient.zipcode, state: patient.state },
    limit: AUTOSUGGEST_MAX_RESULTS,
  });
  return suggestions.slice(0, AUTOSUGGEST_MAX_RESULTS);
}
