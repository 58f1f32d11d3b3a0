import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GarageDetails } from 'api/contract/garage-details';
import { setLanguage } from 'design-system/i18n/language';
import { ToastHost } from 'design-system/toast/toast';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeCall, type FakeRoute, stubApi } from '../../../test/fake-api';
import { renderWithQuery } from '../../../test/query-client';
import { signInAs } from '../../../test/staff-session';
import { GarageDetailsPage } from './garage-details-page';

const SAVED: GarageDetails = {
  legal_name: 'Border Garage LLC',
  address: '100 Border Plaza, San Ysidro, CA 92173',
  tax_id: '',
  phone: '+1 (619) 555-0142',
  email: 'help@bordergarage.example',
  hours: {
    en: 'Monday to Saturday, 8:00 a.m. to 6:00 p.m.',
    es: 'Lunes a sábado, de 8:00 a. m. a 6:00 p. m.',
  },
};

let routes: Record<string, FakeRoute>;
let calls: FakeCall[];

beforeEach(() => {
  routes = {
    'GET /api/garage-details': { status: 200, body: SAVED },
    'PUT /api/garage-details': (call) => ({ status: 200, body: call.body }),
  };
  calls = stubApi(routes);
  signInAs('admin');
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => setLanguage('en'));
});

function renderPage() {
  return renderWithQuery(
    <MemoryRouter initialEntries={['/admin/garage-details']}>
      <GarageDetailsPage />
      <ToastHost />
    </MemoryRouter>,
  );
}

const puts = () => calls.filter((call) => call.method === 'PUT' && call.path === '/api/garage-details');

describe('GarageDetailsPage', () => {
  it('shows the saved details and saves a new phone with every other field kept', async () => {
    const user = userEvent.setup();
    renderPage();
    const phone = await screen.findByLabelText(/^Office phone/);
    expect(phone).toHaveValue(SAVED.phone);
    expect(screen.getByLabelText(/^Office hours in Spanish/)).toHaveValue(SAVED.hours.es);
    await user.clear(phone);
    await user.type(phone, '+1 (619) 555-0199');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Garage details saved. Customers see them now.')).toBeInTheDocument();
    expect(puts().map((call) => call.body)).toEqual([{ ...SAVED, phone: '+1 (619) 555-0199' }]);
  });

  it('shows each refused field under itself, before sending anything', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.clear(await screen.findByLabelText(/^Office e-mail/));
    await user.type(screen.getByLabelText(/^Office e-mail/), 'not-an-address');
    await user.clear(screen.getByLabelText(/^Office hours in Spanish/));
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(screen.getByLabelText(/^Office e-mail/)).toHaveAccessibleDescription(
      'Type a valid e-mail address, like office@example.com.',
    );
    expect(screen.getByLabelText(/^Office hours in Spanish/)).toHaveAccessibleDescription(
      'Type the office hours, at most 200 characters.',
    );
    expect(screen.getByLabelText(/^Office phone/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(puts()).toHaveLength(0);
  });

  it("puts the server's refusal of a field under that field", async () => {
    routes['PUT /api/garage-details'] = {
      status: 400,
      body: { error: 'Give the office phone', code: 'invalid_input', field: 'phone', rule: 'garage_phone' },
    };
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Save details' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Office phone/)).toHaveAccessibleDescription(
        'Type the office phone, at most 40 characters.',
      ),
    );
  });

  it('speaks Spanish', async () => {
    act(() => setLanguage('es'));
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Datos del estacionamiento' }),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Horario de oficina en español/)).toHaveValue(SAVED.hours.es);
    expect(screen.getByRole('button', { name: 'Guardar datos' })).toBeInTheDocument();
  });
});
