import type { ComponentProps } from 'react';
import { TextField } from './text-field';

type EmailFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'label' | 'autoCapitalize' | 'spellCheck'>;

/** The "Email address" input every form uses: the email keyboard, no capitals, no spelling marks. */
export function EmailField(props: EmailFieldProps) {
  return <TextField type="email" label="Email address" autoCapitalize="none" spellCheck={false} {...props} />;
}
