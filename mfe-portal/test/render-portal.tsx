// Renders a portal page as the app does: inside the router and the one portal session provider.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { json, type StubHandler } from '../../tooling/stub-fetch';
import { PortalSessionProvider } from '../src/lib/portal-session';
import { WithQueryClient } from './query-client';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderPortal(path: string, page: ReactElement) {
  render(
    <WithQueryClient>
      <MemoryRouter initialEntries={[path]}>
        <PortalSessionProvider>
          <Routes>
            <Route path="*" element={page} />
          </Routes>
          <LocationProbe />
        </PortalSessionProvider>
      </MemoryRouter>
    </WithQueryClient>,
  );
  return userEvent.setup();
}

/** Where the page is now (path and query), as the address bar shows it. */
export const currentLocation = () => screen.getByTestId('location').textContent;

export const SIGNED_OUT = { signed_in: false };
export const signedIn = (plates = ['ABC123'], email = 'ana@example.com') => ({
  signed_in: true,
  email,
  plates,
  kept: true,
  expires_at: '2027-01-01T00:00:00Z',
});

/** `GET session` answering whatever `current()` holds at the time of the call. */
export const sessionRoute =
  (current: () => unknown): StubHandler =>
  () =>
    json(current());
