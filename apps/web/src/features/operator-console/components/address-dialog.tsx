import { useState } from 'react';
import type { OperatorAccount } from '@app/domain/contracts';
import { US_STATES } from '@app/domain/constants';
import { MILITARY_STATES } from '@app/domain/eligibility';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { SHIPPING_ADDRESS_LABELS, validateShippingAddress } from '@app/domain/validation';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { changeShippingAddress } from '../api/operator-console-api';
import { useChangeForm } from '../../../components/staff/use-change-form';
import type { FixDialogBase } from '../hooks/use-fix-form';
import { ChangeDialog } from '../../../components/staff/change-dialog';

const TEXT = STAFF_MESSAGES.opsFixes;
/** The checkout's address fields in its order (001 §2.2), named as the API names them. */
const FIELDS = Object.keys(SHIPPING_ADDRESS_LABELS) as (keyof typeof SHIPPING_ADDRESS_LABELS)[];
type AddressField = (typeof FIELDS)[number];
const STATE_OPTIONS = [...US_STATES, ...MILITARY_STATES].map(([code, name]) => ({
  value: code,
  label: name,
}));

/**
 * Changes the patient's shipping address with the checkout's fields, rules and messages (ADR 105,
 * 119): the domain checks the form first, the server's field errors show under their fields.
 */
export function AddressDialog({ account, ...base }: FixDialogBase & { account: OperatorAccount }) {
  const [values, setValues] = useState<Record<AddressField, string>>(() => ({
    firstname: account.firstname ?? '',
    lastname: account.lastname ?? '',
    address1: account.address.address1 ?? '',
    address2: account.address.address2 ?? '',
    city: account.address.city ?? '',
    state: account.address.state ?? '',
    zipcode: account.address.zipcode ?? '',
  }));
  const form = useChangeForm({
    idPrefix: 'ops-address',
    fields: FIELDS,
    errors: validateShippingAddress(values),
    send: (reason) =>
      base.run(
        () =>
          changeShippingAddress(base.patientId, {
            ...values,
            address2: values.address2.trim() || null,
            reason,
          }),
        () => ({ announcement: TEXT.addressDone }),
      ),
  });
  const field = (name: AddressField) => ({
    ...form.fieldProps(name, values[name], (value) =>
      setValues((current) => ({ ...current, [name]: value })),
    ),
    label: TEXT.fields[name],
    // An operator types another person's address: the browser's own autofill would offer theirs.
    autoComplete: 'off',
  });

  return (
    <ChangeDialog
      form={form}
      title={TEXT.addressHeading}
      intro={TEXT.addressIntro}
      submitLabel={TEXT.addressSubmit}
      onClose={base.onClose}
      returnFocusRef={base.returnFocusRef}
    >
      <div className="staff-dialog__row">
        <TextField {...field('firstname')} />
        <TextField {...field('lastname')} />
      </div>
      <TextField {...field('address1')} />
      <TextField {...field('address2')} />
      <TextField {...field('city')} />
      <div className="staff-dialog__row">
        <SelectField
          {...field('state')}
          placeholder={TEXT.statePlaceholder}
          options={STATE_OPTIONS}
        />
        <TextField {...field('zipcode')} inputMode="numeric" />
      </div>
    </ChangeDialog>
  );
}
