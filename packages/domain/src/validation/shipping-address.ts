import { isUsStateCode } from '../constants/us-states';
import { MESSAGES } from '../messages/en';
import { invalidFieldMessage, requiredFieldMessage } from '../messages/forms';
import { addFieldError, type FieldErrors } from './field-errors';
import { isValidName, isValidZip } from './patterns';

export interface ShippingAddressFields {
  firstname: string;
  lastname: string;
  address1: string;
  address2?: string;
  city: string;
  state: string;
  zipcode: string;
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

/** The shipping form rules of 001 §5; the apartment line is optional. */
export function validateShippingAddress(fields: ShippingAddressFields): FieldErrors {
  const errors: FieldErrors = {};
  const labels = SHIPPING_ADDRESS_LABELS;
  for (const key of ['firstname', 'lastname'] as const) {
    const value = fields[key].trim();
    if (!value) {
      addFieldError(errors, key, requiredFieldMessage(labels[key]));
    } else if (!isValidName(value)) {
      addFieldError(errors, key, MESSAGES.name.patternInvalid);
    }
  }
  for (const key of ['address1', 'city'] as const) {
    if (!fields[key].trim()) {
      addFieldError(errors, key, requiredFieldMessage(labels[key]));
    }
  }
  if (!fields.state.trim()) {
    addFieldError(errors, 'state', requiredFieldMessage(labels.state));
  } else if (!isUsStateCode(fields.state.trim())) {
    addFieldError(errors, 'state', invalidFieldMessage(labels.state));
  }
  if (!fields.zipcode.trim()) {
    addFieldError(errors, 'zipcode', requiredFieldMessage(labels.zipcode));
  } else if (!isValidZip(fields.zipcode)) {
    addFieldError(errors, 'zipcode', invalidFieldMessage(labels.zipcode));
  }
  return errors;
}
