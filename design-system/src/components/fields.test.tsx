import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';
import { NumberField } from './number-field';
import { Select } from './select';
import { TextArea } from './text-area';
import { TextField } from './text-field';

describe('TextField', () => {
  it('labels the input and links hint and error with aria-describedby', () => {
    render(
      <TextField
        label="E-mail"
        hint="We send the receipt here."
        error="Invalid email address"
        type="email"
        autoComplete="email"
        required
      />,
    );
    const input = screen.getByRole('textbox', { name: /E-mail/ });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toBeRequired();
    expect(input).toBeInvalid();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We send the receipt here. Invalid email address');
  });

  it('is not invalid without an error, forwards ref and input props', async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    render(<TextField ref={ref} label="Plate" onChange={onChange} maxLength={15} placeholder="ABC123" />);
    const input = screen.getByRole('textbox', { name: 'Plate' });
    expect(ref.current).toBe(input);
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).toHaveAttribute('maxlength', '15');
    await user.type(input, 'AB');
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});

describe('NumberField', () => {
  it('reports parsed numbers and null for empty input', async () => {
    const user = userEvent.setup();
    const values: Array<number | null> = [];
    render(<NumberField label="Price (USD)" min={0} onValueChange={(v) => values.push(v)} />);
    const input = screen.getByRole('spinbutton', { name: 'Price (USD)' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await user.type(input, '25');
    await user.clear(input);
    expect(values).toEqual([2, 25, null]);
  });
});

describe('Select', () => {
  it('is a labelled native select with a placeholder and an error', async () => {
    const user = userEvent.setup();
    render(
      <Select
        label="Status"
        placeholder="All"
        options={[
          { value: 'live', label: 'Live' },
          { value: 'expired', label: 'Expired' },
        ]}
        error="Pick one"
        defaultValue=""
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Pick one');
    await user.selectOptions(select, 'expired');
    expect(select).toHaveValue('expired');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['All', 'Live', 'Expired']);
  });
});

describe('Checkbox and TextArea', () => {
  it('checkbox toggles by its label and shows its error', async () => {
    const user = userEvent.setup();
    render(<Checkbox label="I accept the terms" error="Required" />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    await user.click(screen.getByText('I accept the terms'));
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription('Required');
  });

  it('text area is labelled', () => {
    render(<TextArea label="Body" defaultValue="Hello" />);
    expect(screen.getByRole('textbox', { name: 'Body' })).toHaveValue('Hello');
  });
});
