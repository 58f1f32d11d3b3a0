import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify, TOAST_AUTO_CLOSE_MS, TOAST_LIMIT, ToastHost } from './toast';

afterEach(() => {
  act(() => notify.dismiss());
});

describe('toasts', () => {
  it('uses the SPEC defaults', () => {
    expect(TOAST_AUTO_CLOSE_MS).toBe(5000);
    expect(TOAST_LIMIT).toBe(20);
  });

  it('loads nothing of react-toastify until the first toast', () => {
    const { container } = render(<ToastHost />);
    expect(container).toBeEmptyDOMElement();
    expect(document.querySelector('.Toastify')).toBeNull();
  });

  it('notify.* called anywhere renders in the one ToastHost', async () => {
    render(<ToastHost />);
    act(() => {
      notify.success('Status updated');
      notify.error('Server error');
    });
    expect(await screen.findByText('Status updated')).toBeInTheDocument();
    expect(await screen.findByText('Server error')).toBeInTheDocument();
    // Errors interrupt, successes are polite.
    expect(screen.getByText('Server error').closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByText('Status updated').closest('[role="status"]')).not.toBeNull();
    expect(screen.getAllByRole('button', { name: 'Close notification' }).length).toBeGreaterThanOrEqual(2);
    expect(document.querySelector('.Toastify__toast-container--top-right')).not.toBeNull();
  });

  it('deduplicates by toastId', async () => {
    render(<ToastHost />);
    act(() => {
      notify.info('Limit updated', { toastId: 'limit' });
      notify.info('Limit updated', { toastId: 'limit' });
    });
    expect(await screen.findAllByText('Limit updated')).toHaveLength(1);
  });

  it('replaces the toast of the same subject instead of showing both', async () => {
    render(<ToastHost />);
    act(() => {
      notify.success('Autopay is off.', { toastId: 'autopay' });
    });
    expect(await screen.findByText('Autopay is off.')).toBeInTheDocument();
    act(() => {
      notify.success('Autopay is on.', { toastId: 'autopay' });
    });
    expect(await screen.findByText('Autopay is on.')).toBeInTheDocument();
    expect(screen.queryByText('Autopay is off.')).not.toBeInTheDocument();
  });

  it('keeps toasts of different subjects side by side', async () => {
    render(<ToastHost />);
    act(() => {
      notify.success('Link sent.', { toastId: 'link' });
      notify.success('Autopay is on.', { toastId: 'autopay' });
    });
    expect(await screen.findByText('Link sent.')).toBeInTheDocument();
    expect(await screen.findByText('Autopay is on.')).toBeInTheDocument();
  });

  it("shows every bundle's toasts, though each bundle has its own copy of this module", async () => {
    // Two bundles' copies: fresh evaluations of the module, as the shell's and a remote's builds carry it.
    vi.resetModules();
    const shell = await import('./toast');
    vi.resetModules();
    const remote = await import('./toast');
    expect(remote.notify).not.toBe(shell.notify);
    render(<shell.ToastHost />);
    act(() => {
      shell.notify.success('Shell says hello.');
      remote.notify.success('Remote says hello.');
    });
    expect(await screen.findByText('Shell says hello.')).toBeInTheDocument();
    expect(await screen.findByText('Remote says hello.')).toBeInTheDocument();
  });
});
