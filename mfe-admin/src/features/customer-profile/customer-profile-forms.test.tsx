import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hasDirtyForm } from 'design-system/forms/dirty-form';
import { setLanguage } from 'design-system/i18n/language';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeCall, FakeRoute } from '../../../test/fake-api';
import {
  pass as activePass,
  profile,
  renderProfile,
  section,
  sentIn,
  stubProfileApi,
} from '../../../test/profile-fixtures';
import { signInAs } from '../../../test/staff-session';

let routes: Record<string, FakeRoute>;
let calls: FakeCall[];
beforeEach(() => {
  ({ routes, calls } = stubProfileApi());
});
afterEach(() => vi.unstubAllGlobals());
const sent = (method: string, url: string) => sentIn(calls, method, url);

describe('CustomerProfilePage forms, as ambassador', () => {
  beforeEach(() => signInAs('ambassador'));

  it('edits the vehicle with the plate read-only and the year from a list', async () => {
    routes['PUT /api/vehicles/21'] = { status: 200, body: {} };
    const user = userEvent.setup();
    renderProfile();
    const pass = await section();
    expect(within(pass).getByLabelText(/^Plate/)).toHaveAttribute('readonly');
    const year = within(pass).getByLabelText('Year');
    expect(within(year).getAllByRole('option').at(-1)).toHaveTextContent('1925');
    expect(within(year).getAllByRole('option')[0]).toHaveTextContent(String(new Date().getFullYear() + 1));
    await user.selectOptions(year, '2021');
    await user.selectOptions(within(pass).getByLabelText('Colour'), '');
    // Where the plate was issued: US states, then Mexico's, by name.
    const region = within(pass).getByLabelText('Issuing state');
    expect(region).toHaveValue('US-CA');
    await user.selectOptions(region, 'Baja California');
    expect(hasDirtyForm()).toBe(true);
    await user.click(within(pass).getByRole('button', { name: 'Save vehicle' }));
    expect(await screen.findByText('Vehicle updated')).toBeInTheDocument();
    expect(sent('PUT', '/api/vehicles/21')[0]?.body).toEqual({
      type: 'car',
      make: 'Toyota',
      model: 'Corolla',
      color: null,
      year: 2021,
      plate_state: 'MX-BCN',
    });
  });

  it('saves Customer Info and Address with their toasts', async () => {
    routes['PUT /api/clients/4'] = { status: 200, body: {} };
    routes['PUT /api/clients/4/address'] = { status: 200, body: {} };
    const user = userEvent.setup();
    renderProfile();
    const info = (await screen.findByRole('form', { name: 'Customer Info' })) as HTMLElement;
    await user.clear(within(info).getByLabelText(/^Last name/));
    await user.type(within(info).getByLabelText(/^Last name/), 'Ruiz Paz');
    await user.click(within(info).getByRole('button', { name: 'Save customer' }));
    expect(await screen.findByText('Customer updated')).toBeInTheDocument();
    expect(sent('PUT', '/api/clients/4')[0]?.body).toMatchObject({
      last_name: 'Ruiz Paz',
      email: 'ana@example.com',
    });

    const address = screen.getByRole('form', { name: 'Address' });
    await user.type(within(address).getByLabelText(/^Address line 2/), 'Apt 5');
    await user.click(within(address).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Address updated')).toBeInTheDocument();
    expect(sent('PUT', '/api/clients/4/address')[0]?.body).toMatchObject({ line2: 'Apt 5', city: 'Austin' });
  });

  it('shows a saved change as the server stores it, without a reload', async () => {
    let stored = profile;
    routes['GET /api/clients/4/profile'] = () => ({ status: 200, body: stored });
    routes['PUT /api/clients/4'] = (call) => {
      stored = { ...stored, customer: { ...stored.customer, ...(call.body as object) } };
      return { status: 200, body: stored.customer };
    };
    const user = userEvent.setup();
    renderProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Ruiz' })).toBeInTheDocument();
    const info = screen.getByRole('form', { name: 'Customer Info' });
    await user.clear(within(info).getByLabelText(/^Last name/));
    await user.type(within(info).getByLabelText(/^Last name/), 'Paz');
    await user.click(within(info).getByRole('button', { name: 'Save customer' }));
    expect(await screen.findByText('Customer updated')).toBeInTheDocument();
    // The toast comes once the profile has been read again: the heading already shows the new name.
    expect(screen.getByRole('heading', { level: 1, name: 'Ana Paz' })).toBeInTheDocument();
    expect(sent('GET', '/api/clients/4/profile')).toHaveLength(2);
  });

  it('changes the plate through its own dialog: the plate rule first, then the server, the customer e-mailed', async () => {
    routes['PUT /api/vehicles/21/plate'] = (call) => {
      routes['GET /api/clients/4/profile'] = {
        status: 200,
        body: { ...profile, subscriptions: [{ ...activePass, plate: 'NEW123' }] },
      };
      return {
        status: 200,
        body: {
          vehicle: { id: 21, plate: (call.body as { plate: string }).plate },
          previous_plate: 'ABC123',
          changed: true,
        },
      };
    };
    const user = userEvent.setup();
    renderProfile();
    const pass = await section();
    expect(
      within(pass).getByText('Change it with Change plate: the customer is e-mailed.'),
    ).toBeInTheDocument();
    await user.click(within(pass).getByRole('button', { name: 'Change plate' }));
    const dialog = screen.getByRole('dialog', { name: 'Change plate' });
    expect(dialog).toHaveTextContent('Current plate: ABC123. The customer is e-mailed about the change');
    const field = within(dialog).getByLabelText(/^New plate/);
    await user.type(field, 'AB.12');
    await user.click(within(dialog).getByRole('button', { name: 'Change plate' }));
    expect(within(dialog).getByText('Use only letters A–Z and numbers, at most 15.')).toBeInTheDocument();
    expect(sent('PUT', '/api/vehicles/21/plate')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'new-12 3');
    await user.click(within(dialog).getByRole('button', { name: 'Change plate' }));
    expect(
      await screen.findByText('Plate changed from ABC123 to NEW123. The customer was e-mailed.'),
    ).toBeInTheDocument();
    expect(sent('PUT', '/api/vehicles/21/plate')[0]?.body).toEqual({ plate: 'NEW123' });
    expect(screen.queryByRole('dialog', { name: 'Change plate' })).toBeNull();
    expect(await section('Toyota Corolla · NEW123')).toBeInTheDocument();
  });

  it('keeps the dialog open with the server’s refusal in the staff language', async () => {
    routes['PUT /api/vehicles/21/plate'] = {
      status: 409,
      body: { error: 'English text', code: 'plate_not_allowed' },
    };
    act(() => setLanguage('es'));
    try {
      const user = userEvent.setup();
      renderProfile();
      await user.click(within(await section()).getByRole('button', { name: 'Cambiar placa' }));
      const dialog = screen.getByRole('dialog', { name: 'Cambiar placa' });
      await user.type(within(dialog).getByLabelText(/^Placa nueva/), 'LIVE1');
      await user.click(within(dialog).getByRole('button', { name: 'Cambiar placa' }));
      expect(
        await within(dialog).findByText('Esa placa ya tiene un pase vigente o está bloqueada.'),
      ).toBeInTheDocument();
      expect(screen.queryByText('English text')).toBeNull();
    } finally {
      act(() => setLanguage('en'));
    }
  });

  it('offers no plate change for a banned vehicle', async () => {
    routes['GET /api/clients/4/profile'] = {
      status: 200,
      body: {
        ...profile,
        subscriptions: [{ ...activePass, status_key: 'banned', car_status_key: 'banned' }],
      },
    };
    renderProfile();
    const pass = await section();
    expect(within(pass).queryByRole('button', { name: 'Change plate' })).toBeNull();
    expect(within(pass).getByText('The plate cannot be changed.')).toBeInTheDocument();
  });
});
