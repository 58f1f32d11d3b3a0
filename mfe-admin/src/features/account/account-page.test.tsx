import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffMe, StaffSessionRow, TotpStart } from 'api/contract/staff-accounts';
import { setLanguage } from 'design-system/i18n/language';
import { ToastHost } from 'design-system/toast/toast';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeCall, type FakeRoute, stubApi } from '../../../test/fake-api';
import { LocationProbe } from '../../../test/location-probe';
import { renderWithQuery } from '../../../test/query-client';
import { signInAs } from '../../../test/staff-session';
import { AccountPage } from './account-page';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const QR_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>';
const CODES = Array.from({ length: 10 }, (_, index) => `abcd${index}-efgh${index}`);
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

const person = (patch: Partial<StaffMe> = {}): StaffMe => ({
  username: 'maria',
  role: 'admin',
  email: 'maria@garage.example',
  language: 'en',
  totp_enabled: true,
  setup_required: [],
  recovery_codes_left: 7,
  ...patch,
});

const sessions: StaffSessionRow[] = [
  {
    id: 11,
    created_at: '2026-11-28T16:00:00.000Z',
    last_seen_at: '2026-11-28T17:00:00.000Z',
    client_ip: '203.0.113.7',
    user_agent: CHROME_WINDOWS,
    current: true,
  },
  {
    id: 12,
    created_at: '2026-11-20T15:00:00.000Z',
    last_seen_at: '2026-11-21T15:00:00.000Z',
    client_ip: '2001:db8::1',
    user_agent: SAFARI_IPHONE,
    current: false,
  },
];

let me: StaffMe;
let routes: Record<string, FakeRoute>;
let calls: FakeCall[];

beforeEach(() => {
  me = person();
  routes = {
    'GET /api/auth/me': () => ({ status: 200, body: me }),
    'GET /api/auth/sessions': { status: 200, body: sessions },
    'POST /api/auth/totp': {
      status: 200,
      body: { secret: SECRET, uri: 'otpauth://totp/x', qr_svg: QR_SVG } satisfies TotpStart,
    },
    'POST /api/auth/totp/confirm': () => {
      me = {
        ...me,
        totp_enabled: true,
        recovery_codes_left: 10,
        setup_required: me.setup_required.filter((step) => step !== 'second_factor'),
      };
      return { status: 200, body: { recovery_codes: CODES } };
    },
  };
  calls = stubApi(routes);
  signInAs('admin', 'maria');
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => setLanguage('en'));
});

function renderPage() {
  return renderWithQuery(
    <MemoryRouter initialEntries={['/admin/account']}>
      <AccountPage />
      <ToastHost />
      <LocationProbe />
    </MemoryRouter>,
  );
}

const sent = (method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);
const headings = () =>
  screen.getAllByRole('heading').map((heading) => `${heading.tagName} ${heading.textContent}`);

