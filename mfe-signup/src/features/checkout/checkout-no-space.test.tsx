import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'design-system/i18n/language';
import { useImperativeHandle } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { json, stubFetch } from '../../../../tooling/stub-fetch';
import { fakeCardForm, intentResponse, WIZARD } from '../../../test/checkout-fixtures';
import { renderWithQuery } from '../../../test/query-client';
import { CheckoutPage, type SpacesForSale } from './checkout-page';
import { CHECKOUT_TOKEN_STORAGE_KEY } from './checkout-token-storage';
import type { CardFormProps, CheckoutPrices } from './checkout-types';

// Issue 31: the buyer learned that no space was left only after typing a card and pressing Pay. The
// page now says so as it opens, and when its own held space is lost, with the way to the waitlist.

const PRICES: CheckoutPrices = {
  status: 'ready',
  oneTime: { planId: 1, priceCents: 25000 },
  autopay: { planId: 2, priceCents: 25000, discountedCents: 22000, discountPercent: 12 },
};
const KEEPALIVE = 'POST /api/billing/hold/keepalive';
const TAKEN = json({ error: 'Sorry, all online spaces are taken right now.', code: 'spaces_taken' }, 409);

let handle = fakeCardForm();
function FakeCardForm({ formRef, onStatusChange }: CardFormProps) {
  useImperativeHandle(formRef, () => handle);
  return (
    <button type="button" onClick={() => onStatusChange({ complete: true, brand: 'visa' })}>
      fill visa
    </button>
  );
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.hash}`}</p>;
}

function renderCheckout(spaces: SpacesForSale) {
  const page = (count: SpacesForSale) => (
    <MemoryRouter initialEntries={['/checkout']}>
      <Routes>
        <Route
          path="/checkout"
          element={
            <CheckoutPage
              wizard={WIZARD}
              queryEmail="ana@example.com"
              prices={PRICES}
              PaymentForm={FakeCardForm}
              spaces={count}
            />
          }
        />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>
  );
  const { rerender } = renderWithQuery(page(spaces));
  return { user: userEvent.setup(), countNow: (count: SpacesForSale) => rerender(page(count)) };
}

const cardForm = () => screen.queryByRole('button', { name: 'fill visa' });
const purchaseCalls = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.mock.calls
    .map(([url, init]) => `${init?.method ?? 'GET'} ${new URL(String(url), 'http://x').pathname}`)
    .filter((call) => call !== 'GET /api/billing/config');

beforeEach(() => {
  handle = fakeCardForm();
});
afterEach(() => act(() => setLanguage('en')));

describe('checkout with no space left', () => {
  it('says so as the page opens, before any card, with the waitlist, and asks nothing of the server', async () => {
    const fetch = stubFetch({});
    const { user } = renderCheckout('none');
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByText('No spaces left')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-no-space')).toHaveTextContent('nothing has been charged');
    expect(screen.getByTestId('checkout-plate')).toHaveTextContent('BCN42');
    expect(cardForm()).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Pay|Start autopay)/ })).toBeNull();
    expect(purchaseCalls(fetch)).toEqual([]);
    await user.click(screen.getByRole('link', { name: 'Join the waitlist' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/#signup-waitlist');
  });

  it('says so in Spanish too', () => {
    act(() => setLanguage('es'));
    stubFetch({});
    renderCheckout('none');
    expect(screen.getByText('Ya no hay lugares')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-no-space')).toHaveTextContent('no se le ha cobrado nada');
    expect(screen.getByRole('link', { name: 'Unirme a la lista de espera' })).toBeInTheDocument();
  });

  it('shows the payment form while the count is unknown, and again when a space frees up', () => {
    stubFetch({});
    const { countNow } = renderCheckout('checking');
    expect(cardForm()).toBeInTheDocument();
    countNow('none');
    expect(cardForm()).toBeNull();
    countNow('free');
    expect(cardForm()).toBeInTheDocument();
    expect(screen.queryByTestId('checkout-no-space')).toBeNull();
  });

  it("keeps the form for this tab's own held space, which the count of free ones leaves out", async () => {
    sessionStorage.setItem(CHECKOUT_TOKEN_STORAGE_KEY, 'checkout-token-1');
    const beats: unknown[] = [];
    stubFetch({
      [KEEPALIVE]: ({ body }) => {
        beats.push(body);
        return json({ holdExpiresAt: '2030-01-01T00:00:00.000Z' });
      },
    });
    renderCheckout('none');
    await vi.waitFor(() => expect(beats).toEqual([{ checkoutToken: 'checkout-token-1' }]));
    expect(cardForm()).toBeInTheDocument();
    expect(screen.queryByTestId('checkout-no-space')).toBeNull();
  });

  it('says the space held in this tab is gone as soon as its heartbeat learns it, in both languages', async () => {
    sessionStorage.setItem(CHECKOUT_TOKEN_STORAGE_KEY, 'checkout-token-1');
    stubFetch({ [KEEPALIVE]: TAKEN });
    renderCheckout('none');
    expect(await screen.findByText('The space held for you is gone')).toBeInTheDocument();
    expect(screen.getByTestId('checkout-no-space')).toHaveTextContent(
      'someone else has bought the last space',
    );
    expect(cardForm()).toBeNull();
    act(() => setLanguage('es'));
    expect(screen.getByText('El lugar apartado para usted ya no está disponible')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Unirme a la lista de espera' })).toBeInTheDocument();
  });

  it('after a declined card, says the held space is gone when the next heartbeat finds it taken', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let answer: Response = json({ holdExpiresAt: '2030-01-01T00:00:00.000Z' });
      stubFetch({
        'POST /api/billing/create-intent': json(intentResponse('setup')),
        [KEEPALIVE]: () => answer.clone(),
      });
      handle.confirmSetup.mockResolvedValue({
        status: 'requires_payment_method',
        paymentMethod: null,
        error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'x' },
      });
      const { user } = renderCheckout('free');
      await user.click(screen.getByRole('button', { name: 'fill visa' }));
      await user.click(screen.getByLabelText(/I accept the pass terms/));
      await user.click(screen.getByLabelText(/I agree to be charged/));
      await user.click(screen.getByRole('button', { name: /^Start autopay/ }));
      expect(await screen.findByTestId('checkout-error')).toBeInTheDocument();
      expect(cardForm()).toBeInTheDocument();

      answer = TAKEN;
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      expect(await screen.findByText('The space held for you is gone')).toBeInTheDocument();
      expect(cardForm()).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('goes by the count again once the server no longer has this tab’s checkout', async () => {
    sessionStorage.setItem(CHECKOUT_TOKEN_STORAGE_KEY, 'finished-token');
    stubFetch({
      [KEEPALIVE]: json({ error: 'Your checkout was not found.', code: 'checkout_not_found' }, 409),
    });
    renderCheckout('none');
    expect(await screen.findByText('No spaces left')).toBeInTheDocument();
  });
});
