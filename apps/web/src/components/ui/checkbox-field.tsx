import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { describedByIds } from './field-ids';
import { FieldError } from './field-error';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'children'> {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({ id, label, error, ref, ...inputProps }: CheckboxFieldProps) {
  return (
    <div className="checkbox-field">
      <div className="checkbox-field__row">
        <input
          id={id}
          ref={ref}
          type="checkbox"
          className="checkbox-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByIds(id, false, Boolean(error))}
          {...inputProps}
        />
        <label htmlFor={id} className="checkbox-field__label">
          {label}
        </label>
      </div>
      <FieldError fieldId={id} message={error} />
    </div>
  );
}
