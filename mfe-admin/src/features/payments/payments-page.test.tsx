import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FailedPayment, Payment } from 'api/contract/payments';
import { setLanguage } from 'design-system/i18n/language';
import { ToastHost } from 'design-system/toast/toast';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeCall, type FakeRoute, stubApi } from '../../../test/fake-api';
import { renderWithQuery } from '../../../test/query-client';
import { signInAs } from '../../../test/staff-session';
import { PaymentsPage } from './payments-page';

const payment = (id: number, patch: Partial<Payment> = {}): Payment => ({
  id,
  number: `INV-${String(id).padStart(5, '0')}`,
  paid_at: '2026-03-02T20:00:00Z',
  created_at: '2026-03-02T19:59:00Z',
  client_id: id,
  customer_name: `Customer ${id}`,
  customer_email: `c${id}@example.com`,
  concept: 'Monthly pass',
  concept_es: 'Pase mensual',
  amount_cents: 25000,
  status_key: 'paid',
  plate: `PL${id}`,
  customer_language: 'en',
  ...patch,
});

let calls: FakeCall[];
let routes: Record<string, FakeRoute>;

beforeEach(() => {
  routes = {
    'GET /api/payments': {
      status: 200,
      body: { data: [payment(7), payment(6, { status_key: 'void', plate: null })], total: 2 },
    },
    'POST /api/payments/7/email': (call) => ({
      status: 200,
      body: { sent_to: (call.body as { emails: string[] }).emails },
    }),
  };
  calls = stubApi(routes);
  signInAs('ambassador');
});

afterEach(() => {
  vi.unstubAllGlobals();
  setLanguage('en');
});

const renderPage = () =>
  renderWithQuery(
    <MemoryRouter>
      <PaymentsPage />
      <ToastHost />
    </MemoryRouter>,
  );

const failedCharge = (patch: Partial<FailedPayment>): FailedPayment => ({
  id: 'autopay-9',
  kind: 'autopay_renewal',
  subscription_id: 9,
  client_id: 4,
  customer_name: 'Ana Ruiz',
  customer_email: 'ana@example.com',
  plate: 'ANA1',
  amount_cents: 25000,
  reason: 'insufficient_funds',
  decline_code: null,
  failed_at: '2026-12-01T22:00:00.000Z',
  next_retry_at: '2026-12-04T22:00:00.000Z',
  ...patch,
});
const table = () => screen.getByRole('table', { name: 'Payments' });

