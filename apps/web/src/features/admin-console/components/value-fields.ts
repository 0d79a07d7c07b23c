import type { Dispatch, SetStateAction } from 'react';
import type { ChangeForm } from '../../../components/staff/use-change-form';

/** The names of the values that are texts (a checkbox's value is drawn otherwise). */
type TextKeys<Values> = {
  [Name in keyof Values]: Values[Name] extends string ? Name : never;
}[keyof Values] &
  string;

/**
 * A maker of an admin form's field props, for a form whose values are one object of texts: given a
 * value's name and its label, the field's id, value, error and edits from the form (a change
 * form, or the offers page's), the label, and no autocomplete.
 */
export function valueFields<Values extends object>(
  form: Pick<ChangeForm, 'fieldProps'>,
  values: Values,
  setValues: Dispatch<SetStateAction<Values>>,
) {
  return (name: TextKeys<Values>, label: string) => ({
    ...form.fieldProps(name, values[name] as string, (value) =>
      setValues((current) => ({ ...current, [name]: value })),
    ),
    label,
    autoComplete: 'off',
  });
}
