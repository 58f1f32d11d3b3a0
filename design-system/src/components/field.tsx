import { type ReactNode, useId } from 'react';
import { cx } from '../internal/cx';
import '../styles/utilities.css';
import './field.css';

/** Props a form control gets from <Field>: spread them on the input/select/textarea. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: ReactNode;
  /** Help text under the label, linked with aria-describedby. */
  hint?: ReactNode;
  /** Error text under the control; sets aria-invalid and is linked with aria-describedby. */
  error?: ReactNode;
  /** Id for the control (generated when absent). */
  id?: string;
  /** Shows a required marker (the control still needs `required` / `aria-required` itself). */
  required?: boolean;
  /** Visually hides the label (still read by screen readers). */
  hideLabel?: boolean;
  /** Extra ids for aria-describedby. */
  describedBy?: string;
  className?: string;
  /** Renders the control with the wiring props. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Label + hint + control + error, wired for screen readers. The building block of TextField,
 * NumberField, Select and TextArea; use it directly for custom controls (autocomplete, etc.):
 * `<Field label="State" error={err}>{(p) => <input {...p} role="combobox" ... />}</Field>`
 */
export function Field({
  label,
  hint,
  error,
  id,
  required,
  hideLabel,
  describedBy,
  className,
  children,
}: FieldProps) {
  const autoId = useId();
  const controlId = id ?? `ds-field-${autoId}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const hasHint = hint !== undefined && hint !== null && hint !== false && hint !== '';
  const describedByIds = [describedBy, hasHint ? hintId : undefined, hasError ? errorId : undefined]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={cx('ds-field', hasError && 'ds-field--invalid', className)}>
      <label htmlFor={controlId} className={cx('ds-field__label', hideLabel && 'ds-visually-hidden')}>
        {label}
        {required ? (
          <span className="ds-field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {hasHint ? (
        <p id={hintId} className="ds-field__hint">
          {hint}
        </p>
      ) : null}
      {children({
        id: controlId,
        'aria-invalid': hasError ? true : undefined,
        'aria-describedby': describedByIds || undefined,
      })}
      {hasError ? (
        <p id={errorId} className="ds-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
