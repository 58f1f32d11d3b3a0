import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useDirtyForm } from 'design-system/forms/dirty-form';
import { setLanguage } from 'design-system/i18n/language';
import { useTopBarOptions } from 'design-system/top-bar/top-bar-options';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { TopBar } from './top-bar';

function ScreenWithOptions({ options }: { options: Parameters<typeof useTopBarOptions>[0] }) {
  useTopBarOptions(options);
  return <p>screen</p>;
}

function renderAt(path: string, screenElement = <p>screen</p>) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <TopBar />
      <Routes>
        <Route path="*" element={screenElement} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => setLanguage('en'));

describe('TopBar', () => {
  it('shows the brand and the three public links, highlighting the current one', () => {
    renderAt('/payments');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Monthly Pass' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Payments' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Lost Card' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
  });

  it('marks the current language as pressed, and moves the mark when the other is chosen', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const english = screen.getByRole('button', { name: 'English' });
    const spanish = screen.getByRole('button', { name: 'Español' });
    expect(english).toHaveAttribute('aria-pressed', 'true');
    expect(spanish).toHaveAttribute('aria-pressed', 'false');
    await user.click(spanish);
    expect(spanish).toHaveAttribute('aria-pressed', 'true');
    expect(english).toHaveAttribute('aria-pressed', 'false');
  });

  it('opens the menu with the toggle and closes it when a link is chosen', async () => {
    const user = userEvent.setup();
    renderAt('/');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Lost Card' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('follows the options a screen sets: back button, disabled logo link, hidden links', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/checkout']}>
        <TopBar />
        <Routes>
          <Route
            path="/checkout"
            element={
              <ScreenWithOptions options={{ back: '/payments', logoLinkDisabled: true, linksHidden: true }} />
            }
          />
          <Route path="/payments" element={<p>payments screen</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /home/i })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /back/i }));
    expect(await screen.findByText('payments screen')).toBeInTheDocument();
    // The options belonged to the screen that unmounted: the bar is back to normal.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('speaks Spanish when the visitor switches language', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(screen.getByRole('button', { name: /español/i }));
    expect(screen.getByRole('link', { name: 'Pase mensual' })).toBeInTheDocument();
  });
});

function DirtyScreen() {
  useDirtyForm(true);
  return <p>editing</p>;
}

describe('TopBar with unsaved changes', () => {
  it('asks before leaving, and stays when the person says so', async () => {
    const user = userEvent.setup();
    renderAt('/admin/plans', <DirtyScreen />);
    await user.click(screen.getByRole('link', { name: 'Payments' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Unsaved changes' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(screen.getByRole('link', { name: 'Payments' })).not.toHaveAttribute('aria-current');
    await user.click(screen.getByRole('link', { name: 'Payments' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Unsaved changes' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    expect(screen.getByRole('link', { name: 'Payments' })).toHaveAttribute('aria-current', 'page');
  });
});
