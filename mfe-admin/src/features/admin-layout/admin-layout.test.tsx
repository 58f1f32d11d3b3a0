import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useDirtyForm } from 'design-system/forms/dirty-form';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fake-api';
import { LocationProbe } from '../../../test/location-probe';
import { signInAs } from '../../../test/staff-session';
import { ADMIN_PAGES } from '../../app/admin-pages';
import { AdminLayout } from './admin-layout';
import { sidebarFromPages } from './sidebar-entries';

const SIDEBAR = sidebarFromPages(ADMIN_PAGES);

const everything = () => true;

function DirtyForm({ dirty }: { dirty: boolean }) {
  useDirtyForm(dirty);
  return <p>Form page</p>;
}

function renderLayout({
  path = '/admin/plans',
  canOpen = everything,
  dirty = false,
}: {
  path?: string;
  canOpen?: (path: string) => boolean;
  dirty?: boolean;
} = {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/admin/*"
          element={
            <AdminLayout sidebar={SIDEBAR} canOpen={canOpen}>
              <DirtyForm dirty={dirty} />
            </AdminLayout>
          }
        />
        <Route path="*" element={<p>Outside admin</p>} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

const nav = () => screen.getByRole('navigation', { name: 'Admin' });
const location = () => screen.getByTestId('location');

describe('AdminLayout sidebar', () => {
  it('lists every section with its sub-links when all may be opened', () => {
    signInAs('admin');
    renderLayout();
    const links = within(nav())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([
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
    expect(within(nav()).getByRole('list', { name: 'Passes' })).toBeInTheDocument();
    expect(within(nav()).getByRole('list', { name: 'Cards' })).toBeInTheDocument();
  });

  it('hides links the role may not open', () => {
    signInAs('ambassador');
    renderLayout({ canOpen: (path) => path !== '/admin/plans' && path !== '/admin/passes/history' });
    expect(within(nav()).queryByRole('link', { name: 'Plans & Items' })).toBeNull();
    expect(within(nav()).queryByRole('link', { name: 'Sales History' })).toBeNull();
    expect(within(nav()).getByRole('link', { name: 'Subscriptions' })).toBeInTheDocument();
  });

  it('marks the current page with aria-current', () => {
    signInAs('admin');
    renderLayout({ path: '/admin/passes/history' });
    expect(within(nav()).getByRole('link', { name: 'Sales History' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav()).getByRole('link', { name: 'Subscriptions' })).not.toHaveAttribute('aria-current');
  });

  it('shows who is signed in', () => {
    signInAs('ambassador', 'maria');
    renderLayout();
    expect(screen.getByText('maria')).toBeInTheDocument();
    expect(screen.getByText('Ambassador')).toBeInTheDocument();
  });
});

describe('AdminLayout logout', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks first, revokes the session on the server, then signs out and goes to /login', async () => {
    const calls = stubApi({ 'POST /api/auth/logout': { status: 204 } });
    const user = userEvent.setup();
    signInAs('admin');
    renderLayout();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Log out?' });
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    expect(localStorage.getItem('staff-session')).toBeNull();
    // The router re-renders after the confirmation's promise settles; a loaded machine can check first.
    await waitFor(() => expect(location()).toHaveTextContent('/login'));
    expect(calls.map(({ method, path }) => [method, path])).toEqual([['POST', '/api/auth/logout']]);
  });

  it('still signs out when the server cannot be reached', async () => {
    stubApi({
      'POST /api/auth/logout': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const user = userEvent.setup();
    signInAs('admin');
    renderLayout();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(location()).toHaveTextContent('/login'));
    expect(localStorage.getItem('staff-session')).toBeNull();
  });

  it('keeps the session when cancelled', async () => {
    const user = userEvent.setup();
    signInAs('admin');
    renderLayout();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(localStorage.getItem('staff-session')).not.toBeNull();
    expect(location()).toHaveTextContent('/admin/plans');
  });
});

describe('AdminLayout phone menu', () => {
  it('toggles, closes on choosing a link and on Esc', async () => {
    const user = userEvent.setup();
    signInAs('admin');
    renderLayout();
    const toggle = screen.getByRole('button', { name: 'Admin menu' });
    const sidebar = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(sidebar).toHaveAttribute('data-open', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(sidebar).toHaveAttribute('data-open', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    await user.click(within(nav()).getByRole('link', { name: 'Payments' }));
    expect(location()).toHaveTextContent('/admin/payments');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});

describe('AdminLayout dirty-form guard', () => {
  it('navigates without asking when nothing is unsaved', async () => {
    const user = userEvent.setup();
    signInAs('admin');
    renderLayout({ dirty: false });
    await user.click(within(nav()).getByRole('link', { name: 'Customers' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(location()).toHaveTextContent('/admin/customers');
  });

  it('asks before a sidebar link leaves unsaved changes', async () => {
    const user = userEvent.setup();
    signInAs('admin');
    renderLayout({ dirty: true });

    await user.click(within(nav()).getByRole('link', { name: 'Customers' }));
    let prompt = screen.getByRole('alertdialog', { name: 'Unsaved changes' });
    expect(prompt).toHaveTextContent('You have unsaved changes. Leave this page?');
    await user.click(within(prompt).getByRole('button', { name: 'Stay' }));
    expect(location()).toHaveTextContent('/admin/plans');

    await user.click(within(nav()).getByRole('link', { name: 'Customers' }));
    prompt = screen.getByRole('alertdialog', { name: 'Unsaved changes' });
    await user.click(within(prompt).getByRole('button', { name: 'Leave' }));
    // The answer reaches the router a promise later; a loaded machine can run the check first.
    await waitFor(() => expect(location()).toHaveTextContent('/admin/customers'));
  });

  it('asks before logging out with unsaved changes', async () => {
    const user = userEvent.setup();
    signInAs('admin');
    renderLayout({ dirty: true });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Log out?' })).getByRole('button', { name: 'Log out' }),
    );
    const prompt = await screen.findByRole('alertdialog', { name: 'Unsaved changes' });
    await user.click(within(prompt).getByRole('button', { name: 'Stay' }));
    expect(localStorage.getItem('staff-session')).not.toBeNull();
    expect(location()).toHaveTextContent('/admin/plans');
  });

  it('makes the browser ask on reload or close only while dirty', () => {
    signInAs('admin');
    const { unmount } = renderLayout({ dirty: true });
    const dirtyEvent = new Event('beforeunload', { cancelable: true });
    act(() => {
      window.dispatchEvent(dirtyEvent);
    });
    expect(dirtyEvent.defaultPrevented).toBe(true);

    unmount();
    renderLayout({ dirty: false });
    const cleanEvent = new Event('beforeunload', { cancelable: true });
    fireEvent(window, cleanEvent);
    expect(cleanEvent.defaultPrevented).toBe(false);
  });
});
