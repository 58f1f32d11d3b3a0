import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hasDirtyForm } from 'design-system/forms/dirty-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FakeCall, FakeRoute } from '../../../test/fake-api';
import { renderProfile, section, sentIn, stubProfileApi } from '../../../test/profile-fixtures';
import { signInAs } from '../../../test/staff-token';

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
    expect(hasDirtyForm()).toBe(true);
    await user.click(within(pass).getByRole('button', { name: 'Save vehicle' }));
    expect(await screen.findByText('Vehicle updated')).toBeInTheDocument();
    expect(sent('PUT', '/api/vehicles/21')[0]?.body).toEqual({
      type: 'car',
      make: 'Toyota',
      model: 'Corolla',
      color: null,
      year: 2021,
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
});
