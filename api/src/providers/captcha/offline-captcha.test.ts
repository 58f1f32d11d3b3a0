import { describe, expect, it } from 'vitest';
import { OfflineCaptcha } from './offline-captcha';

const SECRET = 's'.repeat(40);

describe('OfflineCaptcha', () => {
  it('accepts a token it issued exactly once', async () => {
    const captcha = new OfflineCaptcha({ secret: SECRET, enabled: true });
    const { token, expiresAt } = captcha.issue();
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now());
    expect(await captcha.verify(token)).toBe(true);
    expect(await captcha.verify(token)).toBe(false);
  });

  it('refuses forged, altered, foreign and expired tokens', async () => {
    let now = 1_000_000;
    const captcha = new OfflineCaptcha({ secret: SECRET, enabled: true, ttlMs: 60_000, now: () => now });
    const other = new OfflineCaptcha({ secret: 'o'.repeat(40), enabled: true, now: () => now });
    expect(await captcha.verify('not-a-token')).toBe(false);
    expect(await captcha.verify(other.issue().token)).toBe(false);
    const { token } = captcha.issue();
    const [expires, nonce, signature] = token.split('.');
    expect(await captcha.verify(`${Number(expires) + 1000}.${nonce}.${signature}`)).toBe(false);
    now += 60_001;
    expect(await captcha.verify(token)).toBe(false);
  });

  it('never passes in production, and says so in health', async () => {
    const issuer = new OfflineCaptcha({ secret: SECRET, enabled: true });
    const production = new OfflineCaptcha({ secret: SECRET, enabled: false });
    expect(await production.verify(issuer.issue().token)).toBe(false);
    expect(() => production.issue()).toThrow(/production/);
    expect(await production.checkHealth()).toBe(false);
    expect(await issuer.checkHealth()).toBe(true);
  });
});
