import { screen } from '@testing-library/react';
import { setLanguage } from 'design-system/i18n/language';
import { json, stubFetch } from '../../../../tooling/stub-fetch';
import { bodyOf, calls, SENT } from '../../../test/payments-fixtures';
import { renderPortal, SIGNED_OUT } from '../../../test/render-portal';
import { PaymentsPage } from './payments-page';

// A pass the garage added (an existing parker brought in) whose owner has not opened the invite yet.

const PENDING = {
  ok: false,
  invitePending: true,
  loss_payment_allowed: false,
  info_message: 'Almost done',
  loss_fee: { amount_cents: 2500 },
};

beforeEach(() => {
  setLanguage('en');
  localStorage.clear();
});

describe('/payments: the "Almost done" step', () => {
  it('shows "Almost done" instead of a code, resends the invite with a countdown, or sends a code instead', async () => {
    const fetch = stubFetch({
      'GET /api/payments-public/session': json(SIGNED_OUT),
      'GET /api/payments-public/lookup': json(PENDING, 202),
      'POST /api/payments-public/resend-invite': json({ sent: true, cooldown_seconds: 120 }),
      'POST /api/payments-public/sign-in': json(SENT, 202),
    });
    const user = renderPortal('/payments?email=ana@example.com&plate=abc123', <PaymentsPage />);
    await user.click(await screen.findByRole('button', { name: 'Send me a code' }));

    expect(await screen.findByRole('heading', { name: 'Almost done' })).toBeInTheDocument();
    expect(
      screen.getByText(/We sent an e-mail to ana@example.com to confirm your address/),
    ).toBeInTheDocument();
    expect(calls(fetch, '/api/payments-public/sign-in')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Resend the e-mail' }));
    expect(await screen.findByRole('button', { name: /^Resend the e-mail in 1[12]\d s$/ })).toBeDisabled();
    expect(bodyOf(fetch, '/api/payments-public/resend-invite')).toEqual({
      email: 'ana@example.com',
      plate: 'ABC123',
    });

    await user.click(screen.getByRole('button', { name: 'Sign in with a code instead' }));
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(calls(fetch, '/api/payments-public/sign-in')).toHaveLength(1);
  });

  it('in Spanish, and a resend refused for its cooldown starts the countdown', async () => {
    setLanguage('es');
    stubFetch({
      'GET /api/payments-public/session': json(SIGNED_OUT),
      'GET /api/payments-public/lookup': json(PENDING, 202),
      'POST /api/payments-public/resend-invite': json(
        { error: 'wait', code: 'too_many_requests', retry_after: '90' },
        429,
      ),
    });
    const user = renderPortal('/payments?email=ana@example.com&plate=abc123', <PaymentsPage />);
    await user.click(await screen.findByRole('button', { name: 'Enviarme un código' }));
    expect(await screen.findByRole('heading', { name: 'Casi listo' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reenviar el correo' }));
    expect(await screen.findByRole('button', { name: /^Reenviar el correo en [89]\d s$/ })).toBeDisabled();
  });
});
