import { render, screen } from '@testing-library/react';
import { setLanguage } from 'design-system/i18n/language';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import PortalApp from './app';

beforeEach(() => setLanguage('en'));

describe('PortalApp', () => {
  it.each(['/payments', '/lost-card', '/renew'])(
    'answers %s with a not-found page that leads home',
    (path) => {
      render(
        <MemoryRouter initialEntries={[path]}>
          <PortalApp />
        </MemoryRouter>,
      );
      expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
    },
  );
});
