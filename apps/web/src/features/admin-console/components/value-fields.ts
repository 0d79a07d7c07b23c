import type { Dispatch, SetStateAction } from 'react';
import type { ChangeForm } from '../../../components/staff/use-change-form';

/**
 * A maker of an admin form's field props, for a form whose values are one object of texts: given a
 * value's name and its label, the field's id, value, error and edits from the change form, the
 * label, and no autocomplete.
 */
export function valueFields<Values extends { [Name in keyof Values]: string }>(
  form: ChangeForm,
  values: Values,
  setValues: Dispatch<SetStateAction<Values>>,
) {
  return (name: keyof Values & string, label: string) => ({
    ...form.fieldProps(name, values[name], (value) =>
      setValues((current) => ({ ...current, [name]: value })),
    ),
    label,
    autoComplete: 'off',
  });
}
