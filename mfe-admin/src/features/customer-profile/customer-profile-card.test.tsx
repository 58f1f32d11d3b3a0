import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'design-system/i18n/language';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeCall, FakeRoute } from '../../../test/fake-api';
import { card, renderProfile, section, sentIn, stubProfileApi } from '../../../test/profile-fixtures';
import { signInAs } from '../../../test/staff-session';

let routes: Record<string, FakeRoute>;
let calls: FakeCall[];
beforeEach(() => {
  ({ routes, calls } = stubProfileApi());
});
afterEach(() => vi.unstubAllGlobals());
const sent = (method: string, url: string) => sentIn(calls, method, url);

describe('CustomerProfilePage card assignment, as ambassador', () => {
  beforeEach(() => signInAs('ambassador'));

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
    expect(sent('GET', '/api/cards?status=unassigned&locationId=1&limit=20')).toHaveLength(1);
  });

  it('says how many more cards match when the list is full, and lists only the first 20', async () => {
    routes['GET /api/cards?status=unassigned&locationId=1&limit=20'] = {
      status: 200,
      body: Array.from({ length: 20 }, (_, i) => card(i + 1, String(1000 + i))),
    };
    routes['GET /api/cards/counts?locationId=1'] = {
      status: 200,
      body: { all: 1000, unassigned: 1000, assigned: 0, lost: 0, replaced: 0 },
    };
    const user = userEvent.setup();
    renderProfile();
    await user.click(within(await section()).getByRole('button', { name: 'Pick card' }));
    expect(await screen.findByRole('status')).toHaveTextContent('980 more — refine your search');
    expect(screen.getAllByRole('radio')).toHaveLength(20);
  });

  it('keeps quiet about a limit when the garage has fewer cards', async () => {
    const user = userEvent.setup();
    renderProfile();
    await user.click(within(await section()).getByRole('button', { name: 'Pick card' }));
    await screen.findByLabelText('Card #0101');
    expect(screen.queryByText(/more — refine/)).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Cards shown: 2');
    expect(sent('GET', '/api/cards/counts?locationId=1')).toHaveLength(0);
  });

  it('says No unassigned cards available', async () => {
    routes['GET /api/cards?status=unassigned&locationId=1&limit=20'] = { status: 200, body: [] };
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
});
