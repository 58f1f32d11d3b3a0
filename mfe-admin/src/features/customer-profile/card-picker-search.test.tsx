import { act, screen, within } from '@testing-library/react';
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
  signInAs('ambassador');
});
afterEach(() => {
  vi.unstubAllGlobals();
  setLanguage('en');
});
const sent = (method: string, url: string) => sentIn(calls, method, url);

async function openPicker() {
  const user = userEvent.setup();
  renderProfile();
  await user.click(within(await section()).getByRole('button', { name: /Pick card|Elegir tarjeta/ }));
  return { user, dialog: screen.getByRole('dialog') };
}

describe('the card picker search', () => {
  it('asks the server for the cards whose number starts with what was typed, then assigns the one picked', async () => {
    routes['GET /api/cards?status=unassigned&locationId=1&limit=20&q=0102'] = {
      status: 200,
      body: [card(2, '0102')],
    };
    routes['PATCH /api/subscriptions/9'] = { status: 200, body: {} };
    const { user, dialog } = await openPicker();
    await within(dialog).findByLabelText('Card #0101');
    await user.type(within(dialog).getByRole('searchbox', { name: 'Card number' }), '0102');
    await vi.waitFor(() => expect(within(dialog).queryByLabelText('Card #0101')).toBeNull());
    expect(within(dialog).getByRole('status')).toHaveTextContent('Cards shown: 1');
    expect(sent('GET', '/api/cards?status=unassigned&locationId=1&limit=20&q=0102')).toHaveLength(1);
    await user.click(within(dialog).getByLabelText('Card #0102'));
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Card assigned')).toBeInTheDocument();
    expect(sent('PATCH', '/api/subscriptions/9')[0]?.body).toEqual({ card_id: 2, expected_card_id: null });
  });

  it('does not assign a card the search no longer shows', async () => {
    routes['GET /api/cards?status=unassigned&locationId=1&limit=20&q=0102'] = {
      status: 200,
      body: [card(2, '0102')],
    };
    const { user, dialog } = await openPicker();
    await user.click(await within(dialog).findByLabelText('Card #0101'));
    const assign = within(dialog).getByRole('button', { name: 'Assign' });
    expect(assign).toBeEnabled();
    await user.type(within(dialog).getByRole('searchbox'), '0102');
    await vi.waitFor(() => expect(within(dialog).queryByLabelText('Card #0101')).toBeNull());
    expect(assign).toBeDisabled();
  });

  it('says in Spanish when no card matches, and how many more match a full list', async () => {
    act(() => setLanguage('es'));
    routes['GET /api/cards?status=unassigned&locationId=1&limit=20&q=9'] = { status: 200, body: [] };
    routes['GET /api/cards?status=unassigned&locationId=1&limit=20&q=1'] = {
      status: 200,
      body: Array.from({ length: 20 }, (_, i) => card(i + 10, String(1000 + i))),
    };
    routes['GET /api/cards/counts?locationId=1&q=1'] = {
      status: 200,
      body: { all: 60, unassigned: 45, assigned: 15, lost: 0, replaced: 0 },
    };
    const { user, dialog } = await openPicker();
    const search = await within(dialog).findByRole('searchbox', { name: 'Número de tarjeta' });
    await user.type(search, '9');
    await vi.waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        'Ningún número de tarjeta sin asignar empieza por 9',
      ),
    );
    expect(within(dialog).queryAllByRole('radio')).toHaveLength(0);
    await user.clear(search);
    await user.type(search, '1');
    await vi.waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent('25 más — afine su búsqueda'),
    );
    expect(within(dialog).getAllByRole('radio')).toHaveLength(20);
  });
});
