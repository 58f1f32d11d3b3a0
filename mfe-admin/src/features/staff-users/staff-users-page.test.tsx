import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffMe, StaffUserRow } from 'api/contract/staff-accounts';
import { setLanguage } from 'design-system/i18n/language';
import { ToastHost } from 'design-system/toast/toast';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeCall, type FakeRoute, stubApi } from '../../../test/fake-api';
import { renderWithQuery } from '../../../test/query-client';
import { signInAs } from '../../../test/staff-session';
import { StaffUsersPage } from './staff-users-page';

const person = (id: number, patch: Partial<StaffUserRow> = {}): StaffUserRow => ({
  id,
  username: `person${id}`,
  email: `person${id}@garage.example`,
  role: 'ambassador',
  status: 'active',
  language: 'en',
  totp_enabled: false,
  last_sign_in_at: '2026-11-28T16:05:00.000Z',
  created_at: '2026-11-01T16:00:00.000Z',
  ...patch,
});

const me: StaffMe = {
  username: 'admin',
  role: 'admin',
  email: 'owner@garage.example',
  language: 'en',
  totp_enabled: true,
  setup_required: [],
  recovery_codes_left: 10,
};

let users: StaffUserRow[];
let routes: Record<string, FakeRoute>;
let calls: FakeCall[];

beforeEach(() => {
  users = [
    person(1, { username: 'admin', role: 'admin', totp_enabled: true }),
    person(2, { username: 'maria', role: 'admin', totp_enabled: true }),
    person(3, { username: 'sam', email: null, status: 'invited', last_sign_in_at: null }),
    person(4, { username: 'zoe', status: 'disabled' }),
  ];
  routes = {
    'GET /api/staff-users': () => ({ status: 200, body: users }),
    'GET /api/auth/me': { status: 200, body: me },
  };
  calls = stubApi(routes);
  signInAs('admin');
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => setLanguage('en'));
});

function renderPage() {
  return renderWithQuery(
    <MemoryRouter initialEntries={['/admin/staff']}>
      <StaffUsersPage />
      <ToastHost />
    </MemoryRouter>,
  );
}

const table = () => screen.getByRole('table', { name: 'Staff members' });
const row = (name: string) =>
  within(table())
    .getByRole('rowheader', { name: new RegExp(`^${name}`) })
    .closest('tr') as HTMLElement;
