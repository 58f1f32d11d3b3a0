import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Card } from 'api/contract/cards';
import { ToastHost } from 'design-system/toast/toast';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '../../../test/staff-token';
import { CardsPage } from './cards-page';

const card = (id: number, changes: Partial<Card> = {}): Card => ({
  id,
  code: String(1000 + id),
  serial_number: null,
  plate: null,
  status_key: 'unassigned',
  customer_name: null,
  subscription_id: null,
  client_id: null,
  location_id: 1,
  ...changes,
});

const assigned = card(1, {
  status_key: 'assigned',
  plate: 'ABC123',
  customer_name: 'Ana López',
  subscription_id: 9,
  client_id: 42,
});
const lost = card(2, {
  status_key: 'lost',
  plate: 'LOST1',
  customer_name: 'Bo Li',
  subscription_id: 8,
  client_id: 43,
});

type Call = { method: string; url: URL };
let calls: Call[];
let stock: Card[];
let foundReply: { status: number; body: unknown } | null;

beforeEach(() => {
  calls = [];
  foundReply = null;
  stock = [assigned, lost, card(3), card(4, { status_key: 'replaced' })];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://test');
    const method = (init.method ?? 'GET').toUpperCase();
    calls.push({ method, url });
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    const found = url.pathname.match(/^\/api\/cards\/(\d+)\/found$/);
    if (method === 'POST' && found) {
      if (foundReply) return json(foundReply.status, foundReply.body);
      return json(200, card(Number(found[1]), { code: '1002' }));
    }
    if (method === 'GET' && url.pathname === '/api/cards') {
      const q = url.searchParams.get('q')?.toLowerCase();
      return json(
        200,
        q ? stock.filter((c) => `${c.code} ${c.plate} ${c.customer_name}`.toLowerCase().includes(q)) : stock,
      );
    }
    return json(404, { error: 'Not found', code: 'not_found' });
  });
  signInAs('ambassador');
});

afterEach(() => vi.unstubAllGlobals());

function renderPage(at = '/admin/cards') {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <CardsPage />
      <ToastHost />
    </MemoryRouter>,
  );
}

const table = () => screen.getByRole('table', { name: 'Cards' });
const tile = (label: string) => {
  const tiles = document.querySelector('dl[aria-label="Cards by status"]') as HTMLElement;
  const term = within(tiles)
    .getAllByRole('term')
    .find((dt) => dt.textContent === label);
  return term?.nextElementSibling?.textContent;
};

describe('CardsPage', () => {
  it('shows a count tile per status and the table with badges and links', async () => {
    renderPage();
    expect(await within(table()).findByText('ABC123')).toBeInTheDocument();
    expect(tile('Unassigned')).toBe('1');
    expect(tile('Assigned')).toBe('1');
    expect(tile('Lost')).toBe('1');
    expect(tile('Replaced')).toBe('1');
    expect(within(table()).getByRole('link', { name: 'View the customer of card 1001' })).toHaveAttribute(
      'href',
      '/admin/customers/42#card',
    );
    // Mark as Found only on the lost card; no View without a pass.
    expect(within(table()).getAllByRole('button', { name: /as found/i })).toHaveLength(1);
    const freeRow = within(table()).getByText('1003').closest('tr') as HTMLElement;
    expect(within(freeRow).queryByRole('link')).toBeNull();
    expect(within(freeRow).getByText('Unassigned')).toBeInTheDocument();
  });

  it('filters by status on the client and searches on the server after the typing stops', async () => {
    const user = userEvent.setup();
    renderPage();
    await within(table()).findByText('ABC123');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'lost');
    expect(within(table()).getAllByRole('row')).toHaveLength(2);
    expect(within(table()).getByText('LOST1')).toBeInTheDocument();
    const gets = () => calls.filter((call) => call.method === 'GET');
    const before = gets().length;

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'all');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ana');
    await waitFor(() => expect(gets().at(-1)?.url.searchParams.get('q')).toBe('ana'));
    expect(gets().length).toBe(before + 1);
    await waitFor(() => expect(within(table()).queryByText('LOST1')).toBeNull());
    expect(tile('Assigned')).toBe('1');
    expect(tile('Lost')).toBe('0');
  });

  it('says No cards found', async () => {
    stock = [];
    renderPage();
    expect(await screen.findByText('No cards found')).toBeInTheDocument();
  });

  it('pages 20 at a time with numbered buttons', async () => {
    stock = Array.from({ length: 45 }, (_, i) => card(i + 1));
    const user = userEvent.setup();
    renderPage();
    await within(table()).findByText('1001');
    expect(within(table()).getAllByRole('row')).toHaveLength(21);
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(
      within(pager)
        .getAllByRole('button', { name: /^Page / })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3']);
    await user.click(within(pager).getByRole('button', { name: 'Page 3' }));
    expect(within(table()).getAllByRole('row')).toHaveLength(6);
    expect(within(table()).getByText('1045')).toBeInTheDocument();
  });

  it('marks a lost card as found after the dialog, and the row turns unassigned', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await within(table()).findByRole('button', { name: 'Mark as Found: card 1002' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Mark as Found?' });
    expect(dialog).toHaveTextContent('returns to the inventory as unassigned');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, mark as found' }));
    expect(await screen.findByText('Card returned to inventory 🎉')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.url.pathname === '/api/cards/2/found')).toBe(
      true,
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(within(table()).queryByText('LOST1')).toBeNull();
    expect(tile('Lost')).toBe('0');
    expect(tile('Unassigned')).toBe('2');
  });

  it('cancelling the dialog sends nothing', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await within(table()).findByRole('button', { name: 'Mark as Found: card 1002' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows the mapped error, else Server error, when marking fails', async () => {
    const user = userEvent.setup();
    foundReply = { status: 409, body: { error: 'Card is not lost', code: 'card_not_lost' } };
    renderPage();
    await user.click(await within(table()).findByRole('button', { name: 'Mark as Found: card 1002' }));
    await user.click(screen.getByRole('button', { name: 'Yes, mark as found' }));
    expect(await screen.findByText('Only a lost card can be marked as found.')).toBeInTheDocument();

    foundReply = { status: 500, body: { error: 'boom', code: 'internal' } };
    await user.click(screen.getByRole('button', { name: 'Yes, mark as found' }));
    expect(await screen.findByText('Server error')).toBeInTheDocument();
  });
});
