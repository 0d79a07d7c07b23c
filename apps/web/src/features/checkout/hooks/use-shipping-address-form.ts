import { useState } from 'react';
import type { AddressSuggestion, ShippingAddressUpdateAnswer } from '@app/domain/contracts';
import { hasFieldErrors, isShippingStateCode, validateShippingAddress } from '@app/domain/validation';
import { useFieldErrors } from '../../../hooks/use-field-errors';
import { useFormSubmission } from '../../../hooks/use-form-submission';
import { updateAddress } from '../api/update-address';

/** The shipping form's fields in screen order (001 §2.2). */
export const SHIPPING_FIELDS = [
  'firstname',
  'lastname',
  'address1',
  'address2',
  'city',
  'state',
  'zipcode',
] as const;
export type ShippingField = (typeof SHIPPING_FIELDS)[number];
export type ShippingValues = Record<ShippingField, string>;
/** What the form starts from, e.g. the patient's names and address on file (nulls read as empty). */
export type ShippingAddressInitial = Partial<Record<ShippingField, string | null | undefined>>;

export const shippingFieldId = (field: string) => `shipping-address-${field}`;

const valuesFrom = (initial: ShippingAddressInitial): ShippingValues =>
  Object.fromEntries(
    SHIPPING_FIELDS.map((field) => [field, initial[field] ?? '']),
  ) as ShippingValues;

interface UseShippingAddressFormOptions {
  initial: ShippingAddressInitial;
  onSaved: (answer: ShippingAddressUpdateAnswer) => void | Promise<void>;
}

/**
 * The shipping form's state (001 §2.2, §5): the domain's rules run on every change, errors show
 * after blur, the server's field errors show under their fields, and a picked suggestion fills
 * street, city, state and zip.
 */
export function useShippingAddressForm({ initial, onSaved }: UseShippingAddressFormOptions) {
  const [values, setValues] = useState<ShippingValues>(() => valuesFrom(initial));
  const clientErrors = validateShippingAddress(values);
  const fieldErrors = useFieldErrors(clientErrors);

  const setField = (field: ShippingField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    fieldErrors.clearServerError(field);
  };

  const pickSuggestion = (suggestion: AddressSuggestion) => {
    // A suggestion may leave the town or zip open (ADR 105): what the patient has there stays.
    setValues((current) => ({
      ...current,
      address1: suggestion.street_line,
      city: suggestion.city || current.city,
      state: isShippingStateCode(suggestion.state) ? suggestion.state : current.state,
      zipcode: suggestion.zipcode || current.zipcode,
    }));
    for (const field of ['address1', 'city', 'state', 'zipcode'] as const) {
      fieldErrors.clearServerError(field);
    }
  };

  const { submit, isSubmitting, formMessage } = useFormSubmission({
    fields: SHIPPING_FIELDS,
    fieldId: shippingFieldId,
    clientErrors,
    fieldErrors,
    send: async () => {
      const answer = await updateAddress({ ...values, address2: values.address2.trim() || null });
      await onSaved(answer);
    },
  });

  return {
    values,
    setField,
    pickSuggestion,
    errorFor: fieldErrors.errorFor,
    touch: fieldErrors.touch,
    /** Every rule of 001 §5 holds: Continue is enabled. */
    isComplete: !hasFieldErrors(clientErrors),
    isSubmitting,
    formMessage,
    submit,
  };
}
