import type { FieldErrorsState } from './use-field-errors';

/** The names of a form's fields whose value is a `T`. */
type FieldsOf<V, T> = { [K in keyof V]: V[K] extends T ? K : never }[keyof V] & string;

interface FieldBinding {
  id: string;
  name: string;
  error: string | undefined;
  onBlur: () => void;
}

/** What a TextField, SelectField or BirthdateField takes for one field: spread it on the field. */
export interface TextFieldBinding extends FieldBinding {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
}

/** What a CheckboxField takes for one field: spread it on the field. */
export interface CheckboxBinding extends FieldBinding {
  checked: boolean;
  onChange: (event: { target: { checked: boolean } }) => void;
}

export interface FormFields<V> {
  /** A text, select or date field's props: `<TextField label="…" {...form.field('email')} />`. */
  field: (name: FieldsOf<V, string>) => TextFieldBinding;
  /** A checkbox's props: `<CheckboxField label="…" {...form.checkbox('terms')} />`. */
  checkbox: (name: FieldsOf<V, boolean>) => CheckboxBinding;
}

interface FormFieldsOptions<V> {
  values: V;
  /** The element id of a field, for its label and for focusing the first invalid one. */
  fieldId: (field: string) => string;
  fieldErrors: FieldErrorsState;
  /** Stores a typed value (a form masks or clears related messages here) and clears its server error. */
  setValue: <K extends keyof V>(field: K, value: V[K]) => void;
}

/**
 * The one wiring of a form's fields (001 §5): each field's id and name, its value, the error shown
 * under it (useFieldErrors), its change stored through the form's `setValue`, and its blur marking
 * it touched so its own errors show from then on.
 */
export function formFields<V>({ values, fieldId, fieldErrors, setValue }: FormFieldsOptions<V>): FormFields<V> {
  const common = (name: string): FieldBinding => ({
    id: fieldId(name),
    name,
    error: fieldErrors.errorFor(name),
    onBlur: () => fieldErrors.touch(name),
  });
  return {
    field: (name) => ({
      ...common(name),
      value: values[name] as string,
      onChange: (event) => setValue(name, event.target.value as V[typeof name]),
    }),
    checkbox: (name) => ({
      ...common(name),
      checked: values[name] as boolean,
      onChange: (event) => setValue(name, event.target.checked as V[typeof name]),
    }),
  };
}
