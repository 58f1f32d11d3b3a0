import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../internal/cx';
import { Field } from './field';

export interface TextAreaProps extends Omit<ComponentProps<'textarea'>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  hideLabel?: boolean;
  fieldClassName?: string;
}

/** Multi-line text with label, hint and error; all <textarea> props and `ref` pass through. */
export function TextArea({
  label,
  hint,
  error,
  hideLabel,
  fieldClassName,
  className,
  id,
  required,
  rows = 5,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ref,
  ...textareaProps
}: TextAreaProps) {
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
        <textarea
          ref={ref}
          rows={rows}
          required={required}
          {...textareaProps}
          {...control}
          aria-invalid={control['aria-invalid'] ?? ariaInvalid}
          className={cx('ds-input', className)}
        />
      )}
    </Field>
  );
}
