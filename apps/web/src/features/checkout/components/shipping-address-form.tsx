import type { ShippingAddressUpdateAnswer } from '@app/domain/contracts';
import { US_STATES } from '@app/domain/constants';
import { MILITARY_STATES } from '@app/domain/eligibility';
import { Button } from '../../../components/ui/button';
import { FormErrorBox } from '../../../components/ui/form-error-box';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import {
  shippingFieldId,
  useShippingAddressForm,
  type ShippingAddressInitial,
  type ShippingField,
} from '../hooks/use-shipping-address-form';
import { AddressAutosuggestField } from './address-autosuggest-field';
import './shipping-address-form.css';

const STATE_OPTIONS = [...US_STATES, ...MILITARY_STATES].map(([code, name]) => ({
  value: code,
  label: name,
}));

interface ShippingAddressFormProps {
  /** Prefill, e.g. the patient's names and address on file. */
  initial?: ShippingAddressInitial;
  /** Called with the server's answer once the address is saved (the eligibility re-check is the caller's). */
  onSaved: (answer: ShippingAddressUpdateAnswer) => void | Promise<void>;
  /** The button's text: "Continue" at checkout, "Submit payment" in the product-detail flow (001 §2.6). */
  submitLabel?: string;
}

/**
 * The checkout's shipping address form (001 §2.2, §5): first and last name, street address with
 * suggestions, apartment/suite (optional), city, state and zip code. Errors show after a field is
 * left, in the spec's words; the button is enabled only when every rule holds; the server's field
 * errors show under their fields.
 */
export function ShippingAddressForm({
  initial = {},
  onSaved,
  submitLabel = 'Continue',
}: ShippingAddressFormProps) {
  const form = useShippingAddressForm({ initial, onSaved });

  const textField = (field: ShippingField, label: string, autoComplete: string) => (
    <TextField
      id={shippingFieldId(field)}
      name={field}
      label={label}
      autoComplete={autoComplete}
      value={form.values[field]}
      error={form.errorFor(field)}
      onChange={(event) => form.setField(field, event.target.value)}
      onBlur={() => form.touch(field)}
    />
  );

  return (
    <form
      className="form shipping-address-form"
      noValidate
      onSubmit={(event) => void form.submit(event)}
    >
      {form.formMessage ? (
        <FormErrorBox>
          <p>{form.formMessage}</p>
        </FormErrorBox>
      ) : null}
      <div className="shipping-address-form__row">
        {textField('firstname', 'First name', 'given-name')}
        {textField('lastname', 'Last name', 'family-name')}
      </div>
      <AddressAutosuggestField
        id={shippingFieldId('address1')}
        label="Street address"
        value={form.values.address1}
        error={form.errorFor('address1')}
        onChange={(value) => form.setField('address1', value)}
        onBlur={() => form.touch('address1')}
        onPick={form.pickSuggestion}
      />
      {textField('address2', 'Apartment/suite (optional)', 'address-line2')}
      {textField('city', 'City', 'address-level2')}
      <div className="shipping-address-form__row">
        <SelectField
          id={shippingFieldId('state')}
          name="state"
          label="State"
          placeholder="Select a state"
          autoComplete="address-level1"
          options={STATE_OPTIONS}
          value={form.values.state}
          error={form.errorFor('state')}
          onChange={(event) => form.setField('state', event.target.value)}
          onBlur={() => form.touch('state')}
        />
        {textField('zipcode', 'Zip code', 'postal-code')}
      </div>
      <Button
        type="submit"
        className="form__submit"
        disabled={!form.isComplete}
        isLoading={form.isSubmitting}
      >
        {submitLabel}
      </Button>
    </form>
  );
}
