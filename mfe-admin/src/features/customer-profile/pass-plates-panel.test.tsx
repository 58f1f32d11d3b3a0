import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'design-system/i18n/language';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeCall, FakeRoute } from '../../../test/fake-api';
import {
  pass,
  profile,
  renderProfile,
  section,
  sentIn,
  stubProfileApi,
} from '../../../test/profile-fixtures';
import { signInAs } from '../../../test/staff-session';

// Every plate of a pass on the profile (docs/decisions/pass-plates.md): staff with the capability add
// and remove them; a view-only role sees them all, temporary last days included, and changes none.

const withPlates = {
  ...profile,
  subscriptions: [
    {
      ...pass,
      added_plates: [
        { id: 31, plate: 'RENT42', plate_state: 'MX-BCN' as const, main: false, ends_on: '2026-12-05' },
      ],
    },
  ],
};

let routes: Record<string, FakeRoute>;
let calls: FakeCall[];
beforeEach(() => {
  ({ routes, calls } = stubProfileApi());
  routes['GET /api/clients/4/profile'] = { status: 200, body: withPlates };
});
afterEach(() => {
  vi.unstubAllGlobals();
  setLanguage('en');
});

describe('the plates of a pass on the profile', () => {
  it('shows every plate with its state and a temporary one’s last day; view-only changes none', async () => {
    signInAs('admin');
    renderProfile();
    const found = await section();
    const row = within(found).getByText('RENT42').closest('li') as HTMLElement;
    expect(row).toHaveTextContent('Baja California');
    expect(row).toHaveTextContent('Temporary, last day 12-05-2026');
    expect(within(found).getByText('ABC123', { selector: 'li strong' })).toBeInTheDocument();
    expect(within(found).queryByRole('button', { name: 'Remove RENT42' })).toBeNull();
    expect(within(found).queryByRole('button', { name: 'Add plate' })).toBeNull();
  });

  it('the ambassador removes one and adds another, each sent for this pass', async () => {
    signInAs('ambassador');
    routes['DELETE /api/subscriptions/9/plates/31'] = { status: 200, body: {} };
    routes['POST /api/subscriptions/9/plates'] = { status: 200, body: {} };
    const user = userEvent.setup();
    renderProfile();
    const found = await section();
    await user.click(within(found).getByRole('button', { name: 'Remove RENT42' }));
    await waitFor(() => expect(sentIn(calls, 'DELETE', '/api/subscriptions/9/plates/31')).toHaveLength(1));
    await user.type(within(found).getByLabelText('Another plate'), 'loan-7');
    await user.click(within(found).getByRole('button', { name: 'Add plate' }));
    await waitFor(() => expect(sentIn(calls, 'POST', '/api/subscriptions/9/plates')).toHaveLength(1));
    expect(sentIn(calls, 'POST', '/api/subscriptions/9/plates')[0]?.body).toEqual({
      plate: 'LOAN7',
      plate_state: null,
      ends_on: null,
    });
    expect(await screen.findByText('Plate LOAN7 added. The customer was e-mailed.')).toBeInTheDocument();
  });

  it('shows the server’s refusal in the staff member’s words', async () => {
    signInAs('ambassador');
    routes['POST /api/subscriptions/9/plates'] = {
      status: 409,
      body: { error: 'x', code: 'plate_on_other_pass' },
    };
    const user = userEvent.setup();
    renderProfile();
    const found = await section();
    await user.type(within(found).getByLabelText('Another plate'), 'TAKEN1');
    await user.click(within(found).getByRole('button', { name: 'Add plate' }));
    expect(
      await within(found).findByText('That plate is on another live pass or banned, so it cannot be added.'),
    ).toBeInTheDocument();
  });
});