const sent = (method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

describe('StaffUsersPage', () => {
  it('lists each person with e-mail, role, status, second factor and last sign-in', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff' })).toBeInTheDocument();
    await within(table()).findByRole('rowheader', { name: /^maria/ });
    const maria = row('maria');
    expect(within(maria).getByText('person2@garage.example')).toBeInTheDocument();
    expect(within(maria).getByText('Active')).toBeInTheDocument();
    expect(within(maria).getByText('On')).toBeInTheDocument();
    expect(within(maria).getByRole('combobox', { name: 'Role of maria' })).toHaveValue('admin');
    const sam = row('sam');
    expect(within(sam).getByText('Invited')).toBeInTheDocument();
    expect(within(sam).getByText('No e-mail')).toBeInTheDocument();
    expect(within(sam).getByText('Never')).toBeInTheDocument();
    expect(within(sam).getByText('Off')).toBeInTheDocument();
    expect(within(sam).getByRole('button', { name: 'Send the invitation again to sam' })).toBeInTheDocument();
    expect(within(row('zoe')).getByText('Disabled')).toBeInTheDocument();
    expect(within(row('zoe')).getByRole('button', { name: 'Enable zoe' })).toBeInTheDocument();
    expect(within(row('zoe')).queryByRole('button', { name: /Disable/ })).toBeNull();
  });

  it('offers no action on the signed-in person’s own row', async () => {
    renderPage();
    await within(table()).findByText('Your own account: change it under My account.');
    const own = row('admin');
    expect(within(own).getByText('You')).toBeInTheDocument();
    expect(within(own).queryByRole('button')).toBeNull();
    expect(within(own).queryByRole('combobox')).toBeNull();
    expect(within(own).getByText('Admin')).toBeInTheDocument();
  });

  it('invites a person: sends the body typed and shows the new row', async () => {
    const user = userEvent.setup();
    routes['POST /api/staff-users'] = ({ body }) => {
      const input = body as {
        username: string;
        email: string;
        role: StaffUserRow['role'];
        language: 'en' | 'es';
      };
      const made = person(5, { ...input, status: 'invited', last_sign_in_at: null });
      users = [...users, made];
      return { status: 201, body: made };
    };
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Invite a person' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite a person' });
    await user.type(within(dialog).getByLabelText(/^Username/), 'nora');
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'nora@garage.example');
    await user.selectOptions(within(dialog).getByLabelText(/^Role/), 'manager');
    await user.selectOptions(within(dialog).getByLabelText(/^Language of the e-mail/), 'es');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite a person' })).toBeNull());
    expect(sent('POST', '/api/staff-users').map((call) => call.body)).toEqual([
      { username: 'nora', email: 'nora@garage.example', role: 'manager', language: 'es' },
    ]);
    const nora = await within(table()).findByRole('rowheader', { name: /^nora/ });
    expect(within(nora.closest('tr') as HTMLElement).getByText('Invited')).toBeInTheDocument();
    expect(await screen.findByText('Invitation e-mailed to nora.')).toBeInTheDocument();
  });

  it('checks the fields before sending, and shows a taken username under its field', async () => {
    const user = userEvent.setup();
    routes['POST /api/staff-users'] = {
      status: 409,
      body: { error: 'Another staff member already has that username.', code: 'staff_username_taken' },
    };
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Invite a person' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite a person' });
    await user.type(within(dialog).getByLabelText(/^Username/), 'No Spaces');
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(
      within(dialog).getByText(
        'The username must be 3 to 40 characters: lower-case letters, digits, dot, dash or underscore.',
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Type a valid e-mail address, like name@example.com.'),
    ).toBeInTheDocument();
    expect(sent('POST', '/api/staff-users')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/^Username/));
    await user.type(within(dialog).getByLabelText(/^Username/), 'maria');
    await user.clear(within(dialog).getByLabelText(/^E-mail/));
    await user.type(within(dialog).getByLabelText(/^E-mail/), 'other@garage.example');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(
      await within(dialog).findByText('Another staff member already has that username. Choose another.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Username/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks before a role change and shows a refusal in the staff member’s language', async () => {
    const user = userEvent.setup();
    routes['PATCH /api/staff-users/2'] = {
      status: 409,
      body: { error: 'You cannot do this to your own account.', code: 'own_account' },
    };
    act(() => setLanguage('es'));
    renderPage();
    const select = await screen.findByRole('combobox', { name: 'Rol de maria' });
    await user.selectOptions(select, 'ambassador');
    const confirm = screen.getByRole('alertdialog', { name: '¿Dar a maria el rol Embajador?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cambiar rol' }));
    expect(
      await screen.findByText('No puede hacer esto con su propia cuenta. Pídaselo a otro administrador.'),
    ).toBeInTheDocument();
    expect(sent('PATCH', '/api/staff-users/2').map((call) => call.body)).toEqual([{ role: 'ambassador' }]);
    expect(screen.getByRole('combobox', { name: 'Rol de maria' })).toHaveValue('admin');
  });

  it('changes a role after confirming, and leaves it when the confirmation is cancelled', async () => {
    const user = userEvent.setup();
    routes['PATCH /api/staff-users/3'] = ({ body }) => {
      users = users.map((one) => (one.id === 3 ? { ...one, ...(body as object) } : one));
      return { status: 200, body: users.find((one) => one.id === 3) };
    };
    renderPage();
    const select = await screen.findByRole('combobox', { name: 'Role of sam' });
    await user.selectOptions(select, 'admin');
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Make sam Admin?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(sent('PATCH', '/api/staff-users/3')).toHaveLength(0);
    expect(select).toHaveValue('ambassador');

    await user.selectOptions(select, 'manager');
    await user.click(screen.getByRole('button', { name: 'Change role' }));
    expect(await screen.findByText('sam is now Manager.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role of sam' })).toHaveValue('manager');
  });

  it('disables a person only after a confirmation that says their sessions end', async () => {
    const user = userEvent.setup();
    routes['POST /api/staff-users/2/disable'] = () => {
      users = users.map((one) => (one.id === 2 ? { ...one, status: 'disabled' as const } : one));
      return { status: 200, body: users[1] };
    };
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Disable maria' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Disable maria?' });
    expect(confirm).toHaveTextContent('They are signed out everywhere at once');
    expect(sent('POST', '/api/staff-users/2/disable')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('maria is disabled and signed out everywhere.')).toBeInTheDocument();
    expect(within(row('maria')).getByText('Disabled')).toBeInTheDocument();
    expect(within(row('maria')).getByRole('button', { name: 'Enable maria' })).toBeInTheDocument();
  });

  it('resets a second factor after confirming, and sends a password link at once', async () => {
    const user = userEvent.setup();
    routes['POST /api/staff-users/2/reset-second-factor'] = () => {
      users = users.map((one) => (one.id === 2 ? { ...one, totp_enabled: false } : one));
      return { status: 200, body: users[1] };
    };
    routes['POST /api/staff-users/2/password-link'] = () => ({ status: 200, body: users[1] });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Reset second factor of maria' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Reset the second factor of maria?' })).getByRole(
        'button',
        { name: 'Reset second factor' },
      ),
    );
    expect(await screen.findByText('The second factor of maria was reset.')).toBeInTheDocument();
    expect(within(row('maria')).getByText('Off')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send password link to maria' }));
    expect(await screen.findByText('A password link was e-mailed to maria.')).toBeInTheDocument();
    expect(sent('POST', '/api/staff-users/2/password-link')).toHaveLength(1);
  });

  it('words a refused link in the staff member’s language, never the server’s English', async () => {
    const user = userEvent.setup();
    routes['POST /api/staff-users/3/password-link'] = {
      status: 409,
      body: { error: 'This staff member has no e-mail address.', code: 'staff_email_missing' },
    };
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Send the invitation again to sam' }));
    expect(
      await screen.findByText('This person has no e-mail address to send the link to.'),
    ).toBeInTheDocument();
  });
});
