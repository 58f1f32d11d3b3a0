import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomerImportResponse, ImportRowResult } from 'api/contract/customer-import';
import { setLanguage } from 'design-system/i18n/language';
import { ToastHost } from 'design-system/toast/toast';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeCall, type FakeRoute, stubApi } from '../../../test/fake-api';
import { LocationProbe } from '../../../test/location-probe';
import { renderWithQuery } from '../../../test/query-client';
import { signInAs } from '../../../test/staff-session';
import { CustomerAddActions } from './customer-add-actions';
import { ImportCustomersPage } from './import-customers-page';

const row = (fields: Partial<ImportRowResult>): ImportRowResult => ({
  row: 2,
  status: 'ok',
  errors: [],
  name: 'Ana Ruiz',
  email: 'ana@example.com',
  plate: 'ANA1',
  plan: 'Monthly pass',
  start_date: '2025-06-01',
  next_renewal_date: '2026-03-31',
  card_status: null,
  over_capacity: false,
  customer_id: null,
  ...fields,
});
const answer = (rows: ImportRowResult[], dryRun: boolean): CustomerImportResponse => ({
  dry_run: dryRun,
  delimiter: ',',
  rows,
  created: rows.filter((r) => r.status === (dryRun ? 'ok' : 'created')).length,
  already_imported: rows.filter((r) => r.status === 'already_imported').length,
  invalid: rows.filter((r) => r.status === 'error').length,
  over_capacity: rows.some((r) => r.over_capacity),
});
const BAD = row({
  row: 3,
  status: 'error',
  email: 'nope',
  errors: [
    { field: 'email', code: 'invalid_email' },
    { field: 'plate', code: 'plate_has_pass' },
    { field: 'next_renewal_date', code: 'renewal_in_past' },
  ],
});

let routes: Record<string, FakeRoute>;
let calls: FakeCall[];
beforeEach(() => {
  routes = {};
  calls = stubApi(routes);
  signInAs('ambassador');
});
afterEach(() => {
  vi.unstubAllGlobals();
  setLanguage('en');
});

const renderImport = () =>
  renderWithQuery(
    <MemoryRouter>
      <ImportCustomersPage />
      <ToastHost />
    </MemoryRouter>,
  );

