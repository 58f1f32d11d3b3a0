import { act, cleanup, configure, screen } from '@testing-library/react';
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

// The held space counts as taken: the landing's count is 0 while the offer is out.
function renderOffer(answer: Response, openSlots = 0) {
  const fetchSpy = stubFetch({
    'GET /api/locations/1/online-availability': json({ open_slots: openSlots }),
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

  const wizardHeading = () => screen.findByRole('heading', { level: 2, name: 'Get your monthly pass' });
  const waitlistForm = () => screen.queryByRole('form', { name: 'Waitlist sign-up' });

  it('with spaces free, says an offer expired and shows the wizard to buy one of them', async () => {
    saveOfferToken('offer-tok');
    renderOffer(json(status({ status: 'expired', offerExpiresAt: null })), 13);
    expect(await screen.findByText(/^This offer has expired: the space held for you/)).toBeInTheDocument();
    expect(screen.getByText('Spaces are available: you can still buy a pass below.')).toBeInTheDocument();
    expect(await wizardHeading()).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Step 1 of 4: Your details' })).toBeInTheDocument();
    expect(waitlistForm()).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Full — join the waitlist' })).toBeNull();
    expect(loadOfferToken()).toBeNull();
  });

  it('with spaces free, says an offer was already used, or that the link is not valid', async () => {
    renderOffer(json(status({ status: 'bought', offerExpiresAt: null })), 13);
    expect(
      await screen.findByText('This offer has already been used: a pass was bought with it.'),
    ).toBeInTheDocument();
    expect(await wizardHeading()).toBeInTheDocument();
    cleanup();

    renderOffer(json({ error: 'nope', code: 'waitlist_entry_not_found' }, 404), 13);
    expect(await screen.findByText(/^This offer link is not valid/)).toBeInTheDocument();
    expect(await wizardHeading()).toBeInTheDocument();
    expect(waitlistForm()).toBeNull();
    cleanup();

    // Not even shaped like a token: the API refuses it before looking it up.
    renderOffer(
      json({ error: 'The link is missing its token', code: 'invalid_input', rule: 'token_required' }, 400),
      13,
    );
    expect(await screen.findByText(/^This offer link is not valid/)).toBeInTheDocument();
    expect(await wizardHeading()).toBeInTheDocument();
  });

  it('says when the link could not be checked, and still lets the visitor buy', async () => {
    renderOffer(json({ error: 'boom', code: 'server_error' }, 500), 13);
    expect(
      await screen.findByText(
        'This offer link could not be checked right now. Reload the page to try again.',
      ),
    ).toBeInTheDocument();
    expect(await wizardHeading()).toBeInTheDocument();
  });

  it('with no space free, explains the closed offer above the waitlist form', async () => {
    renderOffer(json(status({ status: 'expired', offerExpiresAt: null })));
    expect(await screen.findByText(/^This offer has expired/)).toBeInTheDocument();
    expect(
      await screen.findByText('No space is free right now: you can join the waitlist below.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Waitlist sign-up' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Get your monthly pass' })).toBeNull();
  });

  it('says it in Spanish', async () => {
    act(() => setLanguage('es'));
    renderOffer(json(status({ status: 'expired', offerExpiresAt: null })), 13);
    expect(await screen.findByText(/^Esta oferta venció: el lugar reservado para usted/)).toBeInTheDocument();
    expect(
      screen.getByText('Hay lugares disponibles: todavía puede comprar un pase abajo.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Obtenga su pase mensual' }),
    ).toBeInTheDocument();
  });
});
