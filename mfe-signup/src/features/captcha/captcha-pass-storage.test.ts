import { CAPTCHA_PASS_STORAGE_KEY, loadCaptchaPass, saveCaptchaPass } from './captcha-pass-storage';

describe('captcha pass storage', () => {
  afterEach(() => sessionStorage.clear());

  it('gives the pass back until shortly before it expires', () => {
    const now = Date.parse('2030-01-01T00:00:00Z');
    saveCaptchaPass('signed-pass', '2030-01-01T00:10:00.000Z');
    expect(loadCaptchaPass(now)).toBe('signed-pass');
    expect(loadCaptchaPass(now + 9 * 60_000 + 50_000)).toBeNull();
  });

  it('reads nothing from absent or tampered storage', () => {
    expect(loadCaptchaPass()).toBeNull();
    sessionStorage.setItem(CAPTCHA_PASS_STORAGE_KEY, '{"pass":1}');
    expect(loadCaptchaPass()).toBeNull();
  });
});
