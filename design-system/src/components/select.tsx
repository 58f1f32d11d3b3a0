import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../internal/cx';
import { Field } from './field';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends ComponentProps<'select'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  hideLabel?: boolean;
  fieldClassName?: string;
  /** Options to render; or pass <option> children. */
  options?: readonly SelectOption[];
  /** Options under headings (<optgroup>), after `options`. */
  groups?: readonly { label: string; options: readonly SelectOption[] }[];
  /** Adds a first option with value '' and this text (e.g. 'Choose…'). */
  placeholder?: string;
}

/** Native <select> with label, hint and error; all <select> props and `ref` pass through. */
export function Select({
  label,
  hint,
  error,
  hideLabel,
  fieldClassName,
  className,
  id,
  required,
  options,
  groups,
  placeholder,
  children,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ref,
  ...selectProps
}: SelectProps) {
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
        <select
          ref={ref}
          required={required}
          {...selectProps}
          {...control}
          aria-invalid={control['aria-invalid'] ?? ariaInvalid}
          className={cx('ds-input', className)}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options?.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {groups?.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((option) => (
                <option key={option.value} value={option.value} disabled={option.disabled}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ))}
          {children}
        </select>
      )}
    </Field>
  );
}
