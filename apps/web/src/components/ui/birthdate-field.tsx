import type { ComponentProps } from 'react';
import { TextField } from './text-field';

type BirthdateFieldProps = Omit<ComponentProps<typeof TextField>, 'label' | 'hint' | 'inputMode' | 'autoComplete' | 'placeholder' | 'maxLength'>;

/** The "Date of birth" input every form uses: mm/dd/yyyy, numeric keypad, the browser's birthday autofill. */
export function BirthdateField(props: BirthdateFieldProps) {
  return (
    <TextField
      label="Date of birth"
      hint="mm/dd/yyyy"
      inputMode="numeric"
      autoComplete="bday"
      placeholder="mm/dd/yyyy"
      maxLength={10}
      {...props}
    />
  );
}
