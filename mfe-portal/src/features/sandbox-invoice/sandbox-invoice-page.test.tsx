import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'design-system/i18n/language';
import { MemoryRouter } from 'react-router-dom';
import { json, stubFetch } from '../../../../tooling/stub-fetch';
import { renderWithQuery } from '../../../test/query-client';
import { SandboxInvoicePage } from './sandbox-invoice-page';

beforeEach(() => setLanguage('en'));

describe('/sandbox-invoice', () => {
  it('confirms the renewal payment with the bank and then shows it paid', async () => {
    let paid = false;
    const fetch = stubFetch({
      'GET /api/sandbox/invoices/in_sbx_1': () =>
        json({
          id: 'in_sbx_1',
          status: paid ? 'paid' : 'open',
          amount_cents: 22_000,
          client_secret: paid ? null : 'pi_sbx_1_secret_2',
          requires_action: !paid,
        }),
      'POST /api/sandbox/challenge': () => {
        paid = true;
        return json({ status: 'succeeded', intentType: 'payment', paymentMethod: 'pm_1', nextAction: null });
      },
    });
    renderWithQuery(
      <MemoryRouter initialEntries={['/sandbox-invoice?invoice=in_sbx_1']}>
        <SandboxInvoicePage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Amount: $220.00')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Confirm with my bank' }));
    await waitFor(() => expect(screen.getByText(/the payment is confirmed/)).toBeInTheDocument());
    expect(fetch.mock.calls.some(([, init]) => String(init?.body).includes('pi_sbx_1_secret_2'))).toBe(true);
  });

  it('says what is missing without an invoice, in Spanish too', () => {
    setLanguage('es');
    renderWithQuery(
      <MemoryRouter initialEntries={['/sandbox-invoice']}>
        <SandboxInvoicePage />
      </MemoryRouter>,
    );
    expect(screen.getByText(/necesita una factura/)).toBeInTheDocument();
  });
});
