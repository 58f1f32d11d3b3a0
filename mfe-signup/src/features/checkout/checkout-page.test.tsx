import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'design-system/i18n/language';
import { getTopBarOptions } from 'design-system/top-bar/top-bar-options';
import { useImperativeHandle } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { json, stubFetch } from '../../../../tooling/stub-fetch';
import { fakeCardForm, intentResponse, WIZARD } from '../../../test/checkout-fixtures';
import { renderWithQuery } from '../../../test/query-client';
import { CheckoutPage, type HumanCheckSlot } from './checkout-page';
import { CHECKOUT_TOKEN_STORAGE_KEY } from './checkout-token-storage';
import type { CardFormHandle, CardFormProps, CheckoutPrices } from './checkout-types';

const PRICES: CheckoutPrices = {
  status: 'ready',
  oneTime: { planId: 1, priceCents: 25000 },
  autopay: { planId: 2, priceCents: 25000, discountedCents: 22000, discountPercent: 12 },
};

let handle: CardFormHandle = fakeCardForm();
const mounts: Array<CardFormProps['mode']> = [];

/** Stands in for the payment-form feature: buttons set what the card form reports. */
function FakeCardForm({ mode, formRef, onStatusChange }: CardFormProps) {
  useImperativeHandle(formRef, () => handle);
  if (!mounts.includes(mode) || mounts.at(-1) !== mode) mounts.push(mode);
  return (
    <div>
      <p>card form for {mode}</p>
      <button type="button" onClick={() => onStatusChange({ complete: true, brand: 'visa' })}>
        fill visa
      </button>
      <button type="button" onClick={() => onStatusChange({ complete: false, brand: 'amex' })}>
        type amex
      </button>
    </div>
  );
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}${location.hash}`}</p>;
}

function renderCheckout({
  queryEmail = 'ana@example.com' as string | null,
  wizard = WIZARD,
  prices = PRICES,
  humanCheck = undefined as HumanCheckSlot | undefined,
} = {}) {
  const user = userEvent.setup();
  renderWithQuery(
    <MemoryRouter initialEntries={['/checkout']}>
      <Routes>
        <Route
          path="/checkout"
          element={
            <CheckoutPage
              wizard={wizard}
              queryEmail={queryEmail}
              prices={prices}
              PaymentForm={FakeCardForm}
              {...(humanCheck ? { humanCheck } : {})}
            />
          }
        />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

const payButton = () => screen.getByRole('button', { name: /^(Pay|Start autopay)/ });

beforeEach(() => {
  handle = fakeCardForm();
  mounts.length = 0;
});
afterEach(() => act(() => setLanguage('en')));

/** Every request but the pass-period read (GET billing/config), which the summary makes on its own. */
const purchaseCalls = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.mock.calls.filter(([url]) => new URL(String(url), 'http://x').pathname !== '/api/billing/config');

describe('checkout page', () => {
  it('shows the plans with prices, the 12% autopay discount, the pass and a back button to /', () => {
    stubFetch({});
    renderCheckout();
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByTestId('plan-autopay')).toHaveTextContent('12% off');
    expect(screen.getByTestId('plan-autopay')).toHaveTextContent(
      '$220.00/month for the first 3 months, then $250.00/month',
    );
    expect(screen.getByTestId('plan-one-time')).toHaveTextContent('$250.00 for one month');
    expect(screen.getByTestId('checkout-plate')).toHaveTextContent('BCN42');
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('ana@example.com');
    expect(getTopBarOptions()).toEqual({ back: '/' });
    expect(payButton()).toHaveTextContent('Start autopay and pay $220.00 today');
  });

  it('needs the e-mail first, then the card, the terms and the autopay consent', async () => {
    const fetch = stubFetch({});
    const user = renderCheckout({
      queryEmail: null,
      wizard: { ...WIZARD, personal: { ...WIZARD.personal, email: '' } },
    });
    await user.click(payButton());
    expect(screen.getByText('Please enter your e-mail first')).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toHaveFocus();
    expect(screen.getByTestId('card-gate-error')).toHaveTextContent('Please complete your card details.');
    expect(screen.getByText('Please accept the pass terms.')).toBeInTheDocument();
    expect(screen.getByText('Please accept the autopay charges to get the discount.')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^E-mail/), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'fill visa' }));
    await user.click(screen.getByLabelText(/I accept the pass terms/));
    await user.click(payButton());
    expect(screen.queryByText('Please enter your e-mail first')).not.toBeInTheDocument();
    expect(screen.getByText('Please accept the autopay charges to get the discount.')).toBeInTheDocument();
    // Nothing is started: the only request is the read of the pass's dates.
    expect(purchaseCalls(fetch)).toEqual([]);
    expect(handle.prepare).not.toHaveBeenCalled();
  });

  it('a plan change resets both consents and remounts the card form', async () => {
    stubFetch({});
    const user = renderCheckout();
    await user.click(screen.getByLabelText(/I accept the pass terms/));
    await user.click(screen.getByLabelText(/I agree to be charged \$220\.00 a month/));
    expect(screen.getByLabelText(/I accept the pass terms/)).toBeChecked();
    await user.click(screen.getByLabelText(/^Pay once/));
    expect(screen.getByText('card form for payment')).toBeInTheDocument();
    expect(screen.getByLabelText(/I accept the pass terms/)).not.toBeChecked();
    expect(screen.queryByLabelText(/I agree to be charged/)).not.toBeInTheDocument();
    expect(mounts).toEqual(['setup', 'payment']);
    expect(payButton()).toHaveTextContent('Pay $250.00');
    await user.click(screen.getByLabelText(/^Autopay/));
    expect(screen.getByLabelText(/I agree to be charged/)).not.toBeChecked();
  });

  it('refuses American Express', async () => {
    const fetch = stubFetch({});
    const user = renderCheckout();
    await user.click(screen.getByRole('button', { name: 'type amex' }));
    expect(screen.getByTestId('amex-refused')).toHaveTextContent(
      'We do not accept American Express. Please use Visa or Mastercard.',
    );
    await user.click(screen.getByLabelText(/I accept the pass terms/));
    await user.click(screen.getByLabelText(/I agree to be charged/));
    await user.click(payButton());
    // Nothing is started: the only request is the read of the pass's dates.
    expect(purchaseCalls(fetch)).toEqual([]);
  });

  it('pays once and goes to /success', async () => {
    stubFetch({
      'POST /api/billing/create-intent': json(intentResponse('payment')),
    });
    const user = renderCheckout();
    await user.click(screen.getByLabelText(/^Pay once/));
    await user.click(screen.getByRole('button', { name: 'fill visa' }));
    await user.click(screen.getByLabelText(/I accept the pass terms/));
    await user.click(payButton());
    expect(await screen.findByTestId('where')).toHaveTextContent(
      '/success?payment_intent_client_secret=pi_sbx_1_secret_x&charged=1',
    );
    // Paid: nothing left for this tab to replace.
    expect(sessionStorage.getItem(CHECKOUT_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('maps a decline to its message with codes, and no space left to the waitlist', async () => {
    stubFetch({
      'POST /api/billing/create-intent': json(intentResponse('payment')),
    });
    handle = fakeCardForm({
      confirmPayment: vi.fn().mockResolvedValue({
        status: 'requires_payment_method',
        paymentMethod: null,
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'insufficient_funds',
          message: 'x',
        },
      }),
    });
    const user = renderCheckout();
    await user.click(screen.getByLabelText(/^Pay once/));
    await user.click(screen.getByRole('button', { name: 'fill visa' }));
    await user.click(screen.getByLabelText(/I accept the pass terms/));
    await user.click(payButton());
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent(
      'Your card has insufficient funds. Please use another card. (code: card_declined, insufficient_funds)',
    );
  });

  it('says when the last space is gone, with a link to the waitlist, in Spanish too', async () => {
    act(() => setLanguage('es'));
    stubFetch({
      'POST /api/billing/create-intent': json(
        {
          error: 'Sorry, all online spaces are taken right now. Join the waitlist and we will e-mail you.',
          code: 'spaces_taken',
        },
        409,
      ),
    });
    const user = renderCheckout();
    await user.click(screen.getByRole('button', { name: 'fill visa' }));
    await user.click(screen.getByLabelText(/Acepto las condiciones del pase/));
    await user.click(screen.getByLabelText(/Acepto que se me cobren/));
    await user.click(screen.getByRole('button', { name: /Activar pago automático/ }));
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent('ya no hay lugares disponibles');
    await user.click(screen.getByRole('link', { name: 'Unirme a la lista de espera' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/#signup-waitlist');
  });

  // One solved CAPTCHA starts one checkout: a pass that already did is refused, and the page asks again.
  it('asks for the CAPTCHA again when its pass already started a checkout, in Spanish too', async () => {
    act(() => setLanguage('es'));
    const passes: unknown[] = [];
    let pass = 'used-pass';
    stubFetch({
      'POST /api/billing/create-intent': ({ body }) => {
        passes.push((body as { captchaPass?: string }).captchaPass);
        return passes.length === 1
          ? json({ error: 'This security check was already used…', code: 'captcha_pass_used' }, 403)
          : json(intentResponse('payment'));
      },
    });
    const humanCheck: HumanCheckSlot = {
      pass: () => pass,
      render: ({ onToken }) => (
        <button type="button" onClick={() => onToken('solved')}>
          solve the CAPTCHA
        </button>
      ),
      verify: async () => {
        pass = 'fresh-pass';
      },
    };
    const user = renderCheckout({ humanCheck });
    await user.click(screen.getByLabelText(/^Pago único/));
    await user.click(screen.getByRole('button', { name: 'fill visa' }));
    await user.click(screen.getByLabelText(/Acepto las condiciones del pase/));
    await user.click(screen.getByRole('button', { name: /^Pagar/ }));
    expect(await screen.findByTestId('checkout-error')).toHaveTextContent(
      'Esta verificación de seguridad ya se usó para iniciar un pago.',
    );
    await user.click(screen.getByRole('button', { name: 'solve the CAPTCHA' }));
    expect(screen.queryByTestId('checkout-error')).toBeNull();
    await user.click(screen.getByRole('button', { name: /^Pagar/ }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/success?');
    expect(passes).toEqual(['used-pass', 'fresh-pass']);
  });

  it('sends the consent texts it showed, in the page language, for the server to record', async () => {
    act(() => setLanguage('es'));
    let sent: { consent?: { terms_text: string; autopay_text?: string; language: string } } = {};
    stubFetch({
      'POST /api/billing/create-intent': ({ body }) => {
        sent = body as typeof sent;
        return json({ error: 'x', code: 'spaces_taken' }, 409);
      },
    });
    const user = renderCheckout();
    await user.click(screen.getByRole('button', { name: 'fill visa' }));
    await user.click(screen.getByLabelText(/Acepto las condiciones del pase/));
    await user.click(screen.getByLabelText(/Acepto que se me cobren/));
    await user.click(screen.getByRole('button', { name: /Activar pago automático/ }));
    await screen.findByTestId('checkout-error');
    const consent = sent.consent;
    expect(consent?.language).toBe('es');
    // Exactly the label beside each checkbox the visitor ticked.
    expect(screen.getByLabelText(consent?.autopay_text ?? '-')).toBeChecked();
    expect(screen.getByText(consent?.terms_text ?? '-', { exact: false })).toBeInTheDocument();
    expect(consent?.terms_text).toMatch(/^Acepto las condiciones del pase/);
  });

  // The shell's top bar has the switch (and the standalone page's header, bootstrap.tsx): one per page.
  it('has no language switch of its own, and follows the page language', () => {
    stubFetch({});
    renderCheckout();
    expect(screen.queryByRole('group', { name: 'Language' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Español' })).not.toBeInTheDocument();
    act(() => setLanguage('es'));
    expect(screen.getByRole('heading', { level: 1, name: 'Pago' })).toBeInTheDocument();
  });

  it('sends a visitor without saved details back to the form', () => {
    stubFetch({});
    renderWithQuery(
      <MemoryRouter>
        <CheckoutPage wizard={null} queryEmail={null} prices={PRICES} PaymentForm={FakeCardForm} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Go to the sign-up form' })).toHaveAttribute('href', '/');
  });
});
