import { screen, waitFor } from '@testing-library/react';
import { json, stubFetch } from '../../../../tooling/stub-fetch';
import { renderWithQuery } from '../../../test/query-client';
import { SEEDED_PLANS } from '../../../test/seeded-plans';
import { PLANS_CACHE_KEY, PLANS_CACHE_TTL_MS } from './plans-cache';
import { PricingSection } from './pricing-section';
import { usePublicPlans } from './use-public-plans';

function Harness() {
  return <PricingSection plans={usePublicPlans()} today="2026-01-30" />;
}

const PLANS = 'GET /api/plans';

describe('PricingSection', () => {
  it('shows the discounted autopay price with the full price alongside, and the one-time price', async () => {
    stubFetch({ [PLANS]: json(SEEDED_PLANS) });
    renderWithQuery(<Harness />);
    const autopay = await screen.findByTestId('autopay-price');
    expect(autopay).toHaveTextContent('$220.00 /month for the first 3 months');
    expect(screen.getByTestId('autopay-full-price')).toHaveTextContent(
      'Full price $250.00 · then $250.00/month',
    );
    expect(screen.getByText('12% off')).toBeInTheDocument();
    expect(screen.getByText('Save $30.00 a month for 3 months')).toBeInTheDocument();
    expect(screen.getByTestId('one-time-price')).toHaveTextContent('$250.00 /month');
    expect(screen.getByRole('heading', { level: 3, name: 'Autopay' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Pay once' })).toBeInTheDocument();
  });

  it('stores the plans in sessionStorage and serves a fresh cache without a request', async () => {
    const fetchSpy = stubFetch({ [PLANS]: json(SEEDED_PLANS) });
    const { unmount } = renderWithQuery(<Harness />);
    await screen.findByTestId('autopay-price');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(PLANS_CACHE_KEY)).toContain('"price_cents":25000');
    unmount();

    renderWithQuery(<Harness />);
    expect(await screen.findByTestId('autopay-price')).toHaveTextContent('$220.00');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('refetches when the cache is older than 12 hours', async () => {
    const stale = SEEDED_PLANS.map((plan) => ({ ...plan, price_cents: 10000 }));
    sessionStorage.setItem(
      PLANS_CACHE_KEY,
      JSON.stringify({ savedAt: Date.now() - PLANS_CACHE_TTL_MS - 1, plans: stale }),
    );
    const fetchSpy = stubFetch({ [PLANS]: json(SEEDED_PLANS) });
    renderWithQuery(<Harness />);
    expect(await screen.findByTestId('autopay-price')).toHaveTextContent('$220.00');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('fails silently: no prices and no error, the validity note stays', async () => {
    const fetchSpy = stubFetch({ [PLANS]: json({ error: 'Database unavailable' }, 500) });
    renderWithQuery(<Harness />);
    await waitFor(() => expect(screen.queryByText('Loading…')).not.toBeInTheDocument());
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('autopay-price')).not.toBeInTheDocument();
    expect(screen.queryByText(/Database unavailable|Server error/)).not.toBeInTheDocument();
    expect(screen.getByTestId('pass-validity')).toBeInTheDocument();
  });
});
