interface FieldErrorProps {
  fieldId: string;
  message: string | undefined;
}

export function FieldError({ fieldId, message }: FieldErrorProps) {
  if (!message) {
    return null;
  }
  return (
    <p id={`${fieldId}-error`} className="field__error">
      {message}
    </p>
  );
}
