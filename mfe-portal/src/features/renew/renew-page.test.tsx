import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'design-system/i18n/language';
import { MemoryRouter } from 'react-router-dom';
import { json, stubFetch } from '../../../../tooling/stub-fetch';
import { RenewPage } from './renew-page';

const PATH = '/renew?email=ana@example.com&plate=ABC123';
const STARTED = {
  client_secret: 'pi_sbx_1_secret_2',
  payment_id: 'pp_tok',
  amount_cents: 25000,
  new_period_start: '2026-12-23',
  new_renewal_date: '2027-01-22',
};

function renderPage() {
  render(
    <MemoryRouter initialEntries={[PATH]}>
      <RenewPage />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

beforeEach(() => setLanguage('en'));

describe('/renew', () => {
  it('says when renewing opens (SPEC section 8)', async () => {
    stubFetch({
      'POST /api/payments-public/renew': json({ error: 'x', code: 'renew_too_early', days: '4' }, 409),
    });
    renderPage();
    expect(await screen.findByText('Too early to renew – come back in 4 day(s).')).toBeInTheDocument();
  });

  it('asks to turn autopay off first', async () => {
    stubFetch({
      'POST /api/payments-public/renew': json({ error: 'x', code: 'autopay_blocks_renewal' }, 409),
    });
    setLanguage('es');
    renderPage();
    expect(await screen.findByText(/desactívelo primero para renovar/)).toBeInTheDocument();
  });

  it('shows amount and period, pays with the shared form and waits until the renewal is applied', async () => {
    let polls = 0;
    stubFetch({
      'POST /api/payments-public/renew': json(STARTED),
      'GET /api/billing/config': json({ provider: 'sandbox', holdMinutes: 15 }),
      'POST /api/sandbox/confirm': json({
        status: 'succeeded',
        intentType: 'payment',
        paymentMethod: 'pm_1',
        nextAction: null,
      }),
      'GET /api/payments-public/payment': () =>
        json({
          status: ++polls < 2 ? 'open' : 'paid',
          kind: 'renewal',
          amount_cents: 25000,
          next_renewal_date: '2027-01-22',
          refund_reason: null,
        }),
    });
    const user = renderPage();
    expect(await screen.findByText('Total: $250.00')).toBeInTheDocument();
    expect(screen.getByText(/New period: .*2026.* through 23:45 on .*2027/)).toBeInTheDocument();
    await user.type(await screen.findByLabelText(/^Card number/), '4242424242424242');
    await user.type(screen.getByLabelText(/^Expiration date/), '1230');
    await user.type(screen.getByLabelText(/^Security code/), '123');
    await user.type(screen.getByLabelText(/^ZIP/), '92173');
    await user.click(screen.getByRole('button', { name: 'Pay $250.00' }));
    expect(await screen.findByText('Your pass is renewed', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(polls).toBe(2);
  });
});
