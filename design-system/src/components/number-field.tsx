import type { ChangeEvent } from 'react';
import { TextField, type TextFieldProps } from './text-field';

export interface NumberFieldProps extends Omit<TextFieldProps, 'type'> {
  /** Called with the parsed number on every change (null when empty or not a number). */
  onValueChange?: (value: number | null) => void;
}

/**
 * Number input (type="number") with label, hint and error. The numeric keypad is used on phones:
 * 'numeric' for whole-number steps (default step 1), 'decimal' otherwise.
 * `<NumberField label="Price (USD)" min={0} step={1} value={price} onValueChange={setPrice} />`
 */
export function NumberField({ onValueChange, onChange, inputMode, step, ...props }: NumberFieldProps) {
  const wholeSteps = step === undefined || (step !== 'any' && Number.isInteger(Number(step)));
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    if (onValueChange) {
      const raw = event.currentTarget.value;
      const value = raw.trim() === '' ? Number.NaN : Number(raw);
      onValueChange(Number.isFinite(value) ? value : null);
    }
  };
  return (
    <TextField
      {...props}
      type="number"
      step={step}
      inputMode={inputMode ?? (wholeSteps ? 'numeric' : 'decimal')}
      onChange={handleChange}
    />
  );
}