describe('AccountPage', () => {
  it('shows each section under its own heading, in order', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as maria (Admin).')).toBeInTheDocument();
    expect(headings()).toEqual([
      'H1 My account',
      'H2 E-mail and language',
      'H2 Change password',
      'H2 Second factor',
      'H2 Your sessions',
      'H2 Sign out',
    ]);
    expect(screen.getByLabelText('Your e-mail')).toHaveValue('maria@garage.example');
    expect(screen.getByText('7 recovery codes left.')).toBeInTheDocument();
    // Admins keep their factor: no way to turn it off is offered.
    expect(screen.getByRole('button', { name: 'Replace' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New recovery codes' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off' })).toBeNull();
  });

  it('lists the sessions with this device marked, and ends another one', async () => {
    const user = userEvent.setup();
    routes['DELETE /api/auth/sessions/12'] = { status: 204 };
    renderPage();
    const table = await screen.findByRole('table', { name: 'Your sessions' });
    const current = (await within(table).findByRole('rowheader', { name: /Chrome on Windows/ })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(current).getByText('This device')).toBeInTheDocument();
    expect(within(current).queryByRole('button')).toBeNull();
    const other = within(table)
      .getByRole('rowheader', { name: /Safari on iOS/ })
      .closest('tr') as HTMLElement;
    expect(within(other).getByText('2001:db8::1')).toBeInTheDocument();
    await user.click(
      within(other).getByRole('button', { name: /^End the session on Safari on iOS started/ }),
    );
    expect(await screen.findByText('That session has ended.')).toBeInTheDocument();
    expect(sent('DELETE', '/api/auth/sessions/12')).toHaveLength(1);
  });

  it('saves the e-mail and its language', async () => {
    const user = userEvent.setup();
    routes['PATCH /api/auth/me'] = ({ body }) => {
      me = { ...me, ...(body as Partial<StaffMe>) };
      return { status: 200, body: me };
    };
    renderPage();
    const email = await screen.findByLabelText('Your e-mail');
    await user.clear(email);
    await user.type(email, 'maria.g@garage.example');
    await user.selectOptions(screen.getByLabelText('Language of your e-mails'), 'es');
    await user.click(screen.getByRole('button', { name: 'Save e-mail and language' }));
    expect(await screen.findByText('Your e-mail and language are saved.')).toBeInTheDocument();
    expect(sent('PATCH', '/api/auth/me').map((call) => call.body)).toEqual([
      { email: 'maria.g@garage.example', language: 'es' },
    ]);
  });

  it('changes the password, and shows a refusal’s reason under the new password', async () => {
    const user = userEvent.setup();
    let answer: { status: number; body: unknown } = {
      status: 422,
      body: { error: 'That password is on the lists attackers try first.', code: 'password_too_common' },
    };
    routes['POST /api/auth/password'] = () => answer;
    renderPage();
    await user.type(await screen.findByLabelText(/^Current password/), 'first-password-1');
    await user.type(screen.getByLabelText(/^New password/), 'password1234');
    await user.type(screen.getByLabelText(/^Type the new password again/), 'password1234');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText(
        'That password is on the lists attackers try first. Choose another: a few unrelated words make a good one.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(/At least 12 characters/);

    answer = { status: 200, body: me };
    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'lantern cactus violin');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('The two new passwords are not the same. Type them again.'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Type the new password again/));
    await user.type(screen.getByLabelText(/^Type the new password again/), 'lantern cactus violin');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Your password is changed. Your other sessions were ended.'),
    ).toBeInTheDocument();
    expect(sent('POST', '/api/auth/password').map((call) => call.body)).toEqual([
      { current_password: 'first-password-1', new_password: 'password1234' },
      { current_password: 'first-password-1', new_password: 'lantern cactus violin' },
    ]);
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
  });

  it('sets up a second factor: QR image with alt text, the key in groups of four, codes shown once', async () => {
    const user = userEvent.setup();
    me = person({ totp_enabled: false, recovery_codes_left: 0 });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Set up' }));
    const qr = await screen.findByRole('img', {
      name: 'QR code to add your staff account to an authenticator app',
    });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(QR_SVG)}`);
    // The SVG is an image's source, never markup of the page.
    expect(document.querySelector('svg path[d="M0 0h7v7H0z"]')).toBeNull();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^6-digit code from the app/), '12345');
    await user.click(screen.getByRole('button', { name: 'Confirm code' }));
    expect(screen.getByText('Type the 6 digits the app shows.')).toBeInTheDocument();
    expect(sent('POST', '/api/auth/totp/confirm')).toHaveLength(0);

    await user.type(screen.getByLabelText(/^6-digit code from the app/), '6');
    await user.click(screen.getByRole('button', { name: 'Confirm code' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(sent('POST', '/api/auth/totp/confirm').map((call) => call.body)).toEqual([{ code: '123456' }]);
    expect(screen.getByText(/Save these codes now: they are shown only this once/)).toBeInTheDocument();
    const download = screen.getByRole('link', { name: 'Download as text' });
    expect(download).toHaveAttribute('download', 'garage-staff-recovery-codes.txt');
    expect(decodeURIComponent(download.getAttribute('href') ?? '')).toContain(CODES.join('\n'));
    // The key is gone from the page once it has done its work.
    expect(screen.queryByText(/JBSW Y3DP/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    expect(screen.queryByText(CODES[0] as string)).toBeNull();
    expect(await screen.findByText('10 recovery codes left.')).toBeInTheDocument();
  });

  it('says why a code is refused, in Spanish too', async () => {
    const user = userEvent.setup();
    routes['POST /api/auth/totp/confirm'] = {
      status: 422,
      body: { error: 'That code is not right.', code: 'second_factor_invalid' },
    };
    act(() => setLanguage('es'));
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Reemplazar' }));
    expect(
      await screen.findByRole('img', {
        name: 'Código QR para agregar su cuenta del personal a una aplicación de autenticación',
      }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Código de 6 dígitos/), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirmar código' }));
    expect(
      await screen.findByText(
        'Ese código no es correcto. Escriba el código de 6 dígitos que muestra ahora su aplicación.',
      ),
    ).toBeInTheDocument();
  });

  it('lets an ambassador turn the factor off with their password, and asks the password for new codes', async () => {
    const user = userEvent.setup();
    me = person({ role: 'ambassador', recovery_codes_left: 1 });
    routes['POST /api/auth/recovery-codes'] = ({ body }) =>
      (body as { password: string }).password === 'right password here'
        ? { status: 200, body: { recovery_codes: CODES } }
        : { status: 403, body: { error: 'The current password is not right.', code: 'wrong_password' } };
    routes['POST /api/auth/totp/remove'] = () => {
      me = { ...me, totp_enabled: false, recovery_codes_left: 0 };
      return { status: 200, body: me };
    };
    renderPage();
    expect(await screen.findByText('1 recovery code left.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New recovery codes' }));
    let dialog = screen.getByRole('dialog', { name: 'New recovery codes' });
    await user.type(within(dialog).getByLabelText(/^Your password/), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Make new codes' }));
    expect(await within(dialog).findByText('The password is not right. Type it again.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^Your password/));
    await user.type(within(dialog).getByLabelText(/^Your password/), 'right password here');
    await user.click(within(dialog).getByRole('button', { name: 'Make new codes' }));
    expect(await screen.findByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'New recovery codes' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    dialog = screen.getByRole('dialog', { name: 'Turn off the second factor?' });
    await user.type(within(dialog).getByLabelText(/^Your password/), 'right password here');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Off: signing in asks only for your password.')).toBeInTheDocument();
    expect(sent('POST', '/api/auth/totp/remove').map((call) => call.body)).toEqual([
      { password: 'right password here' },
    ]);
  });

  it('signs out on the server and goes to the sign-in page', async () => {
    const user = userEvent.setup();
    routes['POST /api/auth/logout'] = { status: 204 };
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/));
    expect(sent('POST', '/api/auth/logout')).toHaveLength(1);
  });
});

describe('AccountPage in set-up mode', () => {
  it('shows only the owed steps, in order: the password, then the second factor, then the way in', async () => {
    const user = userEvent.setup();
    me = person({
      totp_enabled: false,
      recovery_codes_left: 0,
      setup_required: ['password', 'second_factor'],
    });
    routes['POST /api/auth/password'] = () => {
      me = { ...me, setup_required: ['second_factor'] };
      return { status: 200, body: me };
    };
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Finish setting up your account' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/The rest of the staff area opens once this is done\./)).toBeInTheDocument();
    expect(headings()).toEqual([
      'H1 Finish setting up your account',
      'H2 Step 1 of 2: Choose a new password',
    ]);
    expect(screen.queryByRole('button', { name: 'Set up' })).toBeNull();
    // The sessions are refused during set-up: not even asked for.
    expect(sent('GET', '/api/auth/sessions')).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Current password/), 'printed-at-first-start');
    await user.type(screen.getByLabelText(/^New password/), 'lantern cactus violin');
    await user.type(screen.getByLabelText(/^Type the new password again/), 'lantern cactus violin');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Step 2 of 2: Set up a second factor' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Current password/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Set up' }));
    await user.type(await screen.findByLabelText(/^6-digit code from the app/), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm code' }));

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your account is ready' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem'),
    ).toHaveLength(10);
    expect(sent('GET', '/api/auth/sessions')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Go to the staff area' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/);
  });

  it('numbers a lone owed step as the only one, in Spanish too', async () => {
    me = person({ totp_enabled: false, recovery_codes_left: 0, setup_required: ['second_factor'] });
    act(() => setLanguage('es'));
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Termine de configurar su cuenta' }),
    ).toBeInTheDocument();
    expect(headings()).toEqual([
      'H1 Termine de configurar su cuenta',
      'H2 Paso 1 de 1: Configure un segundo factor',
    ]);
    expect(screen.getByRole('button', { name: 'Configurar' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Contraseña actual/)).toBeNull();
  });
});
