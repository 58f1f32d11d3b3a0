import { cleanup, configure, screen } from '@testing-library/react';
import { setLanguage } from 'design-system/i18n/language';
import { MemoryRouter } from 'react-router-dom';
import { json, stubFetch } from '../../../../tooling/stub-fetch';
import { renderWithQuery } from '../../../test/query-client';
import { SEEDED_PLANS } from '../../../test/seeded-plans';
import SignupApp from '../../app';
import { loadOfferToken, saveOfferToken } from '../../features/waitlist/offer-token-storage';

// The wizard loads lazily; vitest compiles a lazy module on its first import, slow on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  setLanguage('en');
  sessionStorage.clear();
});

const status = (over: Record<string, unknown>) => ({
  status: 'offered',
  position: null,
  waitingCount: 2,
  offerExpiresAt: '2026-11-28T23:05:00.000Z',
  offerHours: 48,
  email: 'ana@example.com',
  firstName: 'Ana',
  lang: 'en',
  ...over,
});

function renderOffer(answer: Response) {
  const fetchSpy = stubFetch({
    // The held space counts as taken: the landing's count is 0 while the offer is out.
    'GET /api/locations/1/online-availability': json({ open_slots: 0 }),
    'GET /api/plans': json(SEEDED_PLANS),
    'POST /api/waitlist/status': answer,
  });
  renderWithQuery(
    <MemoryRouter initialEntries={['/?offer=offer-tok']}>
      <SignupApp />
    </MemoryRouter>,
  );
  return fetchSpy;
}

describe('landing opened from a waitlist offer (/?offer=)', () => {
  it('opens the wizard with the e-mail filled in and says until when the space is held', async () => {
    const fetchSpy = renderOffer(json(status({})));
    expect(
      await screen.findByText('This space is held for you until November 28, 2026, 3:05 PM.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Fill in the form and pay with ana@example.com to take it.')).toBeInTheDocument();
    expect(await screen.findByLabelText(/^E-mail/)).toHaveValue('ana@example.com');
    expect(screen.queryByRole('form', { name: 'Waitlist sign-up' })).toBeNull();
    // The checkout reads it from this tab to buy the held space.
    expect(loadOfferToken()).toBe('offer-tok');
    const statusCall = fetchSpy.mock.calls.find(([url]) => String(url).endsWith('/waitlist/status'));
    expect(JSON.parse(String(statusCall?.[1]?.body))).toEqual({ token: 'offer-tok' });
  });

  it('explains an expired offer and shows the waitlist form instead', async () => {
    saveOfferToken('offer-tok');
    renderOffer(json(status({ status: 'expired', offerExpiresAt: null })));
    expect(await screen.findByText(/The time to buy this held space has passed/)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Waitlist sign-up' })).toBeInTheDocument();
    expect(loadOfferToken()).toBeNull();
  });

  it('explains a link that names no entry', async () => {
    renderOffer(json({ error: 'nope', code: 'waitlist_entry_not_found' }, 404));
    expect(await screen.findByText(/This offer link is not valid/)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Waitlist sign-up' })).toBeInTheDocument();
  });
});
