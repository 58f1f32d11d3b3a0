import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClientProfile, ProfileInvoice, ProfileSubscription } from 'api/contract/admin-customers';
import type { Card } from 'api/contract/cards';
import { hasDirtyForm } from 'design-system/forms/dirty-form';
import { setLanguage } from 'design-system/i18n/language';
import { ToastHost } from 'design-system/toast/toast';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeCall, type FakeRoute, stubApi } from '../../../test/fake-api';
import { signInAs } from '../../../test/staff-token';
import { CustomerProfilePage } from './customer-profile-page';

const pass: ProfileSubscription = {
  id: 9,
  client_id: 4,
  status_key: 'active',
  car_status_key: null,
  vehicle_type: 'car',
  make: 'Toyota',
  car_model: 'Corolla',
  car_id: 21,
  color: 'Blue',
  year: 2019,
  plate: 'ABC123',
  card_id: null,
  card_code: null,
  card_status_key: null,
  location_id: 1,
  location_name: 'Main garage',
  autopay: true,
  start_date: '2026-11-01',
  current_period_start: '2026-11-01',
  next_renewal_date: '2026-12-01',
  days_left: 8,
  discount_cycles_left: 2,
  type: 'autopay',
  plan_name: 'Monthly autopay',
  has_invoices: true,
  customer_name: 'Ana Ruiz',
};
const profile: ClientProfile = {
  customer: {
    id: 4,
    first_name: 'Ana',
    last_name: 'Ruiz',
    email: 'ana@example.com',
    phone_dial: '+1',
    phone: '5551234',
    language: 'en',
    invite_pending: false,
    created_at: '2026-11-01T10:00:00Z',
  },
  address: { line1: '1 Main St', line2: '', city: 'Austin', state: 'TX', zip_code: '78701', country: 'USA' },
  subscriptions: [pass],
  vehicles: [],
};
const invoice: ProfileInvoice = {
  id: 70,
  paid_at: '2026-11-01T18:00:00Z',
  created_at: '2026-11-01T18:00:00Z',
  amount_cents: 25000,
  status_key: 'paid',
  concept: 'Monthly autopay',
};
const card = (id: number, code: string): Card => ({
  id,
  code,
  serial_number: null,
  plate: null,
  status_key: 'unassigned',
  customer_name: null,
  subscription_id: null,
  client_id: null,
  location_id: 1,
});
const noPrevious = { has_prev: false, prev_card_id: null, previous_card: null, can_assign_same: false };

let routes: Record<string, FakeRoute>;
let calls: FakeCall[];

beforeEach(() => {
  routes = {
    'GET /api/clients/4/profile': { status: 200, body: profile },
    'GET /api/subscriptions/9/invoices': { status: 200, body: [invoice] },
    'GET /api/subscriptions/9/reactivation-info': { status: 200, body: noPrevious },
    'GET /api/cards?status=unassigned&locationId=1': {
      status: 200,
      body: [card(1, '0101'), card(2, '0102')],
    },
  };
  calls = stubApi(routes);
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => vi.unstubAllGlobals());

function renderProfile(path = '/admin/customers/4') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/customers/:id" element={<CustomerProfilePage />} />
        <Route path="/admin/customers" element={<CustomerProfilePage />} />
      </Routes>
      <ToastHost />
    </MemoryRouter>,
  );
}

const section = async (name = 'Toyota Corolla · ABC123') =>
  screen.findByRole('region', { name }).catch(async () => {
    const heading = await screen.findByRole('heading', { name });
    return heading.closest('section') as HTMLElement;
  });
const sent = (method: string, url: string) =>
  calls.filter((call) => call.method === method && call.url === url);

