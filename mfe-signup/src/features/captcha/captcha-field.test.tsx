import { renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, stubFetch } from '../../../../tooling/stub-fetch';
import { renderWithQuery, WithQueryClient } from '../../../test/query-client';
import { useVerifyCaptcha } from './api/use-verify-captcha';
import { CaptchaField } from './captcha-field';
import { loadCaptchaPass } from './captcha-pass-storage';

describe('CAPTCHA', () => {
  it('offline: ticking the box fetches a token from the API', async () => {
    stubFetch({
      'GET /api/captcha/config': json({ provider: 'offline' }),
      'POST /api/captcha/offline-challenge': json({
        token: 'offline-token',
        expiresAt: '2999-01-01T00:00:00Z',
      }),
    });
    const onToken = vi.fn();
    const user = userEvent.setup();
    renderWithQuery(<CaptchaField onToken={onToken} resetKey={0} error={undefined} verified={false} />);
    await user.click(await screen.findByLabelText('I am not a robot'));
    expect(onToken).toHaveBeenLastCalledWith('offline-token');
    expect(screen.getByLabelText('I am not a robot')).toBeChecked();
    await user.click(screen.getByLabelText('I am not a robot'));
    expect(onToken).toHaveBeenLastCalledWith(null);
  });

  it('starts over when told to, and shows the error it is given', async () => {
    stubFetch({
      'GET /api/captcha/config': json({ provider: 'offline' }),
      'POST /api/captcha/offline-challenge': json({ token: 't', expiresAt: '2999-01-01T00:00:00Z' }),
    });
    const user = userEvent.setup();
    const { rerender } = renderWithQuery(
      <CaptchaField onToken={() => {}} resetKey={0} error={undefined} verified={false} />,
    );
    await user.click(await screen.findByLabelText('I am not a robot'));
    rerender(
      <CaptchaField onToken={() => {}} resetKey={1} error="Captcha failed - try again" verified={false} />,
    );
    expect(screen.getByLabelText('I am not a robot')).not.toBeChecked();
    expect(screen.getByTestId('captcha-error')).toHaveTextContent('Captcha failed - try again');
  });

  it('says so once verified, without loading a widget', () => {
    const fetch = stubFetch({});
    renderWithQuery(<CaptchaField onToken={() => {}} resetKey={0} error={undefined} verified />);
    expect(screen.getByTestId('captcha-verified')).toHaveTextContent('Security check complete');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers a retry when the configuration cannot be loaded', async () => {
    stubFetch({ 'GET /api/captcha/config': json({ error: 'Server error' }, 500) });
    renderWithQuery(<CaptchaField onToken={() => {}} resetKey={0} error={undefined} verified={false} />);
    expect(await screen.findByText('The security check could not be loaded.')).toBeInTheDocument();
  });

  it('verification posts the token, keeps the signed pass, and throws the server’s refusal', async () => {
    sessionStorage.clear();
    const fetch = stubFetch({
      'POST /api/captcha/verify': ({ body }) =>
        (body as { recaptchaToken: string }).recaptchaToken === 'good'
          ? json({ ok: true, pass: 'signed-pass', passExpiresAt: '2999-01-01T00:00:00Z' })
          : json({ error: 'Captcha failed - try again' }, 400),
    });
    const { result } = renderHook(useVerifyCaptcha, { wrapper: WithQueryClient });
    await expect(result.current.mutateAsync('good')).resolves.toBeUndefined();
    expect(loadCaptchaPass()).toBe('signed-pass');
    await expect(result.current.mutateAsync('bad')).rejects.toMatchObject({
      status: 400,
      message: 'Captcha failed - try again',
    });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
