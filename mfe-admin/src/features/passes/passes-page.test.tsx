import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SubscriptionListRow } from 'api/contract/subscriptions';
import { ToastHost } from 'design-system/toast/toast';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeCall, type FakeRoute, stubApi } from '../../../test/fake-api';
import { LocationProbe } from '../../../test/location-probe';
import { renderWithQuery } from '../../../test/query-client';
import { signInAs } from '../../../test/staff-session';
import { PassesPage } from './passes-page';

const row = (id: number, changes: Partial<SubscriptionListRow> = {}): SubscriptionListRow => ({
  id,
  client_id: 100 + id,
  plate: `ABC${id}`,
  status_key: 'active',
  standing: 'live',
  start_date: '2026-10-01',
  current_period_start: '2026-11-01',
  next_renewal_date: '2026-11-30',
  customer_name: `Customer ${id}`,
  ...changes,
});

const LIST = 'GET /api/subscriptions';
let routes: Record<string, FakeRoute>;
let calls: FakeCall[];

beforeEach(() => {
  routes = { [LIST]: { status: 200, body: { data: [row(1)], total: 1 } } };
  calls = stubApi(routes);
  signInAs('ambassador');
});

afterEach(() => vi.unstubAllGlobals());

function renderPage(at = '/admin/passes') {
  return renderWithQuery(
    <MemoryRouter initialEntries={[at]}>
      <PassesPage />
      <LocationProbe />
      <ToastHost />
    </MemoryRouter>,
  );
}

const table = () => screen.getByRole('table', { name: 'Subscriptions' });
const lastRequest = () => calls.at(-1) as FakeCall;

describe('PassesPage', () => {
  it('asks the server for 20 passes, newest first, and shows every column', async () => {
    renderPage();
    expect(await within(table()).findByText('ABC1')).toBeInTheDocument();
    const request = lastRequest();
    expect(request.path).toBe('/api/subscriptions');
    expect(Object.fromEntries(request.query)).toEqual({
      status: 'all',
      limit: '20',
      offset: '0',
      order: 'created_at desc',
    });
    const rows = within(table()).getAllByRole('row');
    expect(rows[0]?.textContent).toBe('#PlateStatusStartCurrent periodRenewalCustomerAction');
    expect(rows[1]?.textContent).toBe('1ABC1Live10-01-202611-01-202611-30-2026Customer 1View');
    expect(within(table()).getByRole('link', { name: 'View the customer of plate ABC1' })).toHaveAttribute(
      'href',
      '/admin/customers/101',
    );
  });

  it("greys a 'none' row as 'Sin suscripción' with View disabled", async () => {
    routes[LIST] = {
      status: 200,
      body: { data: [row(7, { standing: 'none', status_key: 'none', start_date: null })], total: 1 },
    };
    renderPage();
    const cell = await within(table()).findByText('Sin suscripción');
    const tr = cell.closest('tr');
    expect(tr).toHaveClass('passes-page__row--none');
    expect(within(tr as HTMLElement).getByRole('button', { name: 'View' })).toBeDisabled();
    expect(within(tr as HTMLElement).queryByRole('link')).toBeNull();
  });

  it('shows the empty state and no pager for one page', async () => {
    routes[LIST] = { status: 200, body: { data: [], total: 0 } };
    renderPage();
    expect(await screen.findByText('No subscriptions found')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('pages on the server and keeps the page in the URL', async () => {
    routes[LIST] = (call) => {
      const offset = Number(call.query.get('offset'));
      return { status: 200, body: { data: [row(offset + 1)], total: 45 } };
    };
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Page 1 / 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Prev/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await within(table()).findByText('ABC21')).toBeInTheDocument();
    expect(screen.getByText('Page 2 / 3')).toBeInTheDocument();
    expect(lastRequest().query.get('offset')).toBe('20');
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/passes?page=2');
  });

  it('starts from the filter and page in the URL (Back)', async () => {
    routes[LIST] = { status: 200, body: { data: [row(41, { standing: 'canceled' })], total: 41 } };
    renderPage('/admin/passes?status=canceled&page=3');
    expect(await within(table()).findByText('ABC41')).toBeInTheDocument();
    expect(lastRequest().query.get('status')).toBe('canceled');
    expect(lastRequest().query.get('offset')).toBe('40');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('canceled');
    expect(screen.getByText('Page 3 / 3')).toBeInTheDocument();
  });

  it('offers Refunded and Banned filters, and says an ended pass will not renew instead of a date', async () => {
    routes[LIST] = {
      status: 200,
      body: {
        data: [
          row(5, { status_key: 'refunded', standing: 'refunded' }),
          row(6, { status_key: 'banned', standing: 'banned' }),
        ],
        total: 2,
      },
    };
    const user = userEvent.setup();
    renderPage();
    await within(table()).findByText('ABC5');
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Live', 'Expired', 'Canceled', 'Refunded', 'Banned']);
    const rows = within(table()).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Ended — no renewal');
    expect(rows[1]).not.toHaveTextContent('11-30-2026');
    expect(rows[2]).toHaveTextContent('Ended — no renewal');
    await user.selectOptions(status, 'banned');
    await waitFor(() => expect(lastRequest().query.get('status')).toBe('banned'));
    await user.selectOptions(status, 'refunded');
    await waitFor(() => expect(lastRequest().query.get('status')).toBe('refunded'));
  });

  it('filters by status from page 1', async () => {
    const user = userEvent.setup();
    renderPage('/admin/passes?page=2');
    await within(table()).findByText('ABC1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'expired');
    await waitFor(() => expect(lastRequest().query.get('status')).toBe('expired'));
    expect(lastRequest().query.get('offset')).toBe('0');
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/passes?status=expired');
  });

  it('searches once the typing stops, not on every key', async () => {
    const user = userEvent.setup();
    renderPage();
    await within(table()).findByText('ABC1');
    const before = calls.length;
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ana lo');
    await waitFor(() => expect(lastRequest().query.get('q')).toBe('ana lo'));
    expect(calls.length).toBe(before + 1);
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/passes?q=ana+lo');
  });

  it('toasts a failure in the staff member’s words, never the server’s', async () => {
    routes[LIST] = { status: 403, body: { error: 'Forbidden by role', code: 'forbidden' } };
    renderPage();
    expect(await screen.findByText('Your role does not allow this action.')).toBeInTheDocument();
    expect(screen.queryByText('Forbidden by role')).toBeNull();
  });
});
