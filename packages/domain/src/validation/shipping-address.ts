import { NAME_MAX_LENGTH } from '../constants/limits';
import { isUsStateCode } from '../constants/us-states';
import { isMilitaryStateCode } from '../eligibility/military-address';
import { MESSAGES } from '../messages/en';
import { invalidFieldMessage, requiredFieldMessage } from '../messages/forms';
import { addFieldError, type FieldErrors } from './field-errors';
import { isValidName, isValidZip } from './patterns';
import { normalizeUsPhoneNumber } from './us-phone-number';

/** The longest street line, apartment line or city we keep (ours: a label never needs more). */
export const ADDRESS_FIELD_MAX_LENGTH = 100;

export interface ShippingAddressFields {
  firstname: string;
  lastname: string;
  address1: string;
  address2?: string | null | undefined;
  city: string;
  state: string;
  zipcode: string;
}

/** The address update of 001 §3 also carries an addressee and an optional phone number. */
export interface ShippingAddressUpdateFields extends ShippingAddressFields {
  addressee_name?: string | null | undefined;
  phoneNumberOptional?: string | null | undefined;
}

/** Field labels used in "The {label} field is required." messages. */
export const SHIPPING_ADDRESS_LABELS: Record<keyof ShippingAddressFields, string> = {
  firstname: 'first name',
  lastname: 'last name',
  address1: 'street address',
  address2: 'apartment/suite',
  city: 'city',
  state: 'state',
  zipcode: 'zip code',
};

/** Labels of the update's two fields the form does not show (ours). */
export const SHIPPING_UPDATE_EXTRA_LABELS = {
  addressee_name: 'addressee name',
  phoneNumberOptional: 'phone number',
} as const;

/** A state the shipping form offers: the 50 states, DC, or an armed-forces code (AA, AE, AP; ADR 100). */
export function isShippingStateCode(value: string): boolean {
  return isUsStateCode(value) || isMilitaryStateCode(value);
}

function checkName(
  errors: FieldErrors,
  key: string,
  label: string,
  value: string,
  isRequired: boolean,
): void {
  const trimmed = value.trim();
  if (!trimmed) {
    if (isRequired) {
      addFieldError(errors, key, requiredFieldMessage(label));
    }
  } else if (!isValidName(trimmed)) {
    addFieldError(errors, key, MESSAGES.name.patternInvalid);
  } else if (trimmed.length > NAME_MAX_LENGTH) {
    addFieldError(errors, key, invalidFieldMessage(label));
  }
}

/**
 * The shipping form rules of 001 §5: both names match the name pattern; street address, city and
 * state are required; the zip matches the zip pattern; the apartment line is optional. Ours: the
 * armed-forces states count as states, and no line is longer than `ADDRESS_FIELD_MAX_LENGTH`.
 */
export function validateShippingAddress(fields: ShippingAddressFields): FieldErrors {
  const errors: FieldErrors = {};
  const labels = SHIPPING_ADDRESS_LABELS;
  checkName(errors, 'firstname', labels.firstname, fields.firstname, true);
  checkName(errors, 'lastname', labels.lastname, fields.lastname, true);
  for (const key of ['address1', 'city'] as const) {
    const value = fields[key].trim();
    if (!value) {
      addFieldError(errors, key, requiredFieldMessage(labels[key]));
    } else if (value.length > ADDRESS_FIELD_MAX_LENGTH) {
      addFieldError(errors, key, invalidFieldMessage(labels[key]));
    }
  }
  if ((fields.address2 ?? '').trim().length > ADDRESS_FIELD_MAX_LENGTH) {
    addFieldError(errors, 'address2', invalidFieldMessage(labels.address2));
  }
  const state = fields.state.trim();
  if (!state) {
    addFieldError(errors, 'state', requiredFieldMessage(labels.state));
  } else if (!isShippingStateCode(state)) {
    addFieldError(errors, 'state', invalidFieldMessage(labels.state));
  }
  if (!fields.zipcode.trim()) {
    addFieldError(errors, 'zipcode', requiredFieldMessage(labels.zipcode));
  } else if (!isValidZip(fields.zipcode)) {
    addFieldError(errors, 'zipcode', invalidFieldMessage(labels.zipcode));
  }
  return errors;
}

/**
 * The address update (001 §3, §7.2): the form's rules, plus the addressee, which must match the
 * name pattern when given, and the phone number, which must be a US number when given (ours).
 */
export function validateShippingAddressUpdate(fields: ShippingAddressUpdateFields): FieldErrors {
  const errors = validateShippingAddress(fields);
  const extra = SHIPPING_UPDATE_EXTRA_LABELS;
  checkName(errors, 'addressee_name', extra.addressee_name, fields.addressee_name ?? '', false);
  const phone = (fields.phoneNumberOptional ?? '').trim();
  if (phone && normalizeUsPhoneNumber(phone) === undefined) {
    addFieldError(errors, 'phoneNumberOptional', invalidFieldMessage(extra.phoneNumberOptional));
  }
  return errors;
}

/** A valid zip as we store it: five digits, or ZIP+4 with its hyphen ("902101234" → "90210-1234"). */
export function normalizeZip(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}
