import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'design-system/i18n/language';
import { ToastHost } from 'design-system/toast/toast';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeCall, type FakeReply, stubApi } from '../../../test/fake-api';
import { renderWithQuery } from '../../../test/query-client';
import { signInAs } from '../../../test/staff-session';
import { WaitlistPage } from './waitlist-page';
import type { Lead, StaffWaitlist } from './waitlist-types';

const entry = (id: number, changes: Partial<Lead> = {}): Lead => ({
  id,
  firstName: null,
  lastName: null,
  email: `person${id}@example.com`,
  plate: null,
  lang: 'en',
  status: 'waiting',
  position: id,
  joinedAt: '2026-11-02T18:00:00.000Z',
  confirmedAt: '2026-11-02T18:05:00.000Z',
  offeredAt: null,
  offerExpiresAt: null,
  closedAt: null,
  ...changes,
});

let list: StaffWaitlist;
let calls: FakeCall[];
let offerReply: FakeReply;

beforeEach(() => {
  list = {
    entries: [
      entry(1, {
        status: 'offered',
        position: null,
        firstName: 'Ana',
        lastName: 'López',
        plate: 'ABC123',
        offeredAt: '2026-11-25T18:00:00.000Z',
        offerExpiresAt: '2026-11-27T23:05:00.000Z',
      }),
      entry(2, { position: 1 }),
      entry(3, { status: 'expired', position: null, closedAt: '2026-11-20T18:00:00.000Z' }),
      entry(4, { status: 'bought', position: null }),
    ],
    stats: { waiting: 1, offered: 1, averageWaitDays: 6.25, offerHours: 48, spacesFree: 1 },
  };
  offerReply = { status: 200, body: entry(2, { status: 'offered', position: null }) };
  calls = stubApi({
    'GET /api/waitlist': () => ({ status: 200, body: list }),
    'POST /api/waitlist/offer-next': () => offerReply,
    'DELETE /api/waitlist/2': () => {
      list = { ...list, entries: list.entries.map((e) => (e.id === 2 ? { ...e, status: 'removed' } : e)) };
      return { status: 204 };
    },
  });
  signInAs('ambassador');
});

afterEach(() => {
  vi.unstubAllGlobals();
  setLanguage('en');
});

function renderPage() {
  return renderWithQuery(
    <MemoryRouter initialEntries={['/admin/waitlist']}>
      <WaitlistPage />
      <ToastHost />
    </MemoryRouter>,
  );
}

const table = () => screen.getByRole('table', { name: 'Waitlist entries' });
const row = (email: string) => within(table()).getByText(email).closest('tr') as HTMLElement;
const tile = (label: string) => {
  const tiles = document.querySelector('dl[aria-label="Waitlist summary"]') as HTMLElement;
  const term = within(tiles)
    .getAllByRole('term')
    .find((dt) => dt.textContent === label);
  return term?.nextElementSibling?.textContent;
};

describe('WaitlistPage', () => {
  it('lists the line with each status, joined date, plate and the tiles', async () => {
    renderPage();
    expect(await within(table()).findByText('person1@example.com')).toBeInTheDocument();
    // Offer end in the garage's time zone.
    expect(
      within(row('person1@example.com')).getByText(/^Offered until 11-27-2026 3:05/),
    ).toBeInTheDocument();
    expect(within(row('person1@example.com')).getByText('ABC123')).toBeInTheDocument();
    expect(within(row('person1@example.com')).getByText('Ana López')).toBeInTheDocument();
    expect(within(row('person2@example.com')).getByText('Waiting · #1')).toBeInTheDocument();
    expect(within(row('person2@example.com')).getByText('11-02-2026')).toBeInTheDocument();
    expect(within(row('person3@example.com')).getByText('Offer expired')).toBeInTheDocument();
    expect(within(row('person4@example.com')).getByText('Bought')).toBeInTheDocument();
    expect(tile('Waiting')).toBe('1');
    expect(tile('Offers out')).toBe('1');
    expect(tile('Average wait')).toBe('6.3 days');
    expect(tile('Free spaces')).toBe('1');
    // Only open entries can be removed.
    expect(within(table()).getAllByRole('button', { name: /^Remove / })).toHaveLength(2);
  });

  it('sends the next offer on demand and says to whom', async () => {
    const user = userEvent.setup();
    renderPage();
    await within(table()).findByText('person1@example.com');
    await user.click(screen.getByRole('button', { name: 'Send next offer now' }));
    expect(await screen.findByText('Offer sent to person2@example.com.')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/waitlist').length).toBeGreaterThan(1));
  });

  it.each([
    ['waitlist_no_space', /No space is free to offer/],
    ['waitlist_empty', /Nobody confirmed is waiting on the list/],
  ])('explains a refused offer (%s) in its own words', async (code, text) => {
    offerReply = { status: 409, body: { error: 'Server wording', code } };
    const user = userEvent.setup();
    renderPage();
    await within(table()).findByText('person1@example.com');
    await user.click(screen.getByRole('button', { name: 'Send next offer now' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText('Server wording')).toBeNull();
    // A refusal means the tiles were out of date: the list is read again.
    expect(calls.filter((c) => c.path === '/api/waitlist')).toHaveLength(2);
  });

  it.each([
    [{ spacesFree: 0, waiting: 1 }, /^No space is free to offer/],
    [{ spacesFree: 2, waiting: 0 }, /^Nobody confirmed is waiting on the list/],
  ])('does not offer "Send next offer now" when it cannot work, and says why (%o)', async (stats, why) => {
    list = { ...list, stats: { ...list.stats, ...stats } };
    renderPage();
    await within(table()).findByText('person1@example.com');
    const button = screen.getByRole('button', { name: 'Send next offer now' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAccessibleDescription(why);
    expect(screen.getByText(why)).toBeVisible();
    expect(calls.some((c) => c.path === '/api/waitlist/offer-next')).toBe(false);
  });

  it('removes an open entry only after confirming', async () => {
    const user = userEvent.setup();
    renderPage();
    await within(table()).findByText('person2@example.com');
    await user.click(screen.getByRole('button', { name: 'Remove person2@example.com from the waitlist' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Remove person2@example.com from the waitlist' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('person2@example.com was removed from the waitlist.')).toBeInTheDocument();
    expect(await within(row('person2@example.com')).findByText('Removed')).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    setLanguage('es');
    renderPage();
    expect(
      await screen.findByRole('button', { name: 'Enviar la siguiente oferta ahora' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('En espera · n.º 1')).toBeInTheDocument();
  });

  it('says in Spanish why no offer can be sent', async () => {
    list = { ...list, stats: { ...list.stats, spacesFree: 0 } };
    setLanguage('es');
    renderPage();
    const button = await screen.findByRole('button', { name: 'Enviar la siguiente oferta ahora' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAccessibleDescription(/^No hay un lugar libre para ofrecer/);
  });
});
