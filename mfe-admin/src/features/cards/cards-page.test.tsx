import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Card } from 'api/contract/cards';
import { ToastHost } from 'design-system/toast/toast';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeCall, type FakeReply, stubApi } from '../../../test/fake-api';
import { renderWithQuery } from '../../../test/query-client';
import { signInAs } from '../../../test/staff-session';
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

let calls: FakeCall[];
let stock: Card[];
let foundReply: FakeReply | null;

// A small card server over `stock`: lists and counts honour the status and the search.
const searched = ({ query }: FakeCall) => {
  const q = query.get('q')?.toLowerCase();
  return q ? stock.filter((c) => `${c.code} ${c.plate} ${c.customer_name}`.toLowerCase().includes(q)) : stock;
};

beforeEach(() => {
  foundReply = null;
  stock = [assigned, lost, card(3), card(4, { status_key: 'replaced' })];
  calls = stubApi({
    'GET /api/cards': (call) => {
      const status = call.query.get('status') ?? 'all';
      const offset = Number(call.query.get('offset') ?? 0);
      const limit = Number(call.query.get('limit') ?? 100);
      const matching = searched(call);
      const shown = status === 'all' ? matching : matching.filter((c) => c.status_key === status);
      return { status: 200, body: shown.slice(offset, offset + limit) };
    },
    'GET /api/cards/counts': (call) => {
      const matching = searched(call);
      const count = (status: string) => matching.filter((c) => c.status_key === status).length;
      return {
        status: 200,
        body: {
          all: matching.length,
          unassigned: count('unassigned'),
          assigned: count('assigned'),
          lost: count('lost'),
          replaced: count('replaced'),
        },
      };
    },
    // Only card 2 is lost, so only it can be marked as found.
    'POST /api/cards/2/found': () => {
      if (foundReply) return foundReply;
      const back = card(2, { code: '1002' });
      stock = stock.map((c) => (c.id === back.id ? back : c));
      return { status: 200, body: back };
    },
  });
  signInAs('ambassador');
});

afterEach(() => vi.unstubAllGlobals());

function renderPage(at = '/admin/cards') {
  return renderWithQuery(
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

  it('filters by status and searches on the server, the tiles counting the search', async () => {
    const user = userEvent.setup();
    renderPage();
    await within(table()).findByText('ABC123');
    const lists = () => calls.filter((call) => call.method === 'GET' && call.path === '/api/cards');
    const counts = () => calls.filter((call) => call.path === '/api/cards/counts');
    expect(lists()[0]?.query.toString()).toBe('status=all&limit=20&offset=0');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'lost');
    await waitFor(() => expect(within(table()).getAllByRole('row')).toHaveLength(2));
    expect(lists().at(-1)?.query.get('status')).toBe('lost');
    expect(within(table()).getByText('LOST1')).toBeInTheDocument();
    const countsBefore = counts().length;

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'all');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'ana');
    await waitFor(() => expect(lists().at(-1)?.query.get('q')).toBe('ana'));
    await waitFor(() => expect(counts().at(-1)?.query.get('q')).toBe('ana'));
    // The status choice reads no counts again; only the search does, once.
    expect(counts().length).toBe(countsBefore + 1);
    await waitFor(() => expect(within(table()).queryByText('LOST1')).toBeNull());
    await waitFor(() => expect(tile('Lost')).toBe('0'));
    expect(tile('Assigned')).toBe('1');
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
    expect(await within(table()).findByText('1045')).toBeInTheDocument();
    expect(within(table()).getAllByRole('row')).toHaveLength(6);
    const last = calls.filter((call) => call.path === '/api/cards').at(-1);
    expect([last?.query.get('limit'), last?.query.get('offset')]).toEqual(['20', '40']);
  });

  it('opens on the page the URL keeps, and takes a page past the end to the last one', async () => {
    stock = Array.from({ length: 45 }, (_, i) => card(i + 1));
    renderPage('/admin/cards?page=9');
    expect(await within(table()).findByText('1045')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
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
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/cards/2/found')).toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(within(table()).queryByText('LOST1')).toBeNull();
    await waitFor(() => expect(tile('Lost')).toBe('0'));
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
