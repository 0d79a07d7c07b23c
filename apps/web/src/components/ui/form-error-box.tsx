import type { ReactNode } from 'react';
import { MESSAGES } from '@app/domain/messages';

interface FormErrorBoxProps {
  title?: string;
  children?: ReactNode;
}

export function FormErrorBox({ title = MESSAGES.form.submissionError, children }: FormErrorBoxProps) {
  return (
    <div className="form-error-box" role="alert">
      <p className="form-error-box__title">{title}</p>
      {children ? <div className="form-error-box__body">{children}</div> : null}
    </div>
  );
}

/** The form-level box with the form's one message, or nothing while there is none. */
export function FormMessageBox({ message, title }: { message: string | null; title?: string }) {
  return message ? (
    <FormErrorBox {...(title === undefined ? {} : { title })}>
      <p>{message}</p>
    </FormErrorBox>
  ) : null;
}
