import type { ComponentProps, MouseEvent } from 'react';
import { cx } from '../internal/cx';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
}

/**
 * The button classes, for links that look like buttons:
 * `<Link to="/" className={buttonClassName({ variant: 'secondary' })}>Go home</Link>`
 */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  className,
}: ButtonStyleOptions = {}): string {
  return cx(
    'ds-button',
    `ds-button--${variant}`,
    `ds-button--${size}`,
    fullWidth && 'ds-button--full',
    className,
  );
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /**
   * Shows a spinner, sets aria-busy and ignores clicks (and form submission) while true.
   * The button stays focusable (aria-disabled) so keyboard focus is not lost.
   */
  loading?: boolean;
}

/** `<Button variant="danger" loading={saving} onClick={...}>Delete</Button>` — type defaults to "button". */
export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  className,
  type = 'button',
  onClick,
  children,
  'aria-disabled': ariaDisabled,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      type={type}
      {...rest}
      className={buttonClassName({
        variant,
        size,
        fullWidth,
        className: cx(loading && 'ds-button--loading', className),
      })}
      aria-busy={loading || undefined}
      aria-disabled={loading ? true : ariaDisabled}
      onClick={handleClick}
    >
      {loading ? <span className="ds-button__spinner" aria-hidden="true" /> : null}
      <span className="ds-button__label">{children}</span>
    </button>
  );
}
