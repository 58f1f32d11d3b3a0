import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../internal/cx';
import { Field } from './field';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  hideLabel?: boolean;
  /** Class of the wrapper (`className` goes on the <input>). */
  fieldClassName?: string;
}

/**
 * Text input with label, hint and error. Every input prop (value, onChange, type, autoComplete,
 * inputMode, required, ...) and `ref` go to the <input>.
 */
export function TextField({
  label,
  hint,
  error,
  hideLabel,
  fieldClassName,
  className,
  id,
  required,
  type = 'text',
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ref,
  ...inputProps
}: TextFieldProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      id={id}
      required={required}
      hideLabel={hideLabel}
      describedBy={describedBy}
      className={fieldClassName}
    >
      {(control) => (
        <input
          ref={ref}
          type={type}
          required={required}
          {...inputProps}
          {...control}
          aria-invalid={control['aria-invalid'] ?? ariaInvalid}
          className={cx('ds-input', className)}
        />
      )}
    </Field>
  );
}
