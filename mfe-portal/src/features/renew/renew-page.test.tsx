import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'design-system/i18n/language';
import { MemoryRouter } from 'react-router-dom';
import { json, stubFetch } from '../../../../tooling/stub-fetch';
import { renderWithQuery } from '../../../test/query-client';
import { RenewPage } from './renew-page';

const PATH = '/renew?email=ana@example.com&plate=ABC123';
const QUOTE = { amount_cents: 25000, new_period_start: '2026-12-23', new_renewal_date: '2027-01-22' };
const STARTED = { ...QUOTE, client_secret: 'pi_sbx_1_secret_2', payment_id: 'pp_tok' };

function renderPage() {
  renderWithQuery(
    <MemoryRouter initialEntries={[PATH]}>
      <RenewPage />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

/** The sandbox card form filled with a card that pays. */
async function enterCard(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/^Card number/), '4242424242424242');
  await user.type(screen.getByLabelText(/^Expiration date/), '1230');
  await user.type(screen.getByLabelText(/^Security code/), '123');
  await user.type(screen.getByLabelText(/^ZIP/), '92173');
}

/** A renewal that pays: the quote, the sandbox, the payment applied on the second poll. */
function payingRenewal() {
  let polls = 0;
  const fetch = stubFetch({
    'GET /api/payments-public/renew': json(QUOTE),
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
  const started = () =>
    fetch.mock.calls.filter(
      ([url, init]) => String(url).endsWith('/payments-public/renew') && init?.method === 'POST',
    );
  return { polls: () => polls, started };
}

beforeEach(() => setLanguage('en'));

describe('/renew', () => {
  it('says when renewing opens (SPEC section 8)', async () => {
    stubFetch({
      'GET /api/payments-public/renew': json({ error: 'x', code: 'renew_too_early', days: '4' }, 409),
    });
    renderPage();
    expect(await screen.findByText('Too early to renew – come back in 4 day(s).')).toBeInTheDocument();
  });

  it('asks to turn autopay off first', async () => {
    stubFetch({
      'GET /api/payments-public/renew': json({ error: 'x', code: 'autopay_blocks_renewal' }, 409),
    });
    setLanguage('es');
    renderPage();
    expect(await screen.findByText(/desactívelo primero para renovar/)).toBeInTheDocument();
  });

  it('shows amount and period, pays with the shared form and waits until the renewal is applied', async () => {
    const renewal = payingRenewal();
    const user = renderPage();
    expect(await screen.findByText('Total: $250.00')).toBeInTheDocument();
    expect(screen.getByText(/New period: .*2026.* through 23:45 on .*2027/)).toBeInTheDocument();
    await enterCard(user);
    await user.click(screen.getByRole('button', { name: 'Pay $250.00' }));
    expect(await screen.findByText('Your pass is renewed', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(renewal.polls()).toBe(2);
    expect(renewal.started()).toHaveLength(1);
  });

  it('starts the payment only on the tap on Pay: opening the page or switching language starts none', async () => {
    const renewal = payingRenewal();
    const user = renderPage();
    expect(await screen.findByText('Total: $250.00')).toBeInTheDocument();
    expect(screen.getByText('Nothing is charged until you tap Pay.')).toBeInTheDocument();
    await enterCard(user);
    act(() => setLanguage('es'));
    expect(await screen.findByText('No se cobra nada hasta que toque Pagar.')).toBeInTheDocument();
    act(() => setLanguage('en'));
    expect(await screen.findByRole('button', { name: 'Pay $250.00' })).toBeInTheDocument();
    expect(renewal.started()).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Pay $250.00' }));
    expect(await screen.findByText('Your pass is renewed', {}, { timeout: 10_000 })).toBeInTheDocument();
    act(() => setLanguage('es'));
    expect(await screen.findByText('Su pase está renovado')).toBeInTheDocument();
    expect(renewal.started()).toHaveLength(1);
  });
});
