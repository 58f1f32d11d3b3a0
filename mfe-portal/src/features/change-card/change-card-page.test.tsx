import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from 'design-system/i18n/language';
import { MemoryRouter } from 'react-router-dom';
import { json, stubFetch } from '../../../../tooling/stub-fetch';
import { ChangeCardPage } from './change-card-page';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <ChangeCardPage />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

beforeEach(() => setLanguage('en'));

describe('/change-card', () => {
  it('e-mails a code, shows where it went and refuses a wrong one', async () => {
    stubFetch({
      'POST /api/payments-public/otp/request': json({ sent_to: 'a***@example.com', cooldown_seconds: 60 }),
      'POST /api/payments-public/otp/verify': json({ error: 'x', code: 'otp_invalid' }, 400),
    });
    const user = renderAt('/change-card?email=ana@example.com&plate=ABC123');
    await user.click(screen.getByRole('button', { name: 'E-mail me a code' }));
    expect(await screen.findByText(/a\*\*\*@example\.com/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /New code in \d+ s/ })).toBeDisabled();
    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findByText('Invalid code')).toBeInTheDocument();
  });

  it("says 'Could not send code' when the mail fails, and shows the wait on 429", async () => {
    let calls = 0;
    stubFetch({
      'POST /api/payments-public/otp/request': () =>
        ++calls === 1
          ? json({ error: 'x', code: 'otp_send_failed' }, 502)
          : json({ error: 'x', code: 'otp_cooldown', retry_after: '42' }, 429),
    });
    const user = renderAt('/change-card?email=ana@example.com&plate=ABC123');
    await user.click(screen.getByRole('button', { name: 'E-mail me a code' }));
    expect(await screen.findByText('Could not send code')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'E-mail me a code' }));
    expect(await screen.findByText(/wait 42 seconds/)).toBeInTheDocument();
  });

  it('opens at the code step with ?otp and, once verified, shows the card form in setup mode', async () => {
    const fetch = stubFetch({
      'POST /api/payments-public/otp/verify': json({ otp_session: 'os_1', expires_in_seconds: 600 }),
      'GET /api/billing/config': json({ provider: 'sandbox', publishableKey: null }),
    });
    const user = renderAt('/change-card?email=ana@example.com&plate=ABC123&otp=654321');
    expect(screen.getByLabelText('6-digit code')).toHaveValue('654321');
    await user.click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findByLabelText(/^Card number/)).toBeInTheDocument();
    await waitFor(() =>
      expect(fetch.mock.calls.some(([, init]) => String(init?.body).includes('"code":"654321"'))).toBe(true),
    );
  });
});
