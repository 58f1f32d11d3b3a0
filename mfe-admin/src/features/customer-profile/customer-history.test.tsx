import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditRow } from 'api/contract/audit';
import { setLanguage } from 'design-system/i18n/language';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeCall, FakeRoute } from '../../../test/fake-api';
import { renderProfile, section, stubProfileApi } from '../../../test/profile-fixtures';
import { signInAs } from '../../../test/staff-session';

const row = (id: number, patch: Partial<AuditRow> = {}): AuditRow => ({
  id,
  at: '2026-11-28T16:05:00.000Z',
  actor: 'ana.ruiz',
  actor_role: 'ambassador',
  action: 'customer_updated',
  target_type: 'customer',
  target_id: 4,
  customer_id: 4,
  before: { phone: '5551234' },
  after: { phone: '5559876' },
  client_ip: '203.0.113.9',
  redacted: false,
  ...patch,
});

let routes: Record<string, FakeRoute>;
let calls: FakeCall[];
beforeEach(() => {
  ({ routes, calls } = stubProfileApi());
  routes['GET /api/clients/4/history'] = ({ query }) =>
    query.get('cursor') === '2'
      ? {
          status: 200,
          body: {
            rows: [row(1, { action: 'pass_banned', target_type: 'pass', target_id: 9 })],
            next_cursor: null,
          },
        }
      : {
          status: 200,
          body: { rows: [row(3), row(2, { actor: 'casey', actor_role: 'manager' })], next_cursor: 2 },
        };
  signInAs('ambassador');
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => setLanguage('en'));
});

const historyCalls = () => calls.filter((call) => call.path === '/api/clients/4/history');

describe("the customer profile's History", () => {
  it('stays closed and unread until opened, then lists the rows and older ones on demand', async () => {
    const user = userEvent.setup();
    renderProfile();
    await section();
    const history = screen.getByRole('region', { name: 'History' });
    expect(historyCalls()).toEqual([]);
    expect(within(history).queryByRole('table')).toBeNull();

    const toggle = within(history).getByRole('button', { name: 'Show history' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = await within(history).findByRole('table', { name: 'History of this customer' });
    expect(await within(table).findByText('casey')).toBeInTheDocument();
    expect(within(table).getAllByText('Customer edited')).toHaveLength(2);
    expect(within(table).getByText('Manager')).toBeInTheDocument();
    expect(within(table).getAllByRole('listitem')[0]).toHaveTextContent('phone: 5551234 → 5559876');
    // Its own profile: no link back to itself.
    expect(within(table).queryByRole('link')).toBeNull();

    await user.click(within(history).getByRole('button', { name: 'Show older' }));
    expect(await within(table).findByText('Car banned')).toBeInTheDocument();
    expect(historyCalls().at(-1)?.query.get('cursor')).toBe('2');
    await waitFor(() => expect(within(history).queryByRole('button', { name: 'Show older' })).toBeNull());
  });

  it('says so when nothing is recorded, in Spanish too', async () => {
    routes['GET /api/clients/4/history'] = { status: 200, body: { rows: [], next_cursor: null } };
    act(() => setLanguage('es'));
    const user = userEvent.setup();
    renderProfile();
    await screen.findByRole('region', { name: 'Historial' });
    await user.click(screen.getByRole('button', { name: 'Mostrar historial' }));
    expect(
      await screen.findByText('Todavía no hay acciones del personal registradas sobre este cliente.'),
    ).toBeInTheDocument();
  });
});
