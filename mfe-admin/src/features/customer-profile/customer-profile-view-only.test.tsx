import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeCall, FakeRoute } from '../../../test/fake-api';
import {
  pass,
  profile,
  renderProfile,
  section,
  sentIn,
  stubProfileApi,
} from '../../../test/profile-fixtures';
import { signInAs } from '../../../test/staff-token';

let routes: Record<string, FakeRoute>;
let calls: FakeCall[];
beforeEach(() => {
  ({ routes, calls } = stubProfileApi());
});
afterEach(() => vi.unstubAllGlobals());
const _sent = (method: string, url: string) => sentIn(calls, method, url);

describe('CustomerProfilePage as admin (view only)', () => {
  beforeEach(() => signInAs('admin'));

  it('disables every field, hides save and action buttons, and shows a read-only Auto-Pay badge', async () => {
    renderProfile();
    const pass = await section();
    expect(screen.getByText('View only: your role cannot change this customer.')).toBeInTheDocument();
    for (const field of screen.getAllByRole('textbox')) expect(field).toBeDisabled();
    for (const field of screen.getAllByRole('combobox')) expect(field).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Save/ })).toBeNull();
    for (const name of ['Cancel pass', 'Refund and cancel', 'Ban Car', 'Pick card']) {
      expect(within(pass).queryByRole('button', { name })).toBeNull();
    }
    expect(within(pass).queryByRole('checkbox')).toBeNull();
    expect(within(pass).getByText('Auto-Pay: on')).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('reactivation-info'))).toBe(false);
  });
});

describe('CustomerProfilePage lazy invoices', () => {
  beforeEach(() => signInAs('admin'));

  it('prefetches 4 tables and loads the rest when scrolled within reach', async () => {
    const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observers.push({ callback, options });
        }
        observe() {}
        disconnect() {}
      },
    );
    const passes = [1, 2, 3, 4, 5, 6].map((n) => ({ ...pass, id: n, plate: `P${n}` }));
    routes['GET /api/clients/4/profile'] = { status: 200, body: { ...profile, subscriptions: passes } };
    for (const n of [1, 2, 3, 4, 5, 6])
      routes[`GET /api/subscriptions/${n}/invoices`] = { status: 200, body: [] };
    const invoiceCalls = () => calls.filter((call) => call.url.endsWith('/invoices')).map((call) => call.url);

    renderProfile();
    await section('Toyota Corolla · P6');
    await waitFor(() => expect(invoiceCalls()).toHaveLength(4));
    expect(invoiceCalls()).toEqual([1, 2, 3, 4].map((n) => `/api/subscriptions/${n}/invoices`));
    expect(observers).toHaveLength(2);
    expect(observers[0]?.options?.rootMargin).toBe('120px');

    act(() =>
      observers[1]?.callback(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    await waitFor(() => expect(invoiceCalls()).toContain('/api/subscriptions/6/invoices'));
    expect(invoiceCalls()).not.toContain('/api/subscriptions/5/invoices');
  });
});
