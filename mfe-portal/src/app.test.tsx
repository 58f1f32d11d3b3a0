import { render, screen } from '@testing-library/react';
import { setLanguage } from 'design-system/i18n/language';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import PortalApp from './app';

beforeEach(() => setLanguage('en'));

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <PortalApp />
    </MemoryRouter>,
  );
}

describe('PortalApp', () => {
  it.each([
    ['/payments', 'Payments'],
    ['/lost-card', 'Lost access card'],
    ['/renew', 'Renew your pass'],
    ['/change-card', 'Change your card'],
    ['/pay', 'Missing token'],
  ])('serves %s', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('answers an unknown path with a not-found page that leads home', () => {
    renderAt('/payments-nowhere');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  });
});
