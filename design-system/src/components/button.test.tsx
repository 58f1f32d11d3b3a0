import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonClassName } from './button';

describe('Button', () => {
  it('is a type="button" with variant and size classes', () => {
    render(
      <Button variant="danger" size="lg">
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('ds-button', 'ds-button--danger', 'ds-button--lg');
  });

  it('while loading: aria-busy, stays focusable, ignores clicks and form submission', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const form = document.createElement('form');
    form.addEventListener('submit', onSubmit);
    document.body.append(form);
    render(
      <Button type="submit" loading onClick={onClick}>
        Save
      </Button>,
      { container: form },
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    form.remove();
  });

  it('buttonClassName styles links like buttons', () => {
    expect(buttonClassName({ variant: 'secondary', fullWidth: true })).toBe(
      'ds-button ds-button--secondary ds-button--md ds-button--full',
    );
  });
});
