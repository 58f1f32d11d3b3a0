import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { TurnstileCaptcha } from './turnstile-captcha';

// A local stand-in for https://challenges.cloudflare.com/turnstile/v0/siteverify.
async function startSiteverify() {
  const calls: Record<string, string>[] = [];
  const app = new Hono().post('/siteverify', async (c) => {
    const form = Object.fromEntries(new URLSearchParams(await c.req.text()));
    calls.push(form);
    if (form.secret !== 'good-secret')
      return c.json({ success: false, 'error-codes': ['invalid-input-secret'] });
    if (form.response === 'valid-token') return c.json({ success: true, 'error-codes': [] });
    return c.json({ success: false, 'error-codes': ['invalid-input-response'] });
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
  return { url, calls, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('TurnstileCaptcha', () => {
  it('verifies the token with siteverify, sending the secret and the visitor IP', async () => {
    const siteverify = await startSiteverify();
    close = siteverify.close;
    const captcha = new TurnstileCaptcha('good-secret', 'site-key', siteverify.url);
    expect(await captcha.verify('valid-token', '203.0.113.9')).toBe(true);
    expect(await captcha.verify('bad-token')).toBe(false);
    expect(siteverify.calls[0]).toEqual({
      secret: 'good-secret',
      response: 'valid-token',
      remoteip: '203.0.113.9',
    });
  });

  it('is up with a good secret, down with a wrong one or no service', async () => {
    const siteverify = await startSiteverify();
    close = siteverify.close;
    expect(await new TurnstileCaptcha('good-secret', null, siteverify.url).checkHealth()).toBe(true);
    expect(await new TurnstileCaptcha('bad-secret', null, siteverify.url).checkHealth()).toBe(false);
    expect(
      await new TurnstileCaptcha('good-secret', null, 'http://127.0.0.1:9/siteverify').checkHealth(),
    ).toBe(false);
    expect(await new TurnstileCaptcha('good-secret', null, 'http://127.0.0.1:9/siteverify').verify('x')).toBe(
      false,
    );
  });
});
