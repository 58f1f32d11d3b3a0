import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'design-system/i18n/language';
import { signIn, signOut, UNAUTHORIZED_EVENT } from 'design-system/session/session';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from './login-page';

const me = (role: string, setup_required: string[] = []) => ({
  username: role,
  role,
  email: null,
  language: 'en',
  totp_enabled: false,
  setup_required,
  recovery_codes_left: 0,
});
const signedIn = (role: string, setup: string[] = []) =>
  Response.json({ status: 'signed_in', me: me(role, setup) });

function CurrentPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function renderLogin(state?: { from: string }) {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/login', state }]}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </MemoryRouter>,
  );
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  setLanguage('en');
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  signOut();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

async function logIn(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginPage', () => {
  it.each([
    ['admin', '/admin/dashboard'],
    ['ambassador', '/admin/customers'],
  ])('sends %s to %s and keeps no credential in storage', async (role, path) => {
    fetchMock.mockResolvedValue(signedIn(role));
    renderLogin();
    await logIn(role, 'secret-password');
    expect(await screen.findByTestId('path')).toHaveTextContent(path);
    expect(JSON.parse(localStorage.getItem('staff-session') ?? '{}')).toMatchObject({ username: role, role });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/auth/login');
    expect(JSON.parse(String(init?.body))).toEqual({ username: role, password: 'secret-password' });
  });

  it('returns to the admin page the visitor first asked for', async () => {
    fetchMock.mockResolvedValue(signedIn('admin'));
    renderLogin({ from: '/admin/plans' });
    await logIn('admin', 'secret-password');
    expect(await screen.findByTestId('path')).toHaveTextContent('/admin/plans');
  });

  it('asks for both fields before calling the server', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Username required')).toBeInTheDocument();
    expect(screen.getByText('Password required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message and keeps what was typed", async () => {
    fetchMock.mockResolvedValue(Response.json({ error: 'Invalid username or password' }, { status: 401 }));
    renderLogin();
    await logIn('admin', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(screen.getByLabelText('Username')).toHaveValue('admin');
    expect(localStorage.getItem('staff-session')).toBeNull();
  });

  it('sends a person who still owes set-up to their account page, whatever they asked for', async () => {
    fetchMock.mockResolvedValue(signedIn('admin', ['password', 'second_factor']));
    renderLogin({ from: '/admin/plans' });
    await logIn('admin', 'printed-at-first-start');
    expect(await screen.findByTestId('path')).toHaveTextContent('/admin/account');
  });

  it('asks for the code after the right password, and signs in with it trusting the device', async () => {
    fetchMock
      .mockResolvedValueOnce(Response.json({ status: 'second_factor', challenge: 'ch-1' }))
      .mockResolvedValueOnce(Response.json({ error: 'no', code: 'second_factor_invalid' }, { status: 401 }))
      .mockResolvedValueOnce(signedIn('admin'));
    renderLogin();
    await logIn('admin', 'secret-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right.');
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByLabelText('Trust this device for 30 days'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('path')).toHaveTextContent('/admin/dashboard');
    expect(JSON.parse(String(fetchMock.mock.calls[2]?.[1]?.body))).toEqual({
      challenge: 'ch-1',
      code: '123456',
      trust_device: true,
    });
  });

  it('asks for the password again when the factor step expired', async () => {
    fetchMock
      .mockResolvedValueOnce(Response.json({ status: 'second_factor', challenge: 'ch-1' }))
      .mockResolvedValueOnce(Response.json({ error: 'no', code: 'second_factor_expired' }, { status: 401 }));
    renderLogin();
    await logIn('admin', 'secret-password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Sign in with your password again.');
  });

  it('says why the form is shown when the server ended the session (en and es)', () => {
    signIn(me('admin'));
    window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
    renderLogin({ from: '/admin/checklist' });
    expect(screen.getByText('Your session ended. Please log in again.')).toBeInTheDocument();
  });

  it('says the session expired, in Spanish too', () => {
    setLanguage('es');
    signIn(me('admin'));
    // The session runs out while the tab sits open (or another tab stored an ended one).
    localStorage.setItem(
      'staff-session',
      JSON.stringify({ username: 'admin', role: 'admin', expiresAt: 1, setupRequired: [] }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: 'staff-session' }));
    renderLogin();
    expect(screen.getByText('Su sesión expiró. Inicie sesión de nuevo.')).toBeInTheDocument();
  });

  it('says so after logging out, and the notice gives way to a refused login in the staff language', async () => {
    signIn(me('admin'));
    signOut();
    fetchMock.mockResolvedValue(
      Response.json({ error: 'Invalid username or password', code: 'invalid_credentials' }, { status: 401 }),
    );
    renderLogin();
    expect(screen.getByText('You have logged out.')).toBeInTheDocument();
    await logIn('admin', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(screen.queryByText('You have logged out.')).toBeNull();
  });

  it('words a wrong password in Spanish, and keeps the server sentence of a lockout', async () => {
    setLanguage('es');
    fetchMock.mockResolvedValueOnce(
      Response.json({ error: 'Invalid username or password', code: 'invalid_credentials' }, { status: 401 }),
    );
    renderLogin();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Usuario'), 'admin');
    await user.type(screen.getByLabelText('Contraseña'), 'x');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Usuario o contraseña incorrectos');
    fetchMock.mockResolvedValueOnce(
      Response.json(
        {
          error: 'Too many failed attempts. Try again in 15 minutes.',
          code: 'too_many_attempts',
          retry_after: '900',
        },
        { status: 429 },
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Demasiados intentos fallidos. Vuelva a intentarlo en 15 minuto(s).',
    );
    fetchMock.mockResolvedValueOnce(
      Response.json(
        { error: 'Too many requests', code: 'too_many_requests', retry_after: '20' },
        { status: 429 },
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Demasiados intentos fallidos. Vuelva a intentarlo en 20 segundos.',
    );
  });
});
