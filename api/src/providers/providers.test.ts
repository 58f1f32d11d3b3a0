import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createProviders, providerHealthChecks } from './providers';

const base = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/garage-providers-test' };

describe('createProviders', () => {
  it('runs offline by default', () => {
    const providers = createProviders(loadConfig(base), { warn: () => {} });
    expect([providers.payments.kind, providers.mail.kind, providers.captcha.kind]).toEqual([
      'sandbox',
      'outbox',
      'offline',
    ]);
    expect(providerHealthChecks(providers).map((check) => check.name)).toEqual([
      'payments',
      'mail',
      'captcha',
    ]);
  });

  it('uses the real services when their keys are set', () => {
    const providers = createProviders(
      loadConfig({
        ...base,
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        TURNSTILE_SECRET_KEY: 'secret',
        TURNSTILE_SITE_KEY: 'site',
      }),
      { warn: () => {} },
    );
    expect([providers.payments.kind, providers.mail.kind, providers.captcha.kind]).toEqual([
      'stripe',
      'smtp',
      'turnstile',
    ]);
    expect(providers.payments.publishableKey).toBe('pk_test_1');
    expect(providers.captcha.siteKey).toBe('site');
  });
});
