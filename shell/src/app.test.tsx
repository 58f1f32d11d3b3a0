import { render, screen } from '@testing-library/react';
import { setLanguage } from 'design-system/i18n/language';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './app';
import { legacyRoutePrefixes } from './features/remotes/app-config';

vi.mock('./features/status/status-page', () => ({
  StatusPage: () => {
    throw new Error('broken screen');
  },
}));

beforeEach(() => {
  setLanguage('en');
  window.history.pushState({}, '', '/status');
});

describe('App', () => {
  it("keeps the top bar and offers a retry when one of the shell's own screens fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<App remoteRoutes={legacyRoutePrefixes} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The page is unavailable right now.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });
});
