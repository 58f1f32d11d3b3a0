import { act, cleanup, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'design-system/i18n/language';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { json, stubFetch } from '../../../../tooling/stub-fetch';
import { WIZARD } from '../../../test/checkout-fixtures';
import { renderWithQuery } from '../../../test/query-client';
import { SEEDED_PLANS } from '../../../test/seeded-plans';
import SignupApp from '../../app';
import { saveWizard } from '../../features/signup-wizard/wizard-session';
import { loadOfferToken, saveOfferToken } from '../../features/waitlist/offer-token-storage';

// /checkout reads the live count of free spaces as it opens (availability) and, for a waitlist offer
// opened in this tab, whether the offer still holds its space (waitlist).

// The checkout page loads lazily; vitest compiles a lazy module on its first import, slow on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  act(() => setLanguage('en'));
});

const CONFIG = {
  provider: 'sandbox',
  holdMinutes: 10,
  pass_period: { start_date: '2031-04-10', next_renewal_date: '2031-05-09' },
};
const offerStatus = (status: string) => ({
  status,
  position: null,
  waitingCount: 2,
  offerExpiresAt: status === 'offered' ? '2099-11-28T23:05:00.000Z' : null,
  offerHours: 48,
  email: 'ana@example.com',
  firstName: 'Ana',
  lang: 'en',
});

function openCheckout(openSlots: number, offer?: string) {
  saveWizard(WIZARD);
  const fetchSpy = stubFetch({
    'GET /api/locations/1/online-availability': json({ open_slots: openSlots }),
    'GET /api/plans': json(SEEDED_PLANS),
    'GET /api/billing/config': json(CONFIG),
    ...(offer ? { 'POST /api/waitlist/status': json(offerStatus(offer)) } : {}),
  });
  renderWithQuery(
    <MemoryRouter initialEntries={['/checkout']}>
      <SignupApp />
    </MemoryRouter>,
  );
  return fetchSpy;
}

/** Leaves the landing for /checkout inside the app, as the wizard's last step does. */
function GoToCheckout() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/checkout')}>
      to checkout
    </button>
  );
}

const payButton = () => screen.findByRole('button', { name: /^Start autopay/ });

describe('/checkout and the spaces left', () => {
  it('says at once that no space is left, in English and Spanish', async () => {
    openCheckout(0);
    expect(await screen.findByText('No spaces left')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join the waitlist' })).toHaveAttribute(
      'href',
      '/#signup-waitlist',
    );
    expect(screen.queryByRole('button', { name: /^Start autopay/ })).toBeNull();
    act(() => setLanguage('es'));
    expect(screen.getByText('Ya no hay lugares')).toBeInTheDocument();
  });

  it('offers the payment form while spaces are free', async () => {
    openCheckout(3);
    expect(await payButton()).toBeInTheDocument();
    expect(screen.queryByTestId('checkout-no-space')).toBeNull();
  });

  it("offers it for a waitlist offer's held space, which the count leaves out", async () => {
    saveOfferToken('offer-tok');
    const fetchSpy = openCheckout(0, 'offered');
    expect(await payButton()).toBeInTheDocument();
    // Once both answers are in: the offer read and the count of 0.
    await waitFor(() =>
      expect(fetchSpy.mock.calls.map(([url]) => String(url))).toEqual(
        expect.arrayContaining([expect.stringContaining('/waitlist/status')]),
      ),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('checkout-no-space')).toBeNull();
    expect(await payButton()).toBeInTheDocument();
  });

  it('asks again as it opens rather than trust the count the landing read a moment ago', async () => {
    saveWizard(WIZARD);
    let count = 4;
    stubFetch({
      'GET /api/locations/1/online-availability': () => json({ open_slots: count }),
      'GET /api/plans': json(SEEDED_PLANS),
      'GET /api/billing/config': json(CONFIG),
    });
    renderWithQuery(
      <MemoryRouter initialEntries={['/']}>
        <SignupApp />
        <GoToCheckout />
      </MemoryRouter>,
    );
    expect(await screen.findByText(/4 spaces available/)).toBeInTheDocument();
    count = 0;
    await userEvent.click(screen.getByRole('button', { name: 'to checkout' }));
    expect(await screen.findByText('No spaces left')).toBeInTheDocument();
  });

  it('says no space is left when the offer ended meanwhile, and forgets it', async () => {
    saveOfferToken('offer-tok');
    openCheckout(0, 'expired');
    expect(await screen.findByText('No spaces left')).toBeInTheDocument();
    expect(loadOfferToken()).toBeNull();
  });
});
