import type { ReactNode } from 'react';

/** A field's label and, when given, its hint (which the control names in aria-describedby). */
export function FieldLabel({ id, label, hint }: { id: string; label: string; hint?: ReactNode }) {
  return (
    <>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {hint ? (
        <div id={`${id}-hint`} className="field__hint">
          {hint}
        </div>
      ) : null}
    </>
  );
}
