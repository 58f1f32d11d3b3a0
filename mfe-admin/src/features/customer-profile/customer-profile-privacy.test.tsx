import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'design-system/i18n/language';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeCall, FakeRoute } from '../../../test/fake-api';
import { profile, renderProfile, section, sentIn, stubProfileApi } from '../../../test/profile-fixtures';
import { signInAs } from '../../../test/staff-session';

// A customer's privacy requests on the profile (docs/decisions/privacy-requests.md).

let routes: Record<string, FakeRoute>;
let calls: FakeCall[];
beforeEach(() => {
  ({ routes, calls } = stubProfileApi());
});
afterEach(() => vi.unstubAllGlobals());

describe('privacy requests on the customer profile', () => {
  it('erases only once the customer’s e-mail is typed, then shows the erased notice', async () => {
    signInAs('admin');
    routes['POST /api/clients/4/erase'] = () => {
      routes['GET /api/clients/4/profile'] = {
        status: 200,
        body: { ...profile, customer: { ...profile.customer, erased_at: '2026-11-28T20:00:00Z' } },
      };
      return {
        status: 200,
        body: {
          erased_at: '2026-11-28T20:00:00Z',
          passes_ended: 1,
          cards_released: 0,
          portal_sessions_revoked: 0,
        },
      };
    };
    const user = userEvent.setup();
    renderProfile();
    await section();
    expect(screen.getByRole('button', { name: 'Export data' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Erase customer' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Erase this customer’s personal data?' });
    expect(dialog).toHaveTextContent('Kept, as accounting law requires');
    const field = within(dialog).getByLabelText('Type the customer’s e-mail to confirm');
    await user.type(field, 'someone@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Erase customer' }));
    expect(within(dialog).getByText('This is not the customer’s e-mail on file.')).toBeInTheDocument();
    expect(sentIn(calls, 'POST', '/api/clients/4/erase')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'ANA@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Erase customer' }));
    expect(await screen.findByText('The customer’s personal data was erased')).toBeInTheDocument();
    expect(sentIn(calls, 'POST', '/api/clients/4/erase').map((call) => call.body)).toEqual([
      { confirm_email: 'ANA@example.com' },
    ]);
    expect(await screen.findByText('Erased on 11-28-2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erase customer' })).toBeNull();
  });

  it('is in Spanish too', async () => {
    signInAs('admin');
    act(() => setLanguage('es'));
    try {
      renderProfile();
      await section();
      expect(screen.getByRole('button', { name: 'Exportar datos' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Borrar cliente' })).toBeInTheDocument();
    } finally {
      act(() => setLanguage('en'));
    }
  });

  it('is not offered to an ambassador', async () => {
    signInAs('ambassador');
    renderProfile();
    await section();
    expect(screen.queryByRole('button', { name: 'Export data' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Erase customer' })).toBeNull();
  });
});
