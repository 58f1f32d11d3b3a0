import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'design-system/i18n/language';
import { MemoryRouter } from 'react-router-dom';
import { json, stubFetch } from '../../../../tooling/stub-fetch';
import { renderWithQuery } from '../../../test/query-client';
import { SandboxCheckoutPage } from './sandbox-checkout-page';

beforeEach(() => setLanguage('en'));

describe('/sandbox-checkout', () => {
  it('saves the card in setup mode, completes the session and goes where it says', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetch = stubFetch({
      'GET /api/sandbox/sessions/cs_1': json({
        id: 'cs_1',
        status: 'open',
        client_secret: 'seti_sbx_1_secret_2',
        locale: 'en',
        success_url: '/payment-setup?session_id=cs_1',
        cancel_url: '/payments',
      }),
      'POST /api/sandbox/confirm': json({
        status: 'succeeded',
        intentType: 'setup',
        paymentMethod: 'pm_1',
        nextAction: null,
      }),
      'POST /api/sandbox/sessions/cs_1/complete': json({ redirect_url: '/payment-setup?session_id=cs_1' }),
    });
    renderWithQuery(
      <MemoryRouter initialEntries={['/sandbox-checkout?session=cs_1']}>
        <SandboxCheckoutPage />
      </MemoryRouter>,
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Card number/), '4242424242424242');
    await user.type(screen.getByLabelText(/^Expiration date/), '1230');
    await user.type(screen.getByLabelText(/^Security code/), '123');
    await user.type(screen.getByLabelText(/^ZIP/), '92173');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/payment-setup?session_id=cs_1'));
    expect(fetch.mock.calls.some(([, init]) => String(init?.body).includes('seti_sbx_1_secret_2'))).toBe(
      true,
    );
    vi.unstubAllGlobals();
  });

  it('says what is missing without a session', () => {
    renderWithQuery(
      <MemoryRouter initialEntries={['/sandbox-checkout']}>
        <SandboxCheckoutPage />
      </MemoryRouter>,
    );
    expect(screen.getByText(/needs a set-up session/)).toBeInTheDocument();
  });
});
