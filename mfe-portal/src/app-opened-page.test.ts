import { afterEach, describe, expect, it, vi } from 'vitest';

// Which page modules were asked for, recorded by the mocks below (hoisted with them).
const requested = vi.hoisted(() => new Set<string>());
vi.mock('./features/payments/payments-page', () => {
  requested.add('payments');
  return { PaymentsPage: () => null };
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
});
