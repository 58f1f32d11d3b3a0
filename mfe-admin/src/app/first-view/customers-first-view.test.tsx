import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'design-system/i18n/language';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '../../../test/staff-session';
import { customersFirstView, customersLayoutHtml, customersSearchHtml } from './customers-first-view';

/** The markup without what only one side has: generated ids, the input's name, the router's marker. */
const comparable = (html: string) =>
  html
    .replace(/ (id|for|aria-controls|aria-describedby)="[^"]*"/g, '')
    .replace(/ name="[^"]*"/g, '')
    .replace(/ data-discover="true"/g, '')
    .replace(
      /<input ([^>]*)>/g,
      (_, attributes: string) => `<input ${attributes.split(' ').sort().join(' ')}>`,
    );

let requests: string[];

beforeEach(() => {
  requests = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    requests.push(String(input));
    return new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  document.body.innerHTML = '';
});

async function renderCustomers(language: 'en' | 'es') {
  await act(async () => setLanguage(language));
  // Imported here, after vi.resetModules: the page's code reads the first view when it loads.
  const { default: App } = await import('../../app');
  render(
    <MemoryRouter initialEntries={['/admin/customers']}>
      <App />
    </MemoryRouter>,
  );
  await screen.findByRole('button', { name: language === 'en' ? 'Search' : 'Buscar' });
}

describe('the admin first view of /admin/customers', () => {
  it.each(['en', 'es'] as const)(
    'is the markup the Customers page renders in its layout (%s)',
    async (language) => {
      signInAs('admin');
      await renderCustomers(language);
      const layout = document.querySelector('.admin-layout');
      const bar = layout?.querySelector('.admin-layout__bar')?.outerHTML ?? '';
      const page = layout?.querySelector('.customers-page')?.innerHTML ?? '';
      const firstView = document.createElement('div');
      firstView.innerHTML = customersLayoutHtml(language, customersSearchHtml(language));
      expect(comparable(firstView.querySelector('.admin-layout__bar')?.outerHTML ?? '')).toBe(
        comparable(bar),
      );
      expect(comparable(page)).toContain(comparable(customersSearchHtml(language)));
      expect(page.indexOf('<search>')).toBeGreaterThan(0);
    },
  );

  it('carries both languages and its CSS, and cannot close its style element early', () => {
    const html = customersFirstView('a{}</style><b>');
    expect(html).toContain('data-first-view="en"');
    expect(html).toContain('data-first-view="es"');
    expect(html).not.toContain('</style><b>');
  });
});

/** The first view as the shell's server writes it, its script run as the browser runs it while parsing. */
function serveFirstView() {
  document.body.innerHTML = `<main id="garage-first-view">${customersFirstView('')}</main>`;
  const main = document.getElementById('garage-first-view') as HTMLElement;
  const code = main.querySelector('script')?.textContent ?? '';
  const script = main.querySelector('script') as HTMLScriptElement;
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
  // The page's own inline script, run in the global scope as the browser runs it.
  new Function(code)();
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => null });
}

describe('the first view script', () => {
  beforeEach(() => localStorage.clear());

  it('removes the view without a stored staff session: the shell sends the visitor to /login', () => {
    serveFirstView();
    expect(document.getElementById('garage-first-view')).toBeNull();
  });

  it('removes the view while set-up is owed: only the account page opens', () => {
    signInAs('admin', 'admin', ['second_factor']);
    serveFirstView();
    expect(document.getElementById('garage-first-view')).toBeNull();
  });

  it("removes the view on a customer's profile, the same path with ?client=", () => {
    signInAs('admin');
    window.history.replaceState(null, '', '/admin/customers?client=7');
    serveFirstView();
    window.history.replaceState(null, '', '/');
    expect(document.getElementById('garage-first-view')).toBeNull();
  });

  it('removes the view for a session that has ended', () => {
    localStorage.setItem(
      'staff-session',
      JSON.stringify({ username: 'ana', role: 'admin', expiresAt: Date.now() - 1, setupRequired: [] }),
    );
    serveFirstView();
    expect(document.getElementById('garage-first-view')).toBeNull();
  });

  it.each(['ambassador', 'manager', 'admin'])(
    'shows the view in the stored language to a signed-in %s',
    (role) => {
      localStorage.setItem('lang', 'es');
      signInAs(role);
      serveFirstView();
      expect(screen.getByRole('heading', { name: 'Clientes' })).toBeVisible();
      expect(screen.queryByRole('heading', { name: 'Customers' })).toBeNull();
      expect(document.documentElement.lang).toBe('es');
      expect(screen.getByRole('link', { name: 'Importar clientes' })).toHaveAttribute(
        'href',
        '/admin/customers/import',
      );
    },
  );
});

describe('what was typed into the first view', () => {
  beforeEach(() => {
    localStorage.clear();
    signInAs('admin');
    localStorage.setItem('lang', 'en');
  });

  it('is in the page that replaces it, with the visitor still in the field', async () => {
    serveFirstView();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'Ana R');
    vi.resetModules();
    await import('../../features/customers/first-view-search');
    // More typed after the admin loaded, before the page took the view's place.
    await user.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'uiz');
    document.body.innerHTML = '';
    await renderCustomers('en');
    const search = screen.getByRole('searchbox', { name: 'Search customers' });
    expect(search).toHaveValue('Ana Ruiz');
    expect(search).toHaveFocus();
    expect(requests.some((url) => url.includes('/clients/search'))).toBe(false);
  });

  it('is searched for when Search was pressed before the page ran', async () => {
    serveFirstView();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'ABC123');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    vi.resetModules();
    await import('../../features/customers/first-view-search');
    document.body.innerHTML = '';
    await renderCustomers('en');
    expect(screen.getByRole('searchbox', { name: 'Search customers' })).toHaveValue('ABC123');
    await vi.waitFor(() =>
      expect(requests.some((url) => url.includes('/clients/search?q=ABC123'))).toBe(true),
    );
  });
});
