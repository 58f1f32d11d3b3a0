import { cleanup, screen, within } from '@testing-library/react';
import type { PassReceiptsResponse } from 'api/contract/pass-receipts';
import { setLanguage } from 'design-system/i18n/language';
import { json, stubFetch } from '../../../../tooling/stub-fetch';
import { renderPortal, SIGNED_OUT, signedIn } from '../../../test/render-portal';
import { ReceiptsPage } from './receipts-page';

const PATH = '/receipts?email=ana@example.com&plate=ABC123';
const RECEIPTS: PassReceiptsResponse = {
  receipts: [
    {
      id: 12,
      number: 'INV-000012',
      date: '2026-04-09T15:00:00.000Z',
      period: { start: '2026-04-09', end: '2026-05-09' },
      amount_cents: 8550,
      discount_cents: 950,
      status: 'paid',
      refunded_cents: 0,
      card: { brand: 'visa', last4: '4242' },
    },
    {
      id: 7,
      number: 'INV-000007',
      date: '2026-03-09T15:00:00.000Z',
      period: null,
      amount_cents: 9500,
      discount_cents: null,
      status: 'refunded',
      refunded_cents: 9500,
      card: null,
    },
  ],
  next_charge: { amount_cents: 8550, date: '2026-05-09' },
};

beforeEach(() => setLanguage('en'));
afterEach(cleanup);

describe('/receipts', () => {
  it('without a session shows the sign-in form and no receipts', async () => {
    stubFetch({ 'GET /api/payments-public/session': json(SIGNED_OUT) });
    renderPortal(PATH, <ReceiptsPage />);
    expect(await screen.findByRole('button', { name: 'Send me a code' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Payments of this pass' })).not.toBeInTheDocument();
  });

  it('lists every payment with its period, money, refund and a PDF link in English', async () => {
    stubFetch({
      'GET /api/payments-public/session': json(signedIn()),
      'GET /api/payments-public/receipts': json(RECEIPTS),
    });
    renderPortal(PATH, <ReceiptsPage />);
    const list = await screen.findByRole('list', { name: 'Payments of this pass' });
    const [renewal, refunded] = within(list).getAllByRole('listitem');
    expect(renewal).toHaveTextContent('Receipt INV-000012');
    expect(renewal).toHaveTextContent('Period: April 9, 2026 to May 9, 2026');
    expect(renewal).toHaveTextContent('Amount: $85.50');
    expect(renewal).toHaveTextContent('Discount: $9.50');
    expect(renewal).toHaveTextContent('Paid with Visa •••• 4242');
    expect(refunded).toHaveTextContent('Refunded: $95.00');
    expect(refunded).not.toHaveTextContent('Period');
    const link = within(renewal!).getByRole('link', { name: 'Download receipt INV-000012 (PDF)' });
    expect(link.getAttribute('href')).toMatch(/\/api\/payments-public\/receipts\/12\/pdf\?.*lang=en/);
    expect(screen.getByText('Next automatic charge: $85.50 on May 9, 2026.')).toBeInTheDocument();
  });

  it('speaks Spanish and asks for the PDF in Spanish', async () => {
    setLanguage('es');
    stubFetch({
      'GET /api/payments-public/session': json(signedIn()),
      'GET /api/payments-public/receipts': json(RECEIPTS),
    });
    renderPortal(PATH, <ReceiptsPage />);
    const list = await screen.findByRole('list', { name: 'Pagos de este pase' });
    const link = within(list).getByRole('link', { name: 'Descargar recibo INV-000012 (PDF)' });
    expect(link.getAttribute('href')).toMatch(/lang=es/);
    expect(list).toHaveTextContent('Periodo: del 9 de abril de 2026 al 9 de mayo de 2026');
  });
});
