import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { ConfirmDialog, useConfirm } from './confirm-dialog';

describe('ConfirmDialog', () => {
  it('is an alertdialog with title, message and labelled buttons', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        open
        tone="danger"
        title="Refund and cancel?"
        message="This will cancel the subscription and issue a full refund."
        confirmLabel="Yes, refund"
        cancelLabel="Back"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Refund and cancel?' });
    expect(dialog).toHaveAccessibleDescription('This will cancel the subscription and issue a full refund.');
    // Danger: the safe choice has focus first.
    expect(screen.getByRole('button', { name: 'Back' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Yes, refund' })).toHaveClass('ds-button--danger');

    await user.click(screen.getByRole('button', { name: 'Yes, refund' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('uses translated default labels', () => {
    render(<ConfirmDialog open title="Sure?" onConfirm={() => {}} onCancel={() => {}} />);
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('while busy the confirm button shows loading and Esc does not cancel', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(<ConfirmDialog open busy title="Saving" onConfirm={() => {}} onCancel={onCancel} />);
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveAttribute('aria-busy', 'true');
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });
});

function BanCar({ onBan }: { onBan: () => void }) {
  const { confirm, confirmDialog } = useConfirm();
  const [result, setResult] = useState('');
  return (
    <>
      <Button
        onClick={async () => {
          const first = await confirm({ title: 'Ban this car?', tone: 'danger', confirmLabel: 'Ban' });
          if (!first) return setResult('kept');
          const second = await confirm({ title: 'Really ban?', confirmLabel: 'Yes, ban' });
          if (second) onBan();
          setResult(second ? 'banned' : 'kept');
        }}
      >
        Ban Car
      </Button>
      <p>{result}</p>
      {confirmDialog}
    </>
  );
}

describe('useConfirm', () => {
  it('resolves true/false and supports a double confirmation', async () => {
    const user = userEvent.setup();
    const onBan = vi.fn();
    render(<BanCar onBan={onBan} />);

    await user.click(screen.getByRole('button', { name: 'Ban Car' }));
    await user.click(screen.getByRole('button', { name: 'Ban' }));
    expect(await screen.findByRole('alertdialog', { name: 'Really ban?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, ban' }));
    expect(await screen.findByText('banned')).toBeInTheDocument();
    expect(onBan).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ban Car' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('kept')).toBeInTheDocument();
    expect(onBan).toHaveBeenCalledTimes(1);
  });
});
