import { render, screen } from '@testing-library/react';
import { act, createElement, Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Which page modules were asked for, recorded by the mocks below (hoisted with them).
const requested = vi.hoisted(() => new Set<string>());
// The payments page's code arrives when the test opens this gate (the page download, held).
const paymentsCode = vi.hoisted(() => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
});
vi.mock('./features/payments/payments-page', async () => {
  requested.add('payments');
  await paymentsCode.opened;
  return { PaymentsPage: () => createElement('h1', null, 'Payments page') };
});
vi.mock('./features/renew/renew-page', () => {
  requested.add('renew');
  return { RenewPage: () => null };
});

afterEach(() => {
  requested.clear();
  window.history.replaceState(null, '', '/');
  vi.resetModules();
});

describe('the portal opened at a page', () => {
  it("starts loading that page's code when the portal's module loads, while the first view is shown", async () => {
    window.history.replaceState(null, '', '/payments/');
    await import('./app');
    await vi.waitFor(() => expect(requested).toEqual(new Set(['payments'])));
  });

  it('loads no page for an address that is not one', async () => {
    window.history.replaceState(null, '', '/nothing-here');
    await import('./app');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requested).toEqual(new Set());
  });

  it("keeps the shell's loading state (the first view) until the page's code is there: no spinner in its place", async () => {
    window.history.replaceState(null, '', '/payments');
    const { default: PortalApp } = await import('./app');
    await act(async () =>
      render(
        createElement(
          Suspense,
          { fallback: createElement('p', null, 'first view') },
          createElement(MemoryRouter, { initialEntries: ['/payments'] }, createElement(PortalApp)),
        ),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('first view')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => paymentsCode.open());
    expect(await screen.findByRole('heading', { name: 'Payments page' })).toBeInTheDocument();
    expect(screen.queryByText('first view')).toBeNull();
  });
});
