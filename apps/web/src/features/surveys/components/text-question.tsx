import { useState } from 'react';
import type { Question } from '@app/domain/surveys';
import { FieldError } from '../../../components/ui/field-error';

interface TextQuestionProps {
  question: Question;
  headingId: string;
  value: string;
  /** The validators' message for the value, shown once the field has been left (000 §5). */
  issueMessage: string | undefined;
  onChange: (value: string) => void;
  /** The field was left: the answer is saved when it is valid. */
  onLeave: () => void;
}

// Longer answers (a medication list, notes) get a text area.
const TEXT_AREA_FROM_LENGTH = 200;

/** A free-text answer checked by the question's regex validators; the error shows on blur. */
export function TextQuestion({ question, headingId, value, issueMessage, onChange, onLeave }: TextQuestionProps) {
  const [isLeft, setIsLeft] = useState(false);
  const id = `survey-${question.id}`;
  const error = isLeft ? issueMessage : undefined;
  const common = {
    id,
    name: question.id,
    className: 'field__input',
    value,
    maxLength: question.maxLength,
    'aria-labelledby': headingId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    'aria-required': question.isRequired || undefined,
    onFocus: () => setIsLeft(false),
    onBlur: () => {
      setIsLeft(true);
      onLeave();
    },
  } as const;
  return (
    <div className="field survey-text">
      {question.maxLength >= TEXT_AREA_FROM_LENGTH ? (
        <textarea {...common} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} type="text" onChange={(event) => onChange(event.target.value)} />
      )}
      <FieldError fieldId={id} message={error} />
    </div>
  );
}
