import { afterEach, describe, expect, it, vi } from 'vitest';

// Which page modules were asked for, recorded by the mocks below (hoisted with them).
const requested = vi.hoisted(() => new Set<string>());
vi.mock('./app/customers-entry', () => {
  requested.add('customers');
  return { CustomersEntry: () => null };
});
vi.mock('./features/plans/plans-page', () => {
  requested.add('plans');
  return { PlansPage: () => null };
});

afterEach(() => {
  requested.clear();
  window.history.replaceState(null, '', '/');
  vi.resetModules();
});

describe('the admin area opened at a page', () => {
  it("starts loading that page's code when the area's module loads, before anything renders", async () => {
    window.history.replaceState(null, '', '/admin/customers');
    await import('./app');
    await vi.waitFor(() => expect(requested).toEqual(new Set(['customers'])));
  });

  it('loads no page for an address that is not one', async () => {
    window.history.replaceState(null, '', '/admin/nothing-here');
    await import('./app');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requested).toEqual(new Set());
  });
});
