import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'design-system/i18n/language';
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
afterEach(() => {
  vi.unstubAllGlobals();
  setLanguage('en');
});
const _sent = (method: string, url: string) => sentIn(calls, method, url);

describe('CustomerProfilePage as admin (view only)', () => {
  beforeEach(() => signInAs('admin'));

  it('disables every field, hides save and action buttons, and shows a read-only Auto-Pay badge', async () => {
    renderProfile();
    const pass = await section();
    // Why, and which role can serve the customer (the capability table's own answer).
    const notice = screen.getByText(/^Your role \(Admin\) can look at customers/);
    expect(notice).toHaveTextContent(
      'Your role (Admin) can look at customers but, by the garage’s rules, cannot serve them: no changes to the customer, their passes, cards or Auto-Pay. To serve a customer, sign in with an Ambassador or Manager account.',
    );
    expect(screen.getByText('View only')).toBeInTheDocument();
    for (const field of screen.getAllByRole('textbox')) expect(field).toBeDisabled();
    for (const field of screen.getAllByRole('combobox')) expect(field).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^Save/ })).toBeNull();
    for (const name of ['Cancel pass', 'Refund and cancel', 'Ban Car', 'Pick card', 'Change plate']) {
      expect(within(pass).queryByRole('button', { name })).toBeNull();
    }
    expect(within(pass).queryByRole('checkbox')).toBeNull();
    expect(within(pass).getByText('Auto-Pay: on')).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('reactivation-info'))).toBe(false);
  });
});

describe('CustomerProfilePage as admin, in Spanish', () => {
  beforeEach(() => signInAs('admin'));

  it('names the role that can serve the customer', async () => {
    setLanguage('es');
    renderProfile();
    await section();
    expect(screen.getByText('Solo lectura')).toBeInTheDocument();
    expect(screen.getByText(/^Su rol \(Administrador\) puede consultar a los clientes/)).toHaveTextContent(
      'Para atender a un cliente, inicie sesión con una cuenta de Embajador o Gerente.',
    );
  });
});

describe('CustomerProfilePage for a customer that does not exist', () => {
  beforeEach(() => signInAs('ambassador'));

  it('says so and leads back to the list, with no Try again that can only fail', async () => {
    routes['GET /api/clients/99999/profile'] = {
      status: 404,
      body: { error: 'Customer not found', code: 'customer_not_found' },
    };
    renderProfile('/admin/customers/99999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer not found' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'There is no customer number 99999. The link may be old or mistyped: find the customer in the list.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to customers' })).toHaveAttribute(
      'href',
      '/admin/customers',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('in Spanish, and for a link that names no customer at all (no call is made)', async () => {
    setLanguage('es');
    renderProfile('/admin/customers/abc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cliente no encontrado' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Este enlace no indica ningún cliente. Busque al cliente en la lista.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a clientes' })).toBeInTheDocument();
    expect(calls.some((call) => call.path.includes('/profile'))).toBe(false);
  });

  it('still offers Try again when the server failed, and it reads the profile again', async () => {
    routes['GET /api/clients/4/profile'] = { status: 500, body: { error: 'Boom', code: 'internal_error' } };
    const user = userEvent.setup();
    renderProfile();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    routes['GET /api/clients/4/profile'] = { status: 200, body: profile };
    await user.click(retry);
    expect(await section()).toBeInTheDocument();
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
