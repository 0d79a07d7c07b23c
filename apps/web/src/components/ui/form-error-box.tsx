import type { ReactNode } from 'react';
import { MESSAGES } from '@app/domain/messages/en';

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
