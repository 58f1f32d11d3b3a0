import { ApiError } from 'api/client';
import { ERROR_CODES } from 'api/contract/error-codes';
import { getT } from 'design-system/i18n/language';
import { portalErrorText } from './portal-error-text';

const en = getT('en');
const es = getT('es');
const failure = (code: string, status = 400, extra: Record<string, string> = {}) =>
  new ApiError(status, 'English server text', {
    code,
    body: { error: 'English server text', code, ...extra },
  });

describe('portal error text', () => {
  it('words every portal code from the catalog, never the server sentence', () => {
    const portalCodes = ERROR_CODES.slice(
      ERROR_CODES.indexOf('pass_not_found'),
      ERROR_CODES.indexOf('subscription_not_found'),
    );
    for (const code of portalCodes) {
      const text = portalErrorText(failure(code), es);
      expect(text, code).not.toContain('English server text');
      expect(text, code).not.toBe(es('portal.errors.server'));
    }
  });

  it("uses the spec's sentences", () => {
    expect(portalErrorText(failure('otp_send_failed', 502), en)).toBe('Could not send code');
    expect(portalErrorText(failure('otp_invalid'), en)).toBe('Invalid code');
    expect(portalErrorText(failure('pass_expired', 409), en)).toBe('Pass expired — renew first');
    expect(portalErrorText(failure('renew_too_early', 409, { days: '9' }), en)).toBe(
      'Too early to renew – come back in 9 days.',
    );
  });

  it('counts the days until renewing opens with the right word in both languages', () => {
    const tooEarly = (days: string) => failure('renew_too_early', 409, { days });
    expect(portalErrorText(tooEarly('1'), en)).toBe('Too early to renew – come back in 1 day.');
    expect(portalErrorText(tooEarly('1'), es)).toBe('Es muy pronto para renovar – vuelva en 1 día.');
    expect(portalErrorText(tooEarly('4'), es)).toBe('Es muy pronto para renovar – vuelva en 4 días.');
  });

  it("words the front-end server's api_unavailable (502) like a network failure", () => {
    expect(portalErrorText(failure('api_unavailable', 502), es)).toBe(es('portal.errors.network'));
    expect(portalErrorText(failure('api_unavailable', 502), en)).not.toContain('English server text');
  });

  it('says how long to wait on 429', () => {
    expect(portalErrorText(failure('too_many_requests', 429, { retry_after: '30' }), en)).toBe(
      'Too many attempts. Please wait 30 seconds and try again.',
    );
  });

  it('asks to sign in again on sign_in_required, and says how long to wait on mail_cooldown', () => {
    expect(portalErrorText(failure('sign_in_required', 401), en)).toBe('Please sign in again.');
    expect(portalErrorText(failure('sign_in_required', 401), es)).toBe('Vuelva a iniciar sesión, por favor.');
    expect(portalErrorText(failure('mail_cooldown', 429, { retry_after: '40' }), en)).toBe(
      'We just sent you an e-mail. Check your inbox, or wait 40 seconds and ask again.',
    );
  });

  it('words the saved-card fee codes from the catalog', () => {
    for (const code of [
      'no_saved_card',
      'saved_card_declined',
      'saved_card_authentication_required',
      'loss_fee_changed',
    ]) {
      const text = portalErrorText(failure(code, 402), es);
      expect(text, code).not.toContain('English server text');
      expect(text, code).not.toBe(es('portal.errors.server'));
    }
  });
});
