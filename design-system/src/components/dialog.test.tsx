import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { Dialog } from './dialog';
import { TextField } from './text-field';

function Example({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Send invoice</Button>
      <Dialog
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Send invoice email"
        description="The invoice goes to the customer."
        footer={<Button onClick={() => setOpen(false)}>Send</Button>}
      >
        <TextField label="Recipient" />
        <TextField label="Subject" />
      </Dialog>
    </>
  );
}

function WithInitialFocus() {
  const ref = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open onClose={() => {}} title="T" initialFocusRef={ref}>
      <TextField label="First" />
      <button type="button" ref={ref}>
        Target
      </button>
    </Dialog>
  );
}

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    render(<Dialog open={false} onClose={() => {}} title="Hidden" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is labelled by its title and described by its description', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Send invoice' }));
    const dialog = screen.getByRole('dialog', { name: 'Send invoice email' });
    expect(dialog).toHaveAccessibleDescription('The invoice goes to the customer.');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
  });

  it('focuses the first field, closes on Esc and returns focus to the opener', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Example onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Send invoice' });
    await user.click(opener);
    expect(screen.getByLabelText('Recipient')).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('traps Tab focus inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Send invoice' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const send = screen.getByRole('button', { name: 'Send' });

    await user.tab(); // Recipient -> Subject
    expect(screen.getByLabelText('Subject')).toHaveFocus();
    await user.tab(); // -> Send (last)
    expect(send).toHaveFocus();
    await user.tab(); // wraps to the first: the close button
    expect(close).toHaveFocus();
    await user.tab({ shift: true }); // wraps back to the last
    expect(send).toHaveFocus();
  });

  it('closes with the × button (translated label)', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Send invoice' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('focuses initialFocusRef when given', () => {
    render(<WithInitialFocus />);
    expect(screen.getByRole('button', { name: 'Target' })).toHaveFocus();
  });
});
