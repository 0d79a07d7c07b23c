import type { Ref, SelectHTMLAttributes } from 'react';
import { describedByIds } from './field-ids';
import { FieldError } from './field-error';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  id: string;
  label: string;
  options: readonly SelectOption[];
  /** Shown while nothing is chosen; it can never be chosen again. None where a choice is always made. */
  placeholder?: string;
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({ id, label, options, placeholder, error, ref, ...selectProps }: SelectFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <select
        id={id}
        ref={ref}
        className="field__input field__select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds(id, false, Boolean(error))}
        {...selectProps}
      >
        {placeholder === undefined ? null : (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError fieldId={id} message={error} />
    </div>
  );
}
