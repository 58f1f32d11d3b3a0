import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'design-system/i18n/language';
import { MemoryRouter } from 'react-router-dom';
import { json, type StubHandler, stubFetch } from '../../../../tooling/stub-fetch';
import { renderWithQuery } from '../../../test/query-client';
import type { WaitlistStatusView } from './waitlist-status';
import { WaitlistStatusPage } from './waitlist-status-page';

const entry = (over: Partial<WaitlistStatusView> = {}): WaitlistStatusView => ({
  status: 'waiting',
  position: 1,
  waitingCount: 3,
  offerExpiresAt: null,
  offerHours: 48,
  email: 'ana@example.com',
  firstName: 'Ana',
  lang: 'en',
  ...over,
});

function renderPage(path = '/waitlist?token=tok-1') {
  return renderWithQuery(
    <MemoryRouter initialEntries={[path]}>
      <WaitlistStatusPage />
    </MemoryRouter>,
  );
}

const answer =
  (value: WaitlistStatusView): StubHandler =>
  ({ body }) => {
    expect(body).toEqual({ token: 'tok-1' });
    return json(value);
  };

/** A stateful server for one entry: an action changes what the status read answers next. */
function entryServer(initial: WaitlistStatusView) {
  let current = initial;
  return {
    status: ((request) => answer(current)(request)) as StubHandler,
    becomes:
      (next: WaitlistStatusView): StubHandler =>
      (request) => {
        current = next;
        return answer(next)(request);
      },
  };
}

describe('WaitlistStatusPage', () => {
  it('lets an unconfirmed visitor confirm, then shows their place in line and how offers work', async () => {
    const server = entryServer(entry({ status: 'unconfirmed', position: null }));
    const fetchSpy = stubFetch({
      'POST /api/waitlist/status': server.status,
      'POST /api/waitlist/confirm': server.becomes(entry({ status: 'waiting', position: 1 })),
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Hello, Ana.')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your place so we can keep you in line.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm my place' }));
    expect(await screen.findByText('You are number 1 in line')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your place is confirmed.');
    expect(screen.getByText(/held for them for 48 hours/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Leave the list' })).toBeInTheDocument();
    // The status, the confirmation, and the status read again: the page shows the server's entry.
    expect(fetchSpy).toHaveBeenCalledTimes(3);
  });

  it('asks before leaving the list, and says so once left', async () => {
    const server = entryServer(entry());
    const leave = vi.fn(server.becomes(entry({ status: 'left', position: null })));
    stubFetch({ 'POST /api/waitlist/status': server.status, 'POST /api/waitlist/leave': leave });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Leave the list' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Stay on the list' }));
    expect(leave).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Leave the list' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave the list' }),
    );
    expect(await screen.findByText(/You left the waitlist/)).toBeInTheDocument();
    expect(leave).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('shows a held space with its end time, the way to buy it and to decline it', async () => {
    const server = entryServer(
      entry({ status: 'offered', position: null, offerExpiresAt: '2026-11-28T23:05:00.000Z' }),
    );
    const decline = vi.fn(server.becomes(entry({ status: 'left', position: null })));
    stubFetch({
      'POST /api/waitlist/status': server.status,
      'POST /api/waitlist/decline': decline,
    });
    const user = userEvent.setup();
    renderPage();
    // The garage's time zone (America/Los_Angeles): 3:05 PM.
    expect(
      await screen.findByText('A space is held for you until November 28, 2026, 3:05 PM.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy my pass' })).toHaveAttribute('href', '/?offer=tok-1');
    await user.click(screen.getByRole('button', { name: 'No thanks' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Give up the space' }),
    );
    expect(await screen.findByText(/You left the waitlist/)).toBeInTheDocument();
    expect(decline).toHaveBeenCalledTimes(1);
  });

  it('says when an offer closed meanwhile, and shows where the visitor stands now', async () => {
    let closed = false;
    stubFetch({
      'POST /api/waitlist/status': () =>
        json(
          closed
            ? entry({ status: 'expired', position: null })
            : entry({ status: 'offered', position: null, offerExpiresAt: '2026-11-28T23:05:00.000Z' }),
        ),
      'POST /api/waitlist/decline': () => {
        closed = true;
        return json({ error: 'Offer not open', code: 'waitlist_offer_not_open' }, 409);
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'No thanks' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Give up the space' }),
    );
    expect(
      await screen.findByText('This offer is no longer open. The page now shows where you stand.'),
    ).toBeInTheDocument();
    expect(await screen.findByText(/was not bought in time and went to the next person/)).toBeInTheDocument();
  });

  it.each([
    ['bought', /You bought your pass with this offer/],
    ['expired', /was not bought in time/],
    ['removed', /The garage removed this entry/],
  ] as const)('explains a closed entry (%s)', async (status, text) => {
    stubFetch({ 'POST /api/waitlist/status': answer(entry({ status, position: null })) });
    renderPage();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says what to do when the link names no entry, or has no token at all', async () => {
    stubFetch({
      'POST /api/waitlist/status': json({ error: 'Not found', code: 'waitlist_entry_not_found' }, 404),
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Open the link from your latest waitlist e-mail, or join the waitlist again from the home page.',
    );
  });

  it('needs no request to tell a visitor without a token where to go', async () => {
    const fetchSpy = stubFetch({});
    renderPage('/waitlist');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This page needs the link from your waitlist e-mail.',
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('speaks Spanish', async () => {
    act(() => setLanguage('es'));
    try {
      stubFetch({ 'POST /api/waitlist/status': answer(entry({ position: 2 })) });
      renderPage();
      expect(await screen.findByText('Usted es el número 2 de la lista')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Salir de la lista' })).toBeInTheDocument();
    } finally {
      act(() => setLanguage('en'));
    }
  });
});
