import { type ComponentProps, type ReactNode, useId } from 'react';
import { cx } from '../internal/cx';
import './checkbox.css';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type' | 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  fieldClassName?: string;
}

/** Checkbox with a clickable label (44 px tall), hint and error; input props and `ref` pass through. */
export function Checkbox({
  label,
  hint,
  error,
  fieldClassName,
  className,
  id,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ref,
  ...inputProps
}: CheckboxProps) {
  const autoId = useId();
  const inputId = id ?? `ds-checkbox-${autoId}`;
  const hasHint = hint !== undefined && hint !== null && hint !== false && hint !== '';
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedByIds = [
    describedBy,
    hasHint ? `${inputId}-hint` : undefined,
    hasError ? `${inputId}-error` : undefined,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={cx('ds-checkbox', hasError && 'ds-checkbox--invalid', fieldClassName)}>
      <div className="ds-checkbox__row">
        <input
          ref={ref}
          type="checkbox"
          {...inputProps}
          id={inputId}
          aria-invalid={hasError ? true : ariaInvalid}
          aria-describedby={describedByIds || undefined}
          className={cx('ds-checkbox__input', className)}
        />
        <label htmlFor={inputId} className="ds-checkbox__label">
          {label}
        </label>
      </div>
      {hasHint ? (
        <p id={`${inputId}-hint`} className="ds-checkbox__hint">
          {hint}
        </p>
      ) : null}
      {hasError ? (
        <p id={`${inputId}-error`} className="ds-checkbox__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
