import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/fake-api';
import { renderWithQuery } from '../../test/query-client';
import { signInAs } from '../../test/staff-session';
import { ChecklistEntry } from './checklist-entry';

beforeEach(() => {
  stubApi({
    'GET /api/events': { status: 200, body: { data: [], page: 1, hasMore: false } },
    'GET /api/gate-occupancy': {
      status: 200,
      body: [
        {
          location_id: 1,
          location_name: 'Border Crossing Garage',
          anti_passback: 'warn',
          facility_code: null,
          inside: 7,
          capacity: 40,
        },
      ],
    },
  });
  signInAs('admin');
});
afterEach(() => vi.unstubAllGlobals());

describe('the staff dashboard (/admin/checklist)', () => {
  it('shows who is inside the garage above the checklist', async () => {
    renderWithQuery(
      <MemoryRouter initialEntries={['/admin/checklist']}>
        <ChecklistEntry />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Checklist' })).toBeInTheDocument();
    const inside = screen.getByRole('region', { name: 'Inside now' });
    expect(await within(inside).findByText('7 of 40')).toBeInTheDocument();
    expect(within(inside).getByText('Anti-passback: warn')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Pending events' })).toBeInTheDocument();
  });
});
