import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'design-system/i18n/language';
import { MemoryRouter } from 'react-router-dom';
import { json, stubFetch } from '../../../../tooling/stub-fetch';
import { PaymentsPage } from './payments-page';

const SUBSCRIPTION = {
  status: 'active',
  autopay_enabled: true,
  days_left: 12,
  days_ago: null,
  next_renewal_date: '2026-12-22',
  valid_through: '23:45',
  start_date: '2026-11-23',
  current_period_start: '2026-11-23',
  discount_cycles_left: 2,
  first3_cycles_left: 2,
  has_saved_card: true,
  renew_allowed: false,
  renew_opens_in_days: 0,
  card: { state: 'assigned', code_last4: '0042' },
  invoices: [
    { id: 1, paid_at: '2026-11-23T10:00:00Z', amount_cents: 22000, status_key: 'paid', concept: 'Pass' },
  ],
};
const CUSTOMER = {
  first_name: 'Ana',
  last_name: 'Ruiz',
  language: 'es',
  vehicle: { plate: 'ABC123', type: 'car', make: 'Honda', model: 'Civic', year: 2020, color: 'Blue' },
};
const LOOKUP_OK = {
  ok: true,
  invitePending: false,
  loss_payment_allowed: true,
  info_message: null,
  loss_fee: { amount_cents: 2500 },
};

function renderAt(path = '/payments') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <PaymentsPage />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

beforeEach(() => setLanguage('en'));

describe('/payments', () => {
  it('asks for both fields before calling the server', async () => {
    const fetch = stubFetch({});
    const user = renderAt();
    await user.click(screen.getByRole('button', { name: 'Find my pass' }));
    expect(screen.getByText('Enter e-mail and plate.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('prefills from the query, remembers the pass and shows the dashboard', async () => {
    stubFetch({
      'GET /api/payments-public/lookup': json(LOOKUP_OK),
      'GET /api/payments-public/subscription': json(SUBSCRIPTION),
      'GET /api/payments-public/customer-info': json(CUSTOMER),
    });
    const user = renderAt('/payments?email=ana@example.com&plate=abc123');
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Find my pass' }));
    expect(await screen.findByText('Active · 12 day(s) left')).toBeInTheDocument();
    expect(screen.getByText(/Card ending 0042/)).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('portal.lastPass') ?? '{}')).toEqual({
      email: 'ana@example.com',
      plate: 'ABC123',
    });
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText(/You have logged out/)).toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('ana@example.com');
  });

  it('shows the same not-found text for an unknown pass, in Spanish too', async () => {
    stubFetch({
      'GET /api/payments-public/lookup': json({ error: 'x', code: 'pass_not_found' }, 404),
    });
    setLanguage('es');
    const user = renderAt('/payments?email=a@b.co&plate=X1');
    await user.click(screen.getByRole('button', { name: 'Buscar mi pase' }));
    expect(await screen.findByText(/No encontramos un pase/)).toBeInTheDocument();
  });

  it('shows Almost done with a resend countdown for a pending invite', async () => {
    stubFetch({
      'GET /api/payments-public/lookup': json({ ...LOOKUP_OK, ok: false, invitePending: true }, 202),
      'POST /api/payments-public/resend-invite': json({ sent: true, cooldown_seconds: 120 }),
    });
    const user = renderAt('/payments?email=a@b.co&plate=X1');
    await user.click(screen.getByRole('button', { name: 'Find my pass' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Almost done' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send the e-mail again' }));
    expect(await screen.findByRole('button', { name: /You can send it again in 1[12]\d s/ })).toBeDisabled();
    expect(Number(localStorage.getItem('portal.inviteCooldownUntil'))).toBeGreaterThan(Date.now());
  });

  it('warns before turning autopay off and sends enable: false', async () => {
    const fetch = stubFetch({
      'GET /api/payments-public/lookup': json(LOOKUP_OK),
      'GET /api/payments-public/subscription': json(SUBSCRIPTION),
      'GET /api/payments-public/customer-info': json(CUSTOMER),
      'POST /api/payments-public/toggle-autopay': json({
        autopay_enabled: false,
        discount_cycles_left: 0,
        next_renewal_date: '2026-12-22',
      }),
    });
    const user = renderAt('/payments?email=a@b.co&plate=X1');
    await user.click(screen.getByRole('button', { name: 'Find my pass' }));
    await user.click(await screen.findByRole('button', { name: 'Turn autopay off' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('you lose the 2 discounted month(s)');
    await user.click(screen.getAllByRole('button', { name: 'Turn autopay off' }).at(-1)!);
    await waitFor(() =>
      expect(
        fetch.mock.calls.some(
          ([url, init]) =>
            String(url).includes('toggle-autopay') && String(init?.body).includes('"enable":false'),
        ),
      ).toBe(true),
    );
  });

  it('goes to the card set-up when turning autopay on needs a card', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    stubFetch({
      'GET /api/payments-public/lookup': json(LOOKUP_OK),
      'GET /api/payments-public/subscription': json({ ...SUBSCRIPTION, autopay_enabled: false }),
      'GET /api/payments-public/customer-info': json(CUSTOMER),
      'POST /api/payments-public/toggle-autopay': json(
        { error: 'x', code: 'need_setup', needSetup: true },
        402,
      ),
      'POST /api/payments-public/portal': json({ url: '/sandbox-checkout?session=cs_1' }),
    });
    const user = renderAt('/payments?email=a@b.co&plate=X1');
    await user.click(screen.getByRole('button', { name: 'Find my pass' }));
    await user.click(await screen.findByRole('button', { name: 'Turn autopay on' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(/I agree that my saved card is charged/);
    await user.click(screen.getByRole('button', { name: 'I agree, turn it on' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox-checkout?session=cs_1'));
    vi.unstubAllGlobals();
  });
});
