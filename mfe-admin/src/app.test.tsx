import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'design-system/i18n/language';
import { signOut } from 'design-system/session/session';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocationProbe } from '../test/location-probe';
import { signInAs } from '../test/staff-session';
import App from './app';

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    async () => new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } }),
  );
  // Routes has nothing for /login or /: it says so on the console, which is expected here.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App />
      <LocationProbe />
    </MemoryRouter>,
  );
}

const location = () => screen.getByTestId('location');
const sidebarLinks = () =>
  within(screen.getByRole('navigation', { name: 'Admin' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('admin app as admin', () => {
  beforeEach(() => signInAs('admin'));

  it.each(['/admin', '/admin/dashboard'])('sends %s to the checklist', (path) => {
    renderAt(path);
    expect(location()).toHaveTextContent(/^\/admin\/checklist$/);
  });

  it('shows every sidebar entry, Checklist and Plans & Items included', () => {
    renderAt('/admin/checklist');
    expect(sidebarLinks()).toEqual([
      'Customers',
      'Subscriptions',
      'Sales History',
      'Cancellations',
      'Pause rule',
      'Inventory',
      'Add Batch',
      'Payments',
      'Waitlist',
      'Gate decisions',
      'Gate devices',
      'Checklist',
      'Plans & Items',
      'Garage details',
      'Activity',
      'Staff',
      'My account',
    ]);
  });

  it('shows the not-found state for unknown admin paths, linking to a page the role may open', () => {
    renderAt('/admin/no-such-page');
    expect(location()).toHaveTextContent('/admin/no-such-page');
    expect(screen.getByText('This page is not available yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to an available page' })).toHaveAttribute(
      'href',
      '/admin/customers',
    );
  });

  it('opens Plans & Items', async () => {
    renderAt('/admin/plans');
    // Registered with its code loaded on first visit (src/app/admin-pages.ts).
    expect(await screen.findByRole('heading', { level: 1, name: 'Plans & Items' })).toBeInTheDocument();
    expect(await screen.findByText('No plans found.')).toBeInTheDocument();
  });

  it('asks before leaving a New Plan form with unsaved changes', async () => {
    const user = userEvent.setup();
    renderAt('/admin/plans');
    await user.click(await screen.findByRole('button', { name: 'New Plan' }));
    await user.type(screen.getByLabelText(/^Name/), 'Half typed');
    // jsdom has no inert page behind the modal, so the sidebar stays clickable here.
    await user.click(
      within(screen.getByRole('navigation', { name: 'Admin' })).getByRole('link', { name: 'Checklist' }),
    );
    const prompt = screen.getByRole('alertdialog', { name: 'Unsaved changes' });
    expect(prompt).toHaveTextContent('You have unsaved changes. Leave this page?');
    await user.click(within(prompt).getByRole('button', { name: 'Stay' }));
    expect(location()).toHaveTextContent('/admin/plans');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Half typed');
  });

  it('goes to /login when the session ends while the page is open', () => {
    renderAt('/admin/plans');
    act(() => signOut('expired'));
    expect(location()).toHaveTextContent(/^\/login$/);
  });
});

describe('admin app as ambassador', () => {
  beforeEach(() => signInAs('ambassador'));

  it.each([
    '/admin',
    '/admin/dashboard',
    '/admin/checklist',
    '/admin/plans',
    '/admin/passes/history',
    '/admin/gate/devices',
    // The record is for those holding audit_view (admin, manager).
    '/admin/activity',
    '/admin/staff',
    // The garage's details are set by admins and managers (docs/decisions/garage-details.md).
    '/admin/garage-details',
  ])('sends %s to customers', (path) => {
    renderAt(path);
    expect(location()).toHaveTextContent(/^\/admin\/customers$/);
  });

  it("has no Activity link: the record is not the desk's", () => {
    renderAt('/admin/customers');
    expect(sidebarLinks()).not.toContain('Activity');
    expect(sidebarLinks()).not.toContain('Garage details');
  });

  it('says on the landing page that the role cannot open the page asked for', async () => {
    renderAt('/admin/passes/history');
    expect(location()).toHaveTextContent(/^\/admin\/customers$/);
    expect(
      await screen.findByText(
        'Your role (Ambassador) cannot open Sales History; ask an admin if you need it.',
      ),
    ).toBeVisible();
    expect(screen.getByText('That page is not open to your role').closest('output')).not.toBeNull();
  });

  it('says it in Spanish too, and says nothing when /admin only forwards', async () => {
    act(() => setLanguage('es'));
    try {
      const first = renderAt('/admin/plans');
      expect(await screen.findByText('Esa página no está abierta a su rol')).toBeInTheDocument();
      expect(
        screen.getByText(
          /^Su rol \(Embajador\) no puede abrir .+; pida ayuda a un administrador si la necesita\.$/,
        ),
      ).toBeInTheDocument();
      first.unmount();
      renderAt('/admin');
      expect(location()).toHaveTextContent(/^\/admin\/customers$/);
      expect(screen.queryByText('Esa página no está abierta a su rol')).toBeNull();
    } finally {
      act(() => setLanguage('en'));
    }
  });

  it('shows only the sections the role has', async () => {
    renderAt('/admin/customers');
    expect(sidebarLinks()).toEqual([
      'Customers',
      'Subscriptions',
      'Inventory',
      'Payments',
      'Waitlist',
      'Gate decisions',
      'My account',
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Customers' })).toBeInTheDocument();
  });

  it('may open a customer profile', () => {
    renderAt('/admin/customers/12');
    expect(location()).toHaveTextContent('/admin/customers/12');
    expect(screen.getByRole('link', { name: 'Customers' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('admin app without a usable session', () => {
  it.each([false, true])(
    'sends a visitor without a readable session to /login (stored entry: %s)',
    (broken) => {
      if (broken) signInAs(null);
      renderAt('/admin/plans');
      expect(location()).toHaveTextContent(/^\/login$/);
    },
  );

  it('sends a person who still owes set-up to their account page, whatever they opened', () => {
    signInAs('admin', 'maria', ['password', 'second_factor']);
    renderAt('/admin/plans');
    expect(location()).toHaveTextContent(/^\/admin\/account$/);
  });

  it.each(['janitor'])('sends role %s to the public home page', (role) => {
    signInAs(role);
    renderAt('/admin/customers');
    expect(location()).toHaveTextContent(/^\/$/);
    expect(screen.queryByRole('navigation', { name: 'Admin' })).toBeNull();
  });
});
