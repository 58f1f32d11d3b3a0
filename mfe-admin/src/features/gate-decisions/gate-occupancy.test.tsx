import { act, screen, within } from '@testing-library/react';
import type { Occupancy } from 'api/contract/gate-access';
import { setLanguage } from 'design-system/i18n/language';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeCall, type FakeRoute, stubApi } from '../../../test/fake-api';
import { renderWithQuery } from '../../../test/query-client';
import { signInAs } from '../../../test/staff-session';
import { GateOccupancy } from './gate-occupancy';

const location = (id: number, patch: Partial<Occupancy> = {}): Occupancy => ({
  location_id: id,
  location_name: `Garage ${id}`,
  anti_passback: 'off',
  facility_code: null,
  inside: 0,
  capacity: 40,
  ...patch,
});

let routes: Record<string, FakeRoute>;
let calls: FakeCall[];
beforeEach(() => {
  routes = {
    'GET /api/gate-occupancy': {
      status: 200,
      body: [location(1, { inside: 31, anti_passback: 'enforce' }), location(2, { inside: 0, capacity: 12 })],
    },
  };
  calls = stubApi(routes);
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => setLanguage('en'));
});

const tileValue = (label: string) => {
  const term = within(screen.getByRole('region', { name: /Inside now|Dentro ahora/ }))
    .getAllByRole('term')
    .find((dt) => dt.textContent === label);
  return term?.nextElementSibling?.textContent;
};

describe('GateOccupancy', () => {
  it.each(['admin', 'ambassador'])(
    'shows %s how many are inside each location, of its spaces',
    async (role) => {
      signInAs(role);
      renderWithQuery(<GateOccupancy />);
      await screen.findByText('31 of 40');
      expect(tileValue('Inside now · Garage 1')).toBe('31 of 40');
      expect(tileValue('Inside now · Garage 2')).toBe('0 of 12');
      expect(screen.getByText('Anti-passback: enforce')).toBeInTheDocument();
      expect(screen.getByText('Anti-passback: off')).toBeInTheDocument();
    },
  );

  it('speaks Spanish', async () => {
    signInAs('admin');
    act(() => setLanguage('es'));
    renderWithQuery(<GateOccupancy />);
    await screen.findByText('31 de 40');
    expect(tileValue('Dentro ahora · Garage 1')).toBe('31 de 40');
    expect(screen.getByText('Antipassback: bloquear')).toBeInTheDocument();
  });

  it('says so when it cannot be read, and nothing else breaks', async () => {
    signInAs('admin');
    routes['GET /api/gate-occupancy'] = { status: 500, body: { error: 'Boom', code: 'internal' } };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithQuery(<GateOccupancy />);
    expect(await screen.findByText('Who is inside could not be loaded.')).toBeInTheDocument();
  });

  it('asks nothing and shows nothing to a role that may not read the gate', async () => {
    signInAs('janitor');
    const { container } = renderWithQuery(<GateOccupancy />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container).toBeEmptyDOMElement();
    expect(calls).toEqual([]);
  });
});
