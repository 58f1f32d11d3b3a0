import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClientSearchResult } from 'api/contract/admin-customers';
import type { NeedsCardEntry } from 'api/contract/cards';
import { ToastHost } from 'design-system/toast/toast';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeCall, type FakeRoute, stubApi } from '../../../test/fake-api';
import { LocationProbe } from '../../../test/location-probe';
import { renderWithQuery } from '../../../test/query-client';
import { signInAs } from '../../../test/staff-session';
import { CustomersPage } from './customers-page';

const ana: ClientSearchResult = {
  id: 4,
  first_name: 'Ana',
  last_name: 'Ruiz',
  email: 'ana@example.com',
  phone_dial: '+1',
  phone: '5551234',
  card_code: '00042',
  plate: 'ABC123',
  subscription_id: 9,
};
const noPass: ClientSearchResult = {
  ...ana,
  id: 5,
  first_name: 'Beto',
  card_code: null,
  plate: null,
  subscription_id: null,
};
const pending: NeedsCardEntry = {
  subscription_id: 11,
  client_id: 7,
  plate: 'XYZ999',
  first_name: 'Carla',
  last_name: 'Soto',
  location_id: 1,
};

let routes: Record<string, FakeRoute>;
let calls: FakeCall[];

beforeEach(() => {
  routes = {
    'GET /api/subscriptions/needs-card': { status: 200, body: [pending] },
    'GET /api/clients/search?q=ABC123': { status: 200, body: [ana, noPass] },
    'GET /api/clients/search?q=zzz': { status: 200, body: [] },
  };
  calls = stubApi(routes);
  signInAs('ambassador');
});

afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  return renderWithQuery(
    <MemoryRouter initialEntries={['/admin/customers']}>
      <CustomersPage />
      <LocationProbe />
      <ToastHost />
    </MemoryRouter>,
  );
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search customers' });
const searches = () => calls.filter((call) => call.url.startsWith('/api/clients/search'));

describe('CustomersPage search', () => {
  it('searches on Enter and lists first name, last name, card code, plate and View', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(searchBox(), 'ABC123{Enter}');
    const table = await screen.findByRole('table', { name: 'Results' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'First nameLast nameCard codePlateAction',
      'AnaRuiz00042ABC123View',
      'BetoRuiz—No subscriptionView',
    ]);
    await user.click(within(rows[1] as HTMLElement).getByRole('link', { name: 'View Ana Ruiz' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/customers/4');
  });

  it('greys a customer without a pass and disables View', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(searchBox(), 'ABC123{Enter}');
    const table = await screen.findByRole('table', { name: 'Results' });
    const beto = within(table).getByText('Beto').closest('tr') as HTMLElement;
    expect(beto).toHaveClass('customers-page__row--none');
    expect(within(beto).getByRole('button', { name: 'View' })).toBeDisabled();
  });

  it('needs 3 characters: fewer never calls the API and Enter says so', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(searchBox(), 'AB{Enter}');
    expect(screen.getByText('Type at least 3 characters.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(searches()).toHaveLength(0);
  });

  it('searches by itself 300 ms after typing stops, once', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(searchBox(), 'ABC123');
    expect(await screen.findByText('Ana')).toBeInTheDocument();
    expect(searches().map((call) => call.url)).toEqual(['/api/clients/search?q=ABC123']);
  });

  it('says No customer found with that data.', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(searchBox(), 'zzz{Enter}');
    expect(await screen.findByText('No customer found with that data.')).toBeInTheDocument();
  });

  it('shows a failed search in the staff language', async () => {
    routes['GET /api/clients/search?q=ABC123'] = {
      status: 403,
      body: { error: 'Forbidden', code: 'forbidden' },
    };
    const user = userEvent.setup();
    renderPage();
    await user.type(searchBox(), 'ABC123{Enter}');
    expect(await screen.findByText('Your role does not allow this action.')).toBeInTheDocument();
  });
});

describe('CustomersPage pending cars', () => {
  it('lists passes waiting for a card, View going to the profile at #card', async () => {
    const user = userEvent.setup();
    renderPage();
    const table = await screen.findByRole('table', { name: 'Pending cars' });
    expect(await within(table).findByText('XYZ999')).toBeInTheDocument();
    await user.click(within(table).getByRole('link', { name: 'View Carla Soto' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/customers/7#card');
  });

  it('says No pending cars', async () => {
    routes['GET /api/subscriptions/needs-card'] = { status: 200, body: [] };
    renderPage();
    expect(await screen.findByText('No pending cars')).toBeInTheDocument();
  });
});