describe('Import customers page', () => {
  it('checks the file, shows each row with its problems, and imports only after a clean check', async () => {
    const user = userEvent.setup();
    routes['POST /api/clients/import'] = (call) => {
      const { csv, dryRun } = call.body as { csv: string; dryRun: boolean };
      const rows = csv.includes('nope')
        ? [row({}), BAD]
        : [row({}), row({ row: 3, email: 'lee@example.com' })];
      const done = dryRun ? rows : rows.map((r) => ({ ...r, status: 'created' as const }));
      return { status: 200, body: answer(done, dryRun) };
    };
    renderImport();
    const importButton = () => screen.getByRole('button', { name: /^Import \d+ customers$/ });
    expect(screen.getByRole('button', { name: 'Check file' })).toBeDisabled();

    await user.type(screen.getByLabelText('Or paste the CSV text'), 'header{Enter}ana{Enter}nope');
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(
      await screen.findByText(/1 ready to import, 0 already imported, 1 with errors\./),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Check result' });
    // Every problem of the row, one per line, in the column right after the status.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Row', 'Status', 'Problems', 'Name', 'E-mail', 'Plate', 'Plan', 'Next renewal']);
    const problems = within(within(table).getByRole('row', { name: /nope/ })).getAllByRole('listitem');
    expect(problems.map((item) => item.textContent)).toEqual([
      'E-mail: is not a valid e-mail address',
      expect.stringMatching(/^Plate: /),
      expect.stringMatching(/^Next renewal date: /),
    ]);
    expect(importButton()).toBeDisabled();

    await user.clear(screen.getByLabelText('Or paste the CSV text'));
    await user.type(screen.getByLabelText('Or paste the CSV text'), 'header{Enter}ana{Enter}lee');
    expect(importButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    await user.click(await screen.findByRole('button', { name: 'Import 2 customers' }));
    expect(await screen.findByText(/Imported 2 customers; 0 were already imported\./)).toBeInTheDocument();
    expect(
      calls
        .filter((c) => c.path === '/api/clients/import')
        .map((c) => (c.body as { dryRun: boolean }).dryRun),
    ).toEqual([true, true, false]);
  });

  it('words a refused file in Spanish from its code', async () => {
    setLanguage('es');
    const user = userEvent.setup();
    routes['POST /api/clients/import'] = {
      status: 400,
      body: { error: 'English', code: 'csv_columns_missing', field: 'plate,plan' },
    };
    renderImport();
    await user.type(screen.getByLabelText('O pegue el texto CSV'), 'first_name,email');
    await user.click(screen.getByRole('button', { name: 'Revisar archivo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A la primera fila le faltan columnas obligatorias: plate, plan.',
    );
  });
});

describe('Add customer', () => {
  const renderActions = () =>
    renderWithQuery(
      <MemoryRouter initialEntries={['/admin/customers']}>
        <CustomerAddActions />
        <LocationProbe />
        <ToastHost />
      </MemoryRouter>,
    );

  it('is offered only to roles that may add customers', () => {
    signInAs(null);
    renderActions();
    expect(screen.queryByRole('button', { name: 'Add customer' })).not.toBeInTheDocument();
  });

  it('checks the fields before sending, shows a conflict at its field, and opens the new profile', async () => {
    const user = userEvent.setup();
    routes['GET /api/plans'] = { status: 200, body: [{ id: 1, name: 'Monthly pass' }] };
    let reply: FakeRoute = {
      status: 409,
      body: { error: 'x', code: 'plate_has_pass', field: 'vehicle.plate' },
    };
    routes['POST /api/clients'] = (call) => (typeof reply === 'function' ? reply(call) : reply);
    renderActions();
    await user.click(screen.getByRole('button', { name: 'Add customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add customer' });
    await user.click(within(dialog).getByRole('button', { name: 'Add customer' }));
    expect(within(dialog).getByLabelText(/^First name/)).toHaveAccessibleDescription(/at least 2 letters/);
    expect(calls.some((c) => c.path === '/api/clients' && c.method === 'POST')).toBe(false);

    const fill = (label: RegExp, value: string) => user.type(within(dialog).getByLabelText(label), value);
    await fill(/^First name/, 'Ana');
    await fill(/^E-mail(?! language)/, 'ana@example.com');
    await fill(/^Phone/, '6195550101');
    await fill(/^Plate/, 'ABC123');
    await fill(/^Make/, 'Toyota');
    await fill(/^Model/, 'Corolla');
    await fill(/^Year/, '2018');
    await user.selectOptions(await within(dialog).findByLabelText(/^Plan/), 'Monthly pass');
    await fill(/^Pass start date/, '2025-06-01');
    await fill(/^Next renewal date/, '2026-12-31');
    await user.click(within(dialog).getByRole('button', { name: 'Add customer' }));
    expect(await within(dialog).findByText('this plate already has an active pass')).toBeInTheDocument();

    reply = {
      status: 201,
      body: {
        customer_id: 41,
        subscription_id: 7,
        card_status: null,
        over_capacity: false,
        invite_sent: true,
      },
    };
    await user.click(within(dialog).getByRole('button', { name: 'Add customer' }));
    expect(await screen.findByText('Customer added. We e-mailed them an invite.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/customers/41'));
    const sent = calls.filter((c) => c.path === '/api/clients').at(-1)?.body;
    expect(sent).toMatchObject({
      first_name: 'Ana',
      plan_id: 1,
      vehicle: { plate: 'ABC123', year: 2018, type: 'car' },
      next_renewal_date: '2026-12-31',
    });
  }, 20_000);
});
