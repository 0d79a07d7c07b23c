import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { describedByIds } from './field-ids';
import { FieldError } from './field-error';
import { FieldLabel } from './field-label';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'children'> {
  id: string;
  label: string;
  error?: string | undefined;
  /** Help text read out with the field. */
  hint?: ReactNode;
  /** Extra content under the field that is not part of its description (e.g. a suggestion). */
  children?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ id, label, error, hint, children, ref, className, ...inputProps }: TextFieldProps) {
  return (
    <div className="field">
      <FieldLabel id={id} label={label} hint={hint} />
      <input
        id={id}
        ref={ref}
        className={['field__input', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds(id, Boolean(hint), Boolean(error))}
        {...inputProps}
      />
      <FieldError fieldId={id} message={error} />
      {children}
    </div>
  );
}
