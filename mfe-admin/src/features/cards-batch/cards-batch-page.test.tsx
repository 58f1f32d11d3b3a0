import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastHost } from 'design-system/toast/toast';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeCall, type FakeRoute, stubApi } from '../../../test/fake-api';
import { renderWithQuery } from '../../../test/query-client';
import { signInAs } from '../../../test/staff-session';
import { CardsBatchPage } from './cards-batch-page';

let calls: FakeCall[];
let routes: Record<string, FakeRoute>;

beforeEach(() => {
  // The location's settings as the server stores them: the page shows a save by reading them again.
  let stored = { online_sales_spaces: 40, availables: 12, refund_approval_cents: 30_000 };
  routes = {
    'GET /api/locations/1/inventory': () => ({ status: 200, body: stored }),
    'POST /api/locations/1/online-sales-spaces': (call) => {
      const sent = call.body as { online_sales_spaces?: number; refund_approval_cents?: number };
      stored = {
        online_sales_spaces: sent.online_sales_spaces ?? stored.online_sales_spaces,
        availables: 0,
        refund_approval_cents: sent.refund_approval_cents ?? stored.refund_approval_cents,
      };
      return { status: 200, body: stored };
    },
    'POST /api/cards/bulk': (call) => ({
      status: 200,
      body: { added: (call.body as { cards: string[] }).cards.slice(1), skipped: ['100'] },
    }),
  };
  calls = stubApi(routes);
  signInAs('admin');
});

afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  return renderWithQuery(
    <MemoryRouter>
      <CardsBatchPage />
      <ToastHost />
    </MemoryRouter>,
  );
}

const staged = () =>
  within(screen.getByRole('table', { name: 'Cards to save' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

async function add(user: ReturnType<typeof userEvent.setup>, from: string, to = '') {
  await user.clear(screen.getByLabelText(/^From/));
  if (from) await user.type(screen.getByLabelText(/^From/), from);
  await user.clear(screen.getByLabelText(/^To/));
  if (to) await user.type(screen.getByLabelText(/^To/), to);
  await user.click(screen.getByRole('button', { name: 'Add to list' }));
}

describe('CardsBatchPage', () => {
  it('stages a range and a list without duplicates, deletes a row and saves all', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByText('Add cards above to see them here.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveDisplayValue('Garage #1');

    await add(user, '100', '103');
    expect(staged()).toEqual(['100', '101', '102', '103']);
    await add(user, '103, 0042, x, 7');
    expect(staged()).toEqual(['100', '101', '102', '103', '0042', '7']);
    expect(await screen.findByText(/1 number\(s\) were already in the list/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete card 101' }));
    expect(staged()).toEqual(['100', '102', '103', '0042', '7']);

    await user.click(screen.getByRole('button', { name: 'Save All' }));
    expect(
      await screen.findByText('Cards saved: 4 added, 1 already stored and skipped.'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/cards/bulk')?.body).toEqual({
      location_id: 1,
      cards: ['100', '102', '103', '0042', '7'],
    });
    expect(screen.getByText('Add cards above to see them here.')).toBeInTheDocument();
  });

  it('warns when nothing parses and when saving an empty list', async () => {
    const user = userEvent.setup();
    renderPage();
    await add(user, '110', '100');
    expect(await screen.findByText('Please enter a valid range or list of numbers.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save All' }));
    expect(await screen.findByText('No cards to save')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/cards/bulk')).toBe(false);
  });

  it('caps a batch at 1000 cards and says so', async () => {
    const user = userEvent.setup();
    renderPage();
    await add(user, '1', '1005');
    expect(
      await screen.findByText(/at most 1000 cards; the numbers after that were not added/),
    ).toBeInTheDocument();
    expect(screen.getByText('1000 of 1000 card(s) in this batch')).toBeInTheDocument();
  });

  it('shows the mapped error, else Error saving cards', async () => {
    const user = userEvent.setup();
    routes['POST /api/cards/bulk'] = { status: 400, body: { error: 'bad', code: 'card_codes_invalid' } };
    renderPage();
    await add(user, '5');
    await user.click(screen.getByRole('button', { name: 'Save All' }));
    expect(await screen.findByText('Please enter a valid range or list of numbers.')).toBeInTheDocument();
    routes['POST /api/cards/bulk'] = { status: 500, body: { error: 'boom', code: 'internal' } };
    await user.click(screen.getByRole('button', { name: 'Save All' }));
    expect(await screen.findByText('Error saving cards')).toBeInTheDocument();
    expect(staged()).toEqual(['5']);
  });

  it('loads the online sales limit and applies a new one', async () => {
    const user = userEvent.setup();
    renderPage();
    const field = screen.getByRole('spinbutton', { name: /Max Online Sales Spaces/ });
    await waitFor(() => expect(field).toHaveValue(40));
    expect(screen.getByText('Available online now: 12')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '3');
    await user.click(screen.getByRole('button', { name: 'Apply limit' }));
    expect(await screen.findByText('Limit updated')).toBeInTheDocument();
    expect(
      calls.find((call) => call.method === 'POST' && call.path.endsWith('online-sales-spaces'))?.body,
    ).toEqual({ online_sales_spaces: 3 });
    expect(screen.getByText('Available online now: 0')).toBeInTheDocument();
  });

  it('sets the refund approval amount in dollars, sent in whole cents; an ambassador never sees it', async () => {
    const user = userEvent.setup();
    renderPage();
    const field = screen.getByRole('textbox', { name: /Refunds above this need a second person/ });
    await waitFor(() => expect(field).toHaveValue('300.00'));
    await user.clear(field);
    await user.type(field, '-5');
    await user.click(screen.getByRole('button', { name: 'Save amount' }));
    expect(await screen.findByText(/Enter an amount of 0 or more/)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '450.50');
    await user.click(screen.getByRole('button', { name: 'Save amount' }));
    expect(await screen.findByText('Refund approval amount saved')).toBeInTheDocument();
    expect(
      calls
        .filter((call) => call.method === 'POST' && call.path.endsWith('online-sales-spaces'))
        .map((c) => c.body),
    ).toEqual([{ refund_approval_cents: 45_050 }]);
  });

  it('does not offer the refund approval amount to a role without refund_approve', async () => {
    signInAs('ambassador');
    renderPage();
    expect(screen.queryByText('Refund approval')).toBeNull();
  });

  it('refuses a negative limit and reports save and load failures', async () => {
    const user = userEvent.setup();
    routes['POST /api/locations/1/online-sales-spaces'] = {
      status: 500,
      body: { error: 'x', code: 'internal' },
    };
    renderPage();
    const field = screen.getByRole('spinbutton', { name: /Max Online Sales Spaces/ });
    await waitFor(() => expect(field).toHaveValue(40));
    await user.clear(field);
    await user.type(field, '-1');
    await user.click(screen.getByRole('button', { name: 'Apply limit' }));
    expect(screen.getByText('Enter a whole number, 0 or more.')).toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith('online-sales-spaces'))).toBe(false);
    await user.clear(field);
    await user.type(field, '5');
    await user.click(screen.getByRole('button', { name: 'Apply limit' }));
    expect(await screen.findByText('Error saving limit')).toBeInTheDocument();
  });

  it('says Failed to load inventory', async () => {
    routes['GET /api/locations/1/inventory'] = { status: 500, body: { error: 'x', code: 'internal' } };
    renderPage();
    expect(await screen.findByText('Failed to load inventory')).toBeInTheDocument();
  });
});
