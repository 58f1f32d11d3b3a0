import { act, screen } from '@testing-library/react';
import { setLanguage } from 'design-system/i18n/language';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { json, stubFetch } from '../../../../tooling/stub-fetch';
import { renderWithQuery } from '../../../test/query-client';
import { SuccessPage } from './success-page';
import { RECEIPT_INTERVAL_MS, RECEIPT_TRIES } from './use-receipt-polling';

const RECEIPT = {
  plate: 'BCN42',
  plan_name: 'Monthly pass',
  amount_cents: 25000,
  autopay: false,
  start_date: '2026-01-31',
  next_renewal_date: '2026-02-28',
  valid_from: '00:00',
  valid_through: '23:45',
  discount_cycles_left: 0,
  email: 'ana@example.com',
};

function renderSuccess(search: string, onPurchaseDone = vi.fn()) {
  renderWithQuery(
    <MemoryRouter initialEntries={[`/success${search}`]}>
      <Routes>
        <Route path="/success" element={<SuccessPage onPurchaseDone={onPurchaseDone} />} />
      </Routes>
    </MemoryRouter>,
  );
  return onPurchaseDone;
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  act(() => setLanguage('en'));
});

describe('/success', () => {
  it('polls the receipt 1.5 s apart and shows the pass found on the 3rd try', async () => {
    let tries = 0;
    const fetch = stubFetch({
      'GET /api/billing/receipt': ({ url }) => {
        tries++;
        expect(url.searchParams.get('payment_intent')).toBe('pi_sbx_1_secret_x');
        return tries < 3 ? json({ error: 'Not found' }, 404) : json(RECEIPT);
      },
    });
    const done = renderSuccess('?payment_intent_client_secret=pi_sbx_1_secret_x&charged=1');
    await advance(0);
    expect(tries).toBe(1);
    expect(screen.getByText('Getting your pass ready…')).toBeInTheDocument();
    await advance(RECEIPT_INTERVAL_MS - 1);
    expect(tries).toBe(1);
    await advance(1);
    expect(tries).toBe(2);
    await advance(RECEIPT_INTERVAL_MS);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(screen.getByTestId('pass-plate')).toHaveTextContent('BCN42');
    expect(screen.getByTestId('pass-plan')).toHaveTextContent('Monthly pass, paid once');
    expect(screen.getByTestId('pass-amount')).toHaveTextContent('$250.00');
    expect(screen.getByTestId('pass-validity')).toHaveTextContent(
      'From January 31, 2026 at 00:00 through February 28, 2026 at 23:45',
    );
    expect(screen.getByText('Your payment was received.')).toBeInTheDocument();
    expect(done).toHaveBeenCalledExactlyOnceWith(RECEIPT);
    await advance(RECEIPT_INTERVAL_MS * 5);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('gives up after 5 tries and says the payment was received and the e-mail receipt will follow', async () => {
    const fetch = stubFetch({ 'GET /api/billing/receipt': json({ error: 'Not found' }, 404) });
    const done = renderSuccess('?setup_intent_client_secret=seti_sbx_1_secret_x&ap=1');
    await advance(RECEIPT_INTERVAL_MS * 10);
    expect(fetch).toHaveBeenCalledTimes(RECEIPT_TRIES);
    expect(String(fetch.mock.calls[0]?.[0])).toContain('setup_intent=seti_sbx_1_secret_x');
    expect(screen.getByTestId('receipt-missing')).toHaveTextContent(
      'Your payment was received. Your pass is still being set up, and the e-mail receipt will follow shortly.',
    );
    expect(screen.getByText('Autopay is set up and your card is saved.')).toBeInTheDocument();
    expect(done).toHaveBeenCalledExactlyOnceWith(null);
    expect(RECEIPT_TRIES).toBe(5);
    expect(RECEIPT_INTERVAL_MS).toBe(1500);
  });

  it('shows an autopay pass in Spanish with the long dates', async () => {
    act(() => setLanguage('es'));
    stubFetch({
      'GET /api/billing/receipt': json({
        ...RECEIPT,
        autopay: true,
        amount_cents: 22000,
        discount_cycles_left: 2,
      }),
    });
    renderSuccess('?setup_intent_client_secret=seti_sbx_1_secret_x&ap=1&charged=1');
    await advance(0);
    expect(screen.getByTestId('pass-plan')).toHaveTextContent('Pase mensual con pago automático');
    expect(screen.getByTestId('pass-validity')).toHaveTextContent(
      'Desde el 31 de enero de 2026 a las 00:00 hasta el 28 de febrero de 2026 a las 23:45',
    );
    expect(screen.getByText(/Su descuento aplica en las próximas 2 renovaciones/)).toBeInTheDocument();
  });

  it('stops polling and gives the reason when the server refunded instead of issuing the pass', async () => {
    const reason =
      'Sorry, all online spaces were taken before your payment completed. Your payment has been refunded.';
    const fetch = stubFetch({
      'GET /api/billing/receipt': json(
        { error: reason, code: 'checkout_refunded', refund_reason: 'no_space' },
        409,
      ),
    });
    const done = renderSuccess('?payment_intent_client_secret=pi_sbx_1_secret_x&charged=1');
    await advance(RECEIPT_INTERVAL_MS * 6);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('receipt-refused')).toHaveTextContent(reason);
    expect(screen.getByText('Payment refunded')).toBeInTheDocument();
    expect(done).not.toHaveBeenCalled();
  });

  it('without payment parameters asks nothing and clears nothing', async () => {
    const fetch = stubFetch({});
    const done = renderSuccess('');
    await advance(RECEIPT_INTERVAL_MS * 6);
    expect(screen.getByText('No payment information received')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    expect(done).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});
