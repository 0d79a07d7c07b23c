import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'link';
  isLoading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button whose accessible name stays the same while loading; the spinner is decoration. While
 * loading it refuses presses through `aria-disabled`, not `disabled`: a disabled button loses
 * focus, and a keyboard or screen-reader user with it (ADR 139).
 */
export function Button({
  variant = 'primary',
  isLoading = false,
  type = 'button',
  disabled,
  className,
  children,
  ref,
  onClick,
  ...buttonProps
}: ButtonProps) {
  const classes = ['button', `button--${variant}`, className].filter(Boolean).join(' ');
  return (
    <button
      ref={ref}
      type={type}
      className={classes}
      disabled={disabled}
      aria-disabled={isLoading || undefined}
      aria-busy={isLoading || undefined}
      // Also stops the submit a press would make.
      onClick={isLoading ? refuse : onClick}
      {...buttonProps}
    >
      {isLoading ? <span className="button__spinner" aria-hidden="true" /> : null}
      <span>{children}</span>
    </button>
  );
}

function refuse(event: MouseEvent) {
  event.preventDefault();
}
