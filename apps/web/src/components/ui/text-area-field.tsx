import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { describedByIds } from './field-ids';
import { FieldError } from './field-error';
import { FieldLabel } from './field-label';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'children'> {
  id: string;
  label: string;
  error?: string | undefined;
  /** Help text read out with the field. */
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled text area with its hint and error, as `TextField` is for one line. */
export function TextAreaField({ id, label, error, hint, ref, className, ...textAreaProps }: TextAreaFieldProps) {
  return (
    <div className="field">
      <FieldLabel id={id} label={label} hint={hint} />
      <textarea
        id={id}
        ref={ref}
        rows={4}
        className={['field__input', className].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds(id, Boolean(hint), Boolean(error))}
        {...textAreaProps}
      />
      <FieldError fieldId={id} message={error} />
    </div>
  );
}
