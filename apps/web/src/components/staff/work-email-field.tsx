import type { ChangeEvent } from 'react';
import { STAFF_MESSAGES } from '@app/domain/messages/staff';
import { TextField } from '../ui/text-field';

interface WorkEmailFieldProps {
  id: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
}

/**
 * The care team's work email, as the sign-in and the password reset ask it: the password
 * manager's username, never capitalised or spell-checked.
 */
export function WorkEmailField({ id, value, error, onChange, onBlur }: WorkEmailFieldProps) {
  return (
    <TextField
      id={id}
      name="email"
      type="email"
      label={STAFF_MESSAGES.staffSignIn.email}
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      value={value}
      error={error}
      onChange={onChange}
      onBlur={onBlur}
    />
  );
}
