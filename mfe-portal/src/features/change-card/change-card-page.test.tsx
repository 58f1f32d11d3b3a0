import { screen, waitFor } from '@testing-library/react';
import { setLanguage } from 'design-system/i18n/language';
import { json, stubFetch } from '../../../../tooling/stub-fetch';
import { SENT } from '../../../test/payments-fixtures';
import { renderPortal, SIGNED_OUT, sessionRoute, signedIn } from '../../../test/render-portal';
import { ChangeCardPage } from './change-card-page';

beforeEach(() => setLanguage('en'));

const BILLING = { 'GET /api/billing/config': json({ provider: 'sandbox', publishableKey: null }) };

describe('/change-card', () => {
  it('without a session shows the sign-in form, never the card form', async () => {
    const fetch = stubFetch({ 'GET /api/payments-public/session': json(SIGNED_OUT), ...BILLING });
    renderPortal('/change-card?email=ana@example.com&plate=ABC123', <ChangeCardPage />);
    expect(await screen.findByRole('button', { name: 'Send me a code' })).toBeInTheDocument();
    expect(screen.getByText(/Sign in to change the card of your pass/)).toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('ana@example.com');
    expect(screen.queryByLabelText(/^Card number/)).not.toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/card/setup'))).toBe(false);
  });

  it('signed in, shows the card form right away for the plate, with no code step', async () => {
    stubFetch({ 'GET /api/payments-public/session': json(signedIn()), ...BILLING });
    renderPortal('/change-card?email=ana@example.com&plate=abc123', <ChangeCardPage />);
    expect(await screen.findByLabelText(/^Card number/)).toBeInTheDocument();
    expect(screen.getByText('New card for the pass of plate ABC123.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/6-digit code/)).not.toBeInTheDocument();
  });

  it('asks to sign in when the session is for another e-mail than the pass asked for', async () => {
    stubFetch({ 'GET /api/payments-public/session': json(signedIn(['ABC123'], 'other@example.com')) });
    renderPortal('/change-card?email=ana@example.com&plate=ABC123', <ChangeCardPage />);
    expect(await screen.findByRole('button', { name: 'Send me a code' })).toBeInTheDocument();
  });

  it('continues to the card form once the code signs in', async () => {
    let session: unknown = SIGNED_OUT;
    stubFetch({
      'GET /api/payments-public/session': sessionRoute(() => session),
      'POST /api/payments-public/sign-in': json(SENT, 202),
      'POST /api/payments-public/sign-in/verify': () => {
        session = signedIn();
        return json({ email: 'ana@example.com', plate: 'ABC123', next: '/payments', expires_at: 'x' });
      },
      ...BILLING,
    });
    const user = renderPortal('/change-card?email=ana@example.com&plate=ABC123', <ChangeCardPage />);
    await user.click(await screen.findByRole('button', { name: 'Send me a code' }));
    await user.type(await screen.findByLabelText(/6-digit code/), '654321');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByLabelText(/^Card number/)).toBeInTheDocument();
  });

  it('a sign-in started here asks the e-mailed link to come back here', async () => {
    const fetch = stubFetch({
      'GET /api/payments-public/session': json(SIGNED_OUT),
      'POST /api/payments-public/sign-in': json(SENT, 202),
    });
    const user = renderPortal('/change-card?email=ana@example.com&plate=ABC123', <ChangeCardPage />);
    await user.click(await screen.findByRole('button', { name: 'Send me a code' }));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([, init]) => String(init?.body).includes('"next":"/change-card"'))).toBe(
        true,
      ),
    );
  });
});