describe('PaymentsPage', () => {
  it('lists a server page of payments with status badges; void cannot be e-mailed', async () => {
    renderPage();
    expect(await within(table()).findByText('INV-00007')).toBeInTheDocument();
    expect(
      within(table())
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'Invoice #DateCustomerConceptAmountStatusAction',
      'INV-0000703-02-2026Customer 7Monthly pass (PL7)$250.00PaidEmailReceipt PDF',
      'INV-0000603-02-2026Customer 6Monthly pass$250.00VoidEmailReceipt PDF',
    ]);
    expect(screen.getByRole('button', { name: 'Email invoice INV-00007' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Email invoice INV-00006' })).toBeDisabled();
    expect(Object.fromEntries(calls[0]?.query ?? [])).toEqual({ status: 'all', limit: '20', offset: '0' });
  });

  it('shows the stored concept in the reader’s language', async () => {
    routes['GET /api/payments'] = {
      status: 200,
      body: {
        data: [
          payment(8, {
            concept: 'Loss fee – refunded: American Express is not accepted',
            concept_es: 'Cuota por tarjeta perdida – reembolsado: no se acepta American Express',
          }),
        ],
        total: 1,
      },
    };
    renderPage();
    expect(
      await within(table()).findByText('Loss fee – refunded: American Express is not accepted (PL8)'),
    ).toBeInTheDocument();
    act(() => setLanguage('es'));
    expect(
      await screen.findByText('Cuota por tarjeta perdida – reembolsado: no se acepta American Express (PL8)'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Loss fee/)).not.toBeInTheDocument();
  });

  it('filters by status and pages 20 at a time', async () => {
    const user = userEvent.setup();
    routes['GET /api/payments'] = (call) => ({
      status: 200,
      body: { data: [payment(100 + Number(call.query.get('offset')))], total: 41 },
    });
    renderPage();
    await within(table()).findByText('INV-00100');
    expect(screen.getByText('Page 1 / 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await within(table()).findByText('INV-00120')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'refunded');
    await waitFor(() => expect(calls.at(-1)?.query.get('status')).toBe('refunded'));
    expect(calls.at(-1)?.query.get('offset')).toBe('0');
  });

  it('Failed lists who is behind: charge, amount, reason in words, next attempt and the customer', async () => {
    routes['GET /api/payments/failed'] = {
      status: 200,
      body: {
        data: [
          failedCharge({}),
          failedCharge({
            id: 'autopay-10',
            subscription_id: 10,
            client_id: 5,
            customer_name: 'Bo Li',
            plate: 'BO2',
            reason: 'declined',
            decline_code: 'do_not_honor',
            next_retry_at: null,
          }),
          failedCharge({
            id: 'payment-3',
            kind: 'loss_fee',
            client_id: 6,
            customer_name: 'Cy Ng',
            plate: 'CY3',
            amount_cents: 2500,
            reason: 'expired_card',
            next_retry_at: null,
          }),
        ],
        total: 3,
      },
    };
    const user = userEvent.setup();
    renderPage();
    await within(table()).findByText('INV-00007');
    await user.selectOptions(screen.getByLabelText('Status'), 'failed');
    const failed = await screen.findByRole('table', { name: 'Failed charges' });
    expect(await within(failed).findByText('Ana Ruiz')).toBeInTheDocument();
    expect(
      screen.getByText(/^Charges that failed and have not been paid since: who is behind\./),
    ).toBeInTheDocument();
    const rows = within(failed).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Ana RuizANA1Auto-Pay renewal$250.00Insufficient funds12-01-2026 2:00 PM12-04-2026 2:00 PMView',
      'Bo LiBO2Auto-Pay renewal$250.00The bank declined the charge (do_not_honor)12-01-2026 2:00 PMNone: Auto-Pay is offView',
      'Cy NgCY3Lost-card fee$25.00Card expired12-01-2026 2:00 PMNone: the customer pays again by handView',
    ]);
    expect(within(failed).getByRole('link', { name: 'View Bo Li' })).toHaveAttribute(
      'href',
      '/admin/customers/5',
    );
    // The invoices' own list is not asked for failed ones: failed charges are not invoices.
    expect(calls.filter((c) => c.path === '/api/payments').map((c) => c.query.get('status'))).toEqual([
      'all',
    ]);
    expect(Object.fromEntries(calls.at(-1)?.query ?? [])).toEqual({ limit: '20', offset: '0' });
  });

  it('Failed in Spanish, and its empty state', async () => {
    routes['GET /api/payments/failed'] = { status: 200, body: { data: [failedCharge({})], total: 1 } };
    act(() => setLanguage('es'));
    const user = userEvent.setup();
    renderPage();
    await user.selectOptions(screen.getByLabelText('Estado'), 'failed');
    const failed = await screen.findByRole('table', { name: 'Cobros fallidos' });
    expect(await within(failed).findByText('Fondos insuficientes')).toBeInTheDocument();
    expect(within(failed).getByText('Renovación con pago automático')).toBeInTheDocument();
    expect(within(failed).getByRole('link', { name: 'Ver a Ana Ruiz' })).toBeInTheDocument();
    routes['GET /api/payments/failed'] = { status: 200, body: { data: [], total: 0 } };
    await user.type(screen.getByLabelText('Buscar'), 'zz');
    expect(await screen.findByText('No hay cobros fallidos: nadie está atrasado.')).toBeInTheDocument();
    expect(calls.at(-1)?.query.get('q')).toBe('zz');
  });

  it('says No payments found', async () => {
    routes['GET /api/payments'] = { status: 200, body: { data: [], total: 0 } };
    renderPage();
    expect(await screen.findByText('No payments found')).toBeInTheDocument();
  });

  it('e-mails the invoice with the prefilled recipient and subject, then says Email sent', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Email invoice INV-00007' }));
    const dialog = screen.getByRole('dialog', { name: 'Send invoice email' });
    expect(within(dialog).getByLabelText(/^Recipient/)).toHaveValue('c7@example.com');
    expect(within(dialog).getByLabelText(/^Subject/)).toHaveValue(
      'Invoice for your subscription – INV-00007 (PL7)',
    );

    await user.type(within(dialog).getByLabelText(/^Recipient/), ', bad');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText(/Enter 1 to 5 valid e-mail addresses/)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(within(dialog).getByLabelText(/^Recipient/));
    await user.type(within(dialog).getByLabelText(/^Recipient/), 'c7@example.com, office@example.com');
    await user.type(within(dialog).getByLabelText('Message'), 'Here it is.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Email sent')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      invoice_id: 7,
      emails: ['c7@example.com', 'office@example.com'],
      subject: 'Invoice for your subscription – INV-00007 (PL7)',
      body: 'Here it is.',
    });
  });

  it('prefills the subject in the customer’s language, not staff’s', async () => {
    const user = userEvent.setup();
    routes['GET /api/payments'] = {
      status: 200,
      body: { data: [payment(7, { customer_language: 'es' })], total: 1 },
    };
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Email invoice INV-00007' }));
    const dialog = screen.getByRole('dialog', { name: 'Send invoice email' });
    expect(within(dialog).getByLabelText(/^Subject/)).toHaveValue(
      'Factura de su suscripción – INV-00007 (PL7)',
    );
  });

  it('downloads the receipt PDF in the customer’s language, and says so when it cannot', async () => {
    const user = userEvent.setup();
    const saved: string[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:receipt', revokeObjectURL: () => {} }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    routes['GET /api/payments'] = {
      status: 200,
      body: { data: [payment(7, { customer_language: 'es' })], total: 1 },
    };
    routes['GET /api/payments/7/receipt.pdf'] = {
      status: 200,
      body: 'pdf',
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': 'attachment; filename="INV-000007.pdf"',
      },
    };
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Receipt PDF INV-00007' }));
    await waitFor(() => expect(saved).toEqual(['INV-000007.pdf']));
    expect(calls.find((call) => call.path === '/api/payments/7/receipt.pdf')?.query.get('lang')).toBe('es');

    routes['GET /api/payments/7/receipt.pdf'] = {
      status: 404,
      body: { error: 'Not found', code: 'invoice_not_found' },
    };
    await user.click(screen.getByRole('button', { name: 'Receipt PDF INV-00007' }));
    expect(await screen.findByText(/could not be downloaded|not found/i)).toBeInTheDocument();
    click.mockRestore();
  });

  it('keeps the dialog and says Error sending email when sending fails', async () => {
    const user = userEvent.setup();
    routes['POST /api/payments/7/email'] = { status: 502, body: { error: 'SMTP down' } };
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Email invoice INV-00007' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Error sending email')).toBeInTheDocument();
    expect(screen.queryByText('SMTP down')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Send invoice email' })).toBeInTheDocument();
  });

  it('maps a known server code through the admin error texts', async () => {
    const user = userEvent.setup();
    routes['POST /api/payments/7/email'] = { status: 409, body: { error: 'void', code: 'invoice_void' } };
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Email invoice INV-00007' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('A void invoice cannot be e-mailed.')).toBeInTheDocument();
  });
});
