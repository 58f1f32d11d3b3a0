import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { json, stubFetch } from '../../tooling/stub-fetch';
import { renderWithQuery } from '../test/query-client';
import { PaymentForm } from './payment-form';
import type { ConfirmResult, PaymentFormHandle, PaymentFormStatus } from './payment-form-types';

const SECRET = 'pi_sbx_abc_secret_def';

function renderForm() {
  const formRef = createRef<PaymentFormHandle | null>();
  const statuses: PaymentFormStatus[] = [];
  const user = userEvent.setup();
  const props = {
    mode: 'payment' as const,
    amountCents: 25000,
    formRef,
    onStatusChange: (status: PaymentFormStatus) => statuses.push(status),
  };
  const view = renderWithQuery(<PaymentForm {...props} />);
  // The checkout disables the form while it pays; the 3-D Secure buttons must still work then.
  const disable = () => view.rerender(<PaymentForm {...props} disabled />);
  return { user, formRef, statuses, disable };
}

async function typeCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.type(await screen.findByLabelText(/^Card number/), number);
  await user.type(screen.getByLabelText(/^Expiration date/), '1230');
  await user.type(screen.getByLabelText(/^Security code/), number.startsWith('3') ? '1234' : '123');
  await user.type(screen.getByLabelText(/^ZIP \/ postal code/), '92173');
}

describe('sandbox card form', () => {
  it('is chosen by GET /billing/config and reports a complete Visa', async () => {
    stubFetch({ 'GET /api/billing/config': json({ provider: 'sandbox', holdMinutes: 15 }) });
    const { user, statuses, formRef } = renderForm();
    await typeCard(user, '4242424242424242');
    expect(screen.getByTestId('card-brand')).toHaveTextContent('Visa');
    expect(statuses.at(-1)).toEqual({ complete: true, brand: 'visa' });
    await act(async () => {
      expect(await formRef.current?.prepare()).toBeNull();
    });
  });

  it('refuses American Express as soon as it is recognised, before any call', async () => {
    const fetch = stubFetch({ 'GET /api/billing/config': json({ provider: 'sandbox', holdMinutes: 15 }) });
    const { user, statuses, formRef } = renderForm();
    await typeCard(user, '378282246310005');
    expect(
      screen.getByText('We do not accept American Express. Please use Visa or Mastercard.'),
    ).toBeInTheDocument();
    expect(statuses.at(-1)).toEqual({ complete: false, brand: 'amex' });
    await act(async () => {
      expect(await formRef.current?.prepare()).toMatchObject({ code: 'amex_not_accepted' });
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('names the first incomplete field with Stripe’s code', async () => {
    stubFetch({ 'GET /api/billing/config': json({ provider: 'sandbox', holdMinutes: 15 }) });
    const { user, formRef } = renderForm();
    await user.type(await screen.findByLabelText(/^Card number/), '4242 4242');
    let problem = null;
    await act(async () => {
      problem = await formRef.current!.prepare();
    });
    expect(problem).toMatchObject({ code: 'incomplete_number' });
    expect(screen.getByText('Your card number is incomplete.')).toBeInTheDocument();
  });

  it('shows the 3-D Secure challenge and reports the bank’s answer', async () => {
    const bodies: unknown[] = [];
    stubFetch({
      'GET /api/billing/config': json({ provider: 'sandbox', holdMinutes: 15 }),
      'POST /api/sandbox/confirm': ({ body }) => {
        bodies.push(body);
        return json({
          status: 'requires_action',
          intentType: 'payment',
          paymentMethod: 'pm_1',
          nextAction: { type: 'sandbox_3ds_challenge' },
        });
      },
      'POST /api/sandbox/challenge': ({ body }) =>
        (body as { outcome: string }).outcome === 'complete'
          ? json({ status: 'succeeded', intentType: 'payment', paymentMethod: 'pm_1', nextAction: null })
          : json({
              status: 'requires_payment_method',
              intentType: 'payment',
              paymentMethod: null,
              nextAction: null,
              error: { type: 'card_error', code: 'payment_intent_authentication_failure', message: 'failed' },
            }),
    });
    const { user, formRef, disable } = renderForm();
    await typeCard(user, '4000002760003184');
    disable();

    let passed: Promise<ConfirmResult> | undefined;
    act(() => {
      passed = formRef.current!.confirmPayment(SECRET);
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm this payment with your bank' });
    expect(dialog).toHaveTextContent('Amount: $250.00');
    await user.click(screen.getByRole('button', { name: 'Complete authentication' }));
    await expect(passed).resolves.toEqual({ status: 'succeeded', paymentMethod: 'pm_1', error: null });
    expect(bodies[0]).toEqual({
      clientSecret: SECRET,
      card: { number: '4000002760003184', expMonth: 12, expYear: 2030, cvc: '123', postalCode: '92173' },
    });

    let failed: Promise<ConfirmResult> | undefined;
    act(() => {
      failed = formRef.current!.confirmPayment(SECRET);
    });
    await user.click(await screen.findByRole('button', { name: 'Fail authentication' }));
    await expect(failed).resolves.toMatchObject({ error: { code: 'payment_intent_authentication_failure' } });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('offers a retry when the payment configuration cannot be loaded', async () => {
    stubFetch({ 'GET /api/billing/config': json({ error: 'Server error' }, 500) });
    renderForm();
    expect(await screen.findByText('The payment form could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