describe('CustomerProfilePage as ambassador', () => {
  beforeEach(() => signInAs('ambassador'));

  it('shows the pass: status, type, vehicle, dates, discount cycles and its invoices', async () => {
    renderProfile();
    const pass = await section();
    expect(within(pass).getByText('Active')).toBeInTheDocument();
    expect(within(pass).getByText('Car', { selector: 'span' })).toBeInTheDocument();
    expect(within(pass).getByText('Toyota · Corolla · Blue · 2019')).toBeInTheDocument();
    expect(within(pass).getByText('11-01-2026')).toBeInTheDocument();
    expect(within(pass).getByText('11-01-2026 – 12-01-2026')).toBeInTheDocument();
    expect(within(pass).getByText('Discount cycle left').nextSibling).toHaveTextContent('2');
    const invoices = within(pass).getByRole('table', { name: 'Invoices' });
    expect(await within(invoices).findByText('2026-11-01')).toBeInTheDocument();
    expect(within(invoices).getByText('$250.00')).toBeInTheDocument();
    expect(within(invoices).getByText('Paid')).toBeInTheDocument();
  });

  it('opens from ?client= too and scrolls to #card', async () => {
    renderProfile('/admin/customers?client=4#card');
    await section();
    expect(document.getElementById('card')).toHaveTextContent('No card assigned');
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('refunds and cancels after the exact confirmation, then says Refund processed', async () => {
    routes['PATCH /api/subscriptions/9/refund-cancel'] = () => {
      routes['GET /api/clients/4/profile'] = {
        status: 200,
        body: { ...profile, subscriptions: [{ ...pass, status_key: 'refunded' }] },
      };
      return { status: 200, body: { refund: { invoice_id: 70, amount_cents: 25000 } } };
    };
    const user = userEvent.setup();
    renderProfile();
    await user.click(within(await section()).getByRole('button', { name: 'Refund and cancel' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Refund and cancel?' });
    expect(dialog).toHaveTextContent('This will cancel the subscription and issue a full refund.');
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, refund' }));
    expect(await screen.findByText('Refund processed')).toBeInTheDocument();
    expect(sent('PATCH', '/api/subscriptions/9/refund-cancel')).toHaveLength(1);
    expect(await within(await section()).findByText('Refunded')).toBeInTheDocument();
    expect(within(await section()).queryByRole('button', { name: 'Refund and cancel' })).toBeNull();
  });

  it('Back in the refund dialog sends nothing', async () => {
    const user = userEvent.setup();
    renderProfile();
    await user.click(within(await section()).getByRole('button', { name: 'Refund and cancel' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls.some((call) => call.method !== 'GET')).toBe(false);
  });

  it('shows a refund failure in the staff language', async () => {
    routes['PATCH /api/subscriptions/9/refund-cancel'] = {
      status: 502,
      body: { error: 'Provider said no', code: 'refund_failed' },
    };
    const user = userEvent.setup();
    renderProfile();
    await user.click(within(await section()).getByRole('button', { name: 'Refund and cancel' }));
    await user.click(screen.getByRole('button', { name: 'Yes, refund' }));
    expect(await screen.findByText(/refund/i, { selector: '.Toastify *' })).toBeInTheDocument();
    expect(screen.queryByText('Provider said no')).toBeNull();
  });

  it('bans only after two confirmations and says Vehicle banned', async () => {
    routes['POST /api/subscriptions/9/ban'] = { status: 200, body: {} };
    const user = userEvent.setup();
    renderProfile();
    await user.click(within(await section()).getByRole('button', { name: 'Ban Car' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Ban this car?' })).getByRole('button', {
        name: 'Ban car',
      }),
    );
    const second = await screen.findByRole('alertdialog', { name: 'Are you sure?' });
    expect(sent('POST', '/api/subscriptions/9/ban')).toHaveLength(0);
    await user.click(within(second).getByRole('button', { name: 'Yes, ban it' }));
    expect(await screen.findByText('Vehicle banned')).toBeInTheDocument();
    expect(sent('POST', '/api/subscriptions/9/ban')).toHaveLength(1);
  });

  it('backing out of the second ban confirmation bans nothing', async () => {
    const user = userEvent.setup();
    renderProfile();
    await user.click(within(await section()).getByRole('button', { name: 'Ban Car' }));
    await user.click(screen.getByRole('button', { name: 'Ban car' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Are you sure?' })).getByRole('button', {
        name: 'Back',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('picks a card: Assign waits for a choice, then assigns and reloads the list next time', async () => {
    routes['PATCH /api/subscriptions/9'] = { status: 200, body: {} };
    const user = userEvent.setup();
    renderProfile();
    await user.click(within(await section()).getByRole('button', { name: 'Pick card' }));
    const dialog = screen.getByRole('dialog', { name: 'Select a card' });
    const assign = within(dialog).getByRole('button', { name: 'Assign' });
    expect(assign).toBeDisabled();
    await user.click(await within(dialog).findByLabelText('Card #0102'));
    expect(assign).toBeEnabled();
    await user.click(assign);
    expect(await screen.findByText('Card assigned')).toBeInTheDocument();
    // The card this view showed (none): the server refuses a second tap instead of replacing.
    expect(sent('PATCH', '/api/subscriptions/9')[0]?.body).toEqual({ card_id: 2, expected_card_id: null });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it.each([
    [
      'en',
      'This pass was given another card a moment ago, so nothing was changed. Reload the page to see it.',
    ],
    [
      'es',
      'Este pase recibió otra tarjeta hace un momento, así que no se cambió nada. Recargue la página para verla.',
    ],
  ] as const)(
    'says why an assignment was refused when the pass got another card meanwhile (%s)',
    async (language, text) => {
      setLanguage(language);
      routes['PATCH /api/subscriptions/9'] = {
        status: 409,
        body: { error: 'This pass was given another card a moment ago.', code: 'card_assignment_conflict' },
      };
      const user = userEvent.setup();
      try {
        renderProfile();
        const pick = language === 'en' ? 'Pick card' : /tarjeta/i;
        await user.click(within(await section()).getAllByRole('button', { name: pick })[0] as HTMLElement);
        const dialog = screen.getByRole('dialog');
        await user.click(await within(dialog).findByLabelText(/0102/));
        await user.click(
          within(dialog).getByRole('button', { name: language === 'en' ? 'Assign' : 'Asignar' }),
        );
        expect(await screen.findByText(text)).toBeInTheDocument();
      } finally {
        setLanguage('en');
      }
    },
  );

  it('keeps the card list per location: a second opening asks nothing', async () => {
    const user = userEvent.setup();
    renderProfile();
    await user.click(within(await section()).getByRole('button', { name: 'Pick card' }));
    await screen.findByLabelText('Card #0101');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(await section()).getByRole('button', { name: 'Pick card' }));
    await screen.findByLabelText('Card #0101');
    expect(sent('GET', '/api/cards?status=unassigned&locationId=1')).toHaveLength(1);
  });

  it('says when it shows only the first 100 unassigned cards, and not below that', async () => {
    routes['GET /api/cards?status=unassigned&locationId=1'] = {
      status: 200,
      body: Array.from({ length: 100 }, (_, i) => card(i + 1, String(1000 + i))),
    };
    const user = userEvent.setup();
    renderProfile();
    await user.click(within(await section()).getByRole('button', { name: 'Pick card' }));
    expect(await screen.findByText('Showing the first 100 unassigned cards')).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(100);
  });

  it('keeps quiet about a limit when the garage has fewer cards', async () => {
    const user = userEvent.setup();
    renderProfile();
    await user.click(within(await section()).getByRole('button', { name: 'Pick card' }));
    await screen.findByLabelText('Card #0101');
    expect(screen.queryByText(/Showing the first/)).toBeNull();
  });

  it('says No unassigned cards available', async () => {
    routes['GET /api/cards?status=unassigned&locationId=1'] = { status: 200, body: [] };
    const user = userEvent.setup();
    renderProfile();
    await user.click(within(await section()).getByRole('button', { name: 'Pick card' }));
    expect(await screen.findByText('No unassigned cards available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Assign' })).toBeDisabled();
  });

  it('offers Assign same card when the previous card is free, saying Card re-assigned (same)', async () => {
    routes['GET /api/subscriptions/9/reactivation-info'] = {
      status: 200,
      body: { has_prev: true, prev_card_id: 5, previous_card: '0077', can_assign_same: true },
    };
    routes['PATCH /api/subscriptions/9'] = { status: 200, body: {} };
    const user = userEvent.setup();
    renderProfile();
    await user.click(await within(await section()).findByRole('button', { name: 'Assign same card (0077)' }));
    expect(await screen.findByText('Card re-assigned (same)')).toBeInTheDocument();
    expect(sent('PATCH', '/api/subscriptions/9')[0]?.body).toEqual({ card_id: 5, expected_card_id: null });
  });

  it('edits the vehicle with the plate read-only and the year from a list', async () => {
    routes['PUT /api/vehicles/21'] = { status: 200, body: {} };
    const user = userEvent.setup();
    renderProfile();
    const pass = await section();
    expect(within(pass).getByLabelText(/^Plate/)).toHaveAttribute('readonly');
    const year = within(pass).getByLabelText('Year');
    expect(within(year).getAllByRole('option').at(-1)).toHaveTextContent('1925');
    expect(within(year).getAllByRole('option')[0]).toHaveTextContent(String(new Date().getFullYear() + 1));
    await user.selectOptions(year, '2021');
    await user.selectOptions(within(pass).getByLabelText('Colour'), '');
    expect(hasDirtyForm()).toBe(true);
    await user.click(within(pass).getByRole('button', { name: 'Save vehicle' }));
    expect(await screen.findByText('Vehicle updated')).toBeInTheDocument();
    expect(sent('PUT', '/api/vehicles/21')[0]?.body).toEqual({
      type: 'car',
      make: 'Toyota',
      model: 'Corolla',
      color: null,
      year: 2021,
    });
  });

  it('saves Customer Info and Address with their toasts', async () => {
    routes['PUT /api/clients/4'] = { status: 200, body: {} };
    routes['PUT /api/clients/4/address'] = { status: 200, body: {} };
    const user = userEvent.setup();
    renderProfile();
    const info = (await screen.findByRole('form', { name: 'Customer Info' })) as HTMLElement;
    await user.clear(within(info).getByLabelText(/^Last name/));
    await user.type(within(info).getByLabelText(/^Last name/), 'Ruiz Paz');
    await user.click(within(info).getByRole('button', { name: 'Save customer' }));
    expect(await screen.findByText('Customer updated')).toBeInTheDocument();
    expect(sent('PUT', '/api/clients/4')[0]?.body).toMatchObject({
      last_name: 'Ruiz Paz',
      email: 'ana@example.com',
    });

    const address = screen.getByRole('form', { name: 'Address' });
    await user.type(within(address).getByLabelText(/^Address line 2/), 'Apt 5');
    await user.click(within(address).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Address updated')).toBeInTheDocument();
    expect(sent('PUT', '/api/clients/4/address')[0]?.body).toMatchObject({ line2: 'Apt 5', city: 'Austin' });
  });

  it('offers the payment link for a canceled pass, and greys a pass-less row', async () => {
    routes['GET /api/clients/4/profile'] = {
      status: 200,
      body: {
        ...profile,
        subscriptions: [
          { ...pass, status_key: 'canceled' },
          { ...pass, id: 10, plate: 'NOP1', status_key: 'none', has_invoices: false },
        ],
      },
    };
    routes['GET /api/subscriptions/10/invoices'] = { status: 200, body: [] };
    routes['POST /api/subscriptions/9/send-renewal-email'] = {
      status: 200,
      body: { sent_to: 'ana@example.com' },
    };
    const user = userEvent.setup();
    renderProfile();
    const canceled = await section();
    expect(within(canceled).queryByRole('checkbox', { name: 'Auto-Pay' })).toBeNull();
    expect(within(canceled).queryByRole('button', { name: 'Pick card' })).toBeNull();
    await user.click(within(canceled).getByRole('button', { name: 'Resend payment link' }));
    expect(await screen.findByText('Payment link sent to ana@example.com')).toBeInTheDocument();
    const none = await section('Toyota Corolla · NOP1');
    expect(none).toHaveClass('pass-section--none');
    expect(within(none).getByText('No subscription')).toBeInTheDocument();
  });

  it('toggles autopay for an active pass', async () => {
    routes['PATCH /api/subscriptions/9'] = { status: 200, body: {} };
    const user = userEvent.setup();
    renderProfile();
    await user.click(within(await section()).getByRole('checkbox', { name: 'Auto-Pay' }));
    expect(await screen.findByText('Auto-Pay updated')).toBeInTheDocument();
    expect(sent('PATCH', '/api/subscriptions/9')[0]?.body).toEqual({ autopay: false });
  });
});

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
