import { afterEach, describe, expect, it } from 'vitest';
import { json } from '../../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { TurnstileCaptcha } from '../../providers/captcha/turnstile-captcha';

let t: TestApp;
afterEach(() => t?.cleanup());

const verify = async (body: unknown) => {
  const res = await t.call('POST', '/api/captcha/verify', { body });
  return { status: res.status, body: await res.json() };
};

describe('captcha endpoints (offline challenge)', () => {
  it('tells the browser to show the offline widget', async () => {
    t = await createTestApp();
    expect(await json(await t.client.api.captcha.config.$get())).toEqual({ provider: 'offline' });
  });

  it('issues a token when the box is ticked and verifies it once', async () => {
    t = await createTestApp();
    const challenge = await json<{ token: string; expiresAt: string }>(
      await t.client.api.captcha['offline-challenge'].$post(),
    );
    expect(challenge).toEqual({ token: expect.any(String), expiresAt: expect.any(String) });
    expect(await verify({ recaptchaToken: challenge.token })).toEqual({
      status: 200,
      body: { ok: true, pass: expect.any(String), passExpiresAt: expect.any(String) },
    });
    expect(await verify({ recaptchaToken: challenge.token })).toEqual({
      status: 400,
      body: { error: 'Captcha failed - try again', code: 'captcha_failed' },
    });
  });

  it('asks for the CAPTCHA when no token is sent, and fails an invented one', async () => {
    t = await createTestApp();
    expect(await verify({})).toEqual({
      status: 400,
      body: {
        error: 'Please complete the CAPTCHA',
        code: 'invalid_input',
        field: 'recaptchaToken',
        rule: 'captcha_required',
      },
    });
    expect(await verify({ recaptchaToken: '' })).toEqual({
      status: 400,
      body: {
        error: 'Please complete the CAPTCHA',
        code: 'invalid_input',
        field: 'recaptchaToken',
        rule: 'captcha_required',
      },
    });
    expect(await verify({ recaptchaToken: 'made.up.token' })).toEqual({
      status: 400,
      body: { error: 'Captcha failed - try again', code: 'captcha_failed' },
    });
  });

  it('never passes in production', async () => {
    t = await createTestApp({}, { env: { NODE_ENV: 'production' } });
    const res = await t.client.api.captcha['offline-challenge'].$post();
    expect(res.status).toBe(503);
    expect(await verify({ recaptchaToken: 'a.b.c' })).toEqual({
      status: 400,
      body: { error: 'Captcha failed - try again', code: 'captcha_failed' },
    });
  });
});

describe('captcha endpoints (Turnstile)', () => {
  it('gives the site key and has no offline challenge', async () => {
    t = await createTestApp({
      captcha: new TurnstileCaptcha('secret', 'site-key-1', 'http://127.0.0.1:9/x'),
    });
    expect(await json(await t.client.api.captcha.config.$get())).toEqual({
      provider: 'turnstile',
      siteKey: 'site-key-1',
    });
    expect((await t.client.api.captcha['offline-challenge'].$post()).status).toBe(404);
    expect(await verify({ recaptchaToken: 'token' })).toEqual({
      status: 400,
      body: { error: 'Captcha failed - try again', code: 'captcha_failed' },
    });
  });
});
