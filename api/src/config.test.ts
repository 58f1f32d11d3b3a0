import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { assertProductionReady, ConfigError, loadConfig, REPO_ROOT, startupWarnings } from './config';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'garage-config-test-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('applies defaults, anchoring data paths to the repo root', () => {
    const config = loadConfig({ JWT_SECRET: 'x'.repeat(40) });
    expect(REPO_ROOT).toBe(`${resolve(import.meta.dirname, '../../')}/`);
    expect(config).toMatchObject({
      port: 8787,
      dataDir: resolve(REPO_ROOT, 'data'),
      databasePath: resolve(REPO_ROOT, 'data', 'parking.db'),
      jwtSecret: 'x'.repeat(40),
      garageTz: 'America/Los_Angeles',
      nodeEnv: 'development',
      adminPassword: undefined,
      ambassadorPassword: undefined,
    });
  });

  it('resolves a relative DATA_DIR against the repo root, not the cwd', () => {
    const config = loadConfig({ DATA_DIR: 'tmp/elsewhere', JWT_SECRET: 'x'.repeat(40) });
    expect(config.dataDir).toBe(resolve(REPO_ROOT, 'tmp/elsewhere'));
    expect(config.databasePath).toBe(resolve(REPO_ROOT, 'tmp/elsewhere/parking.db'));
  });

  it('reads every variable', () => {
    const dataDir = tempDir();
    const config = loadConfig({
      API_PORT: '9000',
      DATA_DIR: dataDir,
      DATABASE_PATH: join(dataDir, 'other.db'),
      JWT_SECRET: 's'.repeat(40),
      ADMIN_PASSWORD: 'a-pass',
      AMBASSADOR_PASSWORD: 'b-pass',
      GARAGE_TZ: 'America/Tijuana',
      NODE_ENV: 'production',
      HOLD_MINUTES: '15',
      WAITLIST_OFFER_HOURS: '24',
      PUBLIC_BASE_URL: 'https://garage.example/',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: '12111',
      STRIPE_API_PROTOCOL: 'http',
      SMTP_URL: 'smtp://mail.example.com:587',
      MAIL_FROM: 'Garage <pass@example.com>',
      TURNSTILE_SECRET_KEY: 'ts-secret',
      TURNSTILE_SITE_KEY: 'ts-site',
      TURNSTILE_VERIFY_URL: 'http://127.0.0.1:9/verify',
      BACKUP_DIR: join(dataDir, 'copies'),
      BACKUP_KEEP: '7',
      BACKUP_INTERVAL_HOURS: '6',
      TRUST_PROXY: '2',
      OFFICE_PHONE: '+52 664 000 0000',
      OFFICE_EMAIL: 'desk@garage.example',
      OFFICE_HOURS: 'Daily 8-20',
      OFFICE_HOURS_ES: 'Diario 8-20',
      OFFICE_ADDRESS: '1 Border Way',
      GARAGE_LEGAL_NAME: 'Frontera Parking LLC',
      GARAGE_TAX_ID: '12-3456789',
      METRICS_TOKEN: 'm'.repeat(40),
      SHUTDOWN_TIMEOUT_SECONDS: '40',
      THROTTLE_STORE: 'database',
      API_PROCESSES: '2',
      DATABASE_URL: 'postgres://garage@db.internal:5432/garage',
    });
    expect(config).toEqual({
      port: 9000,
      dataDir,
      databasePath: join(dataDir, 'other.db'),
      jwtSecret: 's'.repeat(40),
      adminPassword: 'a-pass',
      ambassadorPassword: 'b-pass',
      garageTz: 'America/Tijuana',
      nodeEnv: 'production',
      holdMinutes: 15,
      waitlistOfferHours: 24,
      checkoutClientLimits: true,
      publicBaseUrl: 'https://garage.example',
      trustProxy: { kind: 'hops', hops: 2 },
      metricsToken: 'm'.repeat(40),
      shutdownTimeoutMs: 40_000,
      throttleStore: 'database',
      apiProcesses: 2,
      databaseUrl: 'postgres://garage@db.internal:5432/garage',
      backups: { dir: join(dataDir, 'copies'), keep: 7, intervalHours: 6 },
      payments: {
        stripeSecretKey: 'sk_test_1',
        stripeWebhookSecret: 'whsec_1',
        stripePublishableKey: 'pk_test_1',
        stripeApi: { host: '127.0.0.1', port: 12111, protocol: 'http' },
      },
      mail: { smtpUrl: 'smtp://mail.example.com:587', from: 'Garage <pass@example.com>' },
      captcha: {
        turnstileSecretKey: 'ts-secret',
        turnstileSiteKey: 'ts-site',
        turnstileVerifyUrl: 'http://127.0.0.1:9/verify',
      },
      office: {
        legalName: 'Frontera Parking LLC',
        taxId: '12-3456789',
        phone: '+52 664 000 0000',
        email: 'desk@garage.example',
        hours: { en: 'Daily 8-20', es: 'Diario 8-20' },
        address: '1 Border Way',
      },
    });
  });

  it('refuses a backup setting that is not a whole number in range, naming the variable', () => {
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(40), BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(40), BACKUP_INTERVAL_HOURS: 'daily' })).toThrow(
      /BACKUP_INTERVAL_HOURS/,
    );
  });

  it('refuses a PUBLIC_BASE_URL that is not an http(s) address, naming the variable', () => {
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(40), PUBLIC_BASE_URL: 'garage.example' })).toThrow(
      /PUBLIC_BASE_URL/,
    );
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(40), PUBLIC_BASE_URL: 'ftp://garage.example' })).toThrow(
      /PUBLIC_BASE_URL/,
    );
  });

  it('defaults to the offline providers and a 30-minute hold', () => {
    const config = loadConfig({ JWT_SECRET: 'x'.repeat(40) });
    expect(config.holdMinutes).toBe(10);
    expect(config.waitlistOfferHours).toBe(48);
    expect(config.publicBaseUrl).toBe('http://localhost:3000');
    expect(config.payments).toEqual({
      stripeSecretKey: undefined,
      stripeWebhookSecret: undefined,
      stripePublishableKey: undefined,
      stripeApi: undefined,
    });
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.captcha.turnstileSecretKey).toBeUndefined();
  });

  it('generates a JWT secret once and persists it in DATA_DIR', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    const file = join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('rejects an invalid port or time zone with a clear message', () => {
    expect(() => loadConfig({ API_PORT: 'eighty', JWT_SECRET: 'x'.repeat(40) })).toThrow(ConfigError);
    expect(() => loadConfig({ API_PORT: '70000', JWT_SECRET: 'x'.repeat(40) })).toThrow(/API_PORT/);
    expect(() => loadConfig({ GARAGE_TZ: 'Mars/Olympus', JWT_SECRET: 'x'.repeat(40) })).toThrow(/GARAGE_TZ/);
    expect(() => loadConfig({ HOLD_MINUTES: '0', JWT_SECRET: 'x'.repeat(40) })).toThrow(/HOLD_MINUTES/);
    expect(() => loadConfig({ WAITLIST_OFFER_HOURS: '0', JWT_SECRET: 'x'.repeat(40) })).toThrow(
      /WAITLIST_OFFER_HOURS/,
    );
    expect(() =>
      loadConfig({ STRIPE_API_HOST: 'localhost', STRIPE_API_PROTOCOL: 'ftp', JWT_SECRET: 'x'.repeat(40) }),
    ).toThrow(/STRIPE_API_PROTOCOL/);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_SECONDS: '0', JWT_SECRET: 'x'.repeat(40) })).toThrow(
      /SHUTDOWN_TIMEOUT_SECONDS/,
    );
  });

  it('reads the metrics token and the shutdown deadline', () => {
    const defaults = loadConfig({ JWT_SECRET: 'x'.repeat(40) });
    expect(defaults).toMatchObject({ metricsToken: undefined, shutdownTimeoutMs: 25_000 });
    const set = loadConfig({
      JWT_SECRET: 'x'.repeat(40),
      METRICS_TOKEN: ' t0k ',
      SHUTDOWN_TIMEOUT_SECONDS: '40',
    });
    expect(set).toMatchObject({ metricsToken: 't0k', shutdownTimeoutMs: 40_000 });
  });

  it('keeps throttle counts in memory unless told the database, and refuses anything else', () => {
    const secret = { JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig(secret).throttleStore).toBe('memory');
    expect(loadConfig({ ...secret, THROTTLE_STORE: 'database' }).throttleStore).toBe('database');
    expect(() => loadConfig({ ...secret, THROTTLE_STORE: 'redis' })).toThrow(
      'THROTTLE_STORE must be "memory" or "database", got "redis"',
    );
  });

  it('runs several API processes only with shared throttle counts', () => {
    const secret = { JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig(secret).apiProcesses).toBe(1);
    expect(loadConfig({ ...secret, API_PROCESSES: '3' })).toMatchObject({
      apiProcesses: 3,
      throttleStore: 'database',
    });
    expect(() => loadConfig({ ...secret, API_PROCESSES: '2', THROTTLE_STORE: 'memory' })).toThrow(
      'API_PROCESSES is 2: throttle counts must be shared',
    );
    expect(() => loadConfig({ ...secret, API_PROCESSES: '0' })).toThrow('API_PROCESSES');
  });
});

// Everything production needs, with strong values: each case below spoils one setting.
const productionEnv = (dataDir: string): Record<string, string> => ({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  JWT_SECRET: 'q9F2xLr7Vt0bN4kZp8Yc1HwE6sJmA3uD5gTiQoXe',
  ADMIN_PASSWORD: 'tortilla-mango-sunrise-47',
  AMBASSADOR_PASSWORD: 'k7#Qm2!vX9pL-border',
  PUBLIC_BASE_URL: 'https://garage.example',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
  TURNSTILE_SECRET_KEY: 'ts-secret',
  TURNSTILE_SITE_KEY: 'ts-site',
  SMTP_URL: 'smtp://mail.example.com:587',
});

const refusal = (env: Record<string, string>): string => {
  try {
    assertProductionReady(loadConfig(env));
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return 'started';
};

describe('assertProductionReady', () => {
  it('starts production with every real service, strong secrets and a public https address', () => {
    const dataDir = tempDir();
    expect(refusal(productionEnv(dataDir))).toBe('started');
    // Without JWT_SECRET, the strong secret generated into DATA_DIR and kept there serves.
    const { JWT_SECRET: _, ...generated } = productionEnv(dataDir);
    expect(refusal(generated)).toBe('started');
    expect(refusal({ ...productionEnv(dataDir), ADMIN_PASSWORD: '', AMBASSADOR_PASSWORD: '' })).toBe(
      'started',
    );
    expect(
      refusal({ ...productionEnv(dataDir), PUBLIC_BASE_URL: 'https://pay.garage.example:8443/parking/' }),
    ).toBe('started');
  });

  it('names each refused setting with what it would cause', () => {
    const dataDir = tempDir();
    const cases: [Record<string, string>, string][] = [
      [
        { JWT_SECRET: 'x' },
        'JWT_SECRET is weak (shorter than 32 characters): staff tokens signed with it can be forged offline',
      ],
      [{ JWT_SECRET: 'x'.repeat(40) }, 'JWT_SECRET is weak (one character or pattern repeated)'],
      [
        { JWT_SECRET: 'my-super-secret-jwt-key-for-production' },
        'JWT_SECRET is weak (a placeholder phrase, not a random value)',
      ],
      [{ METRICS_TOKEN: 'scrape-me' }, 'METRICS_TOKEN is shorter than 32 characters'],
      [{ ADMIN_PASSWORD: 'a' }, 'ADMIN_PASSWORD is weak (fewer than 12 characters)'],
      [{ ADMIN_PASSWORD: 'Password123!' }, 'ADMIN_PASSWORD is weak (a well-known password)'],
      [
        { AMBASSADOR_PASSWORD: 'qwertyuiopas' },
        'AMBASSADOR_PASSWORD is weak (one character or pattern repeated, or a keyboard run)',
      ],
      [
        { PUBLIC_BASE_URL: '' },
        'PUBLIC_BASE_URL is http://localhost:3000, not the public https address customers open',
      ],
      [
        { PUBLIC_BASE_URL: 'http://garage.example' },
        'PUBLIC_BASE_URL is http://garage.example, not the public https address',
      ],
      [{ PUBLIC_BASE_URL: 'https://localhost' }, 'PUBLIC_BASE_URL is https://localhost, not'],
      [{ PUBLIC_BASE_URL: 'https://app.localhost' }, 'PUBLIC_BASE_URL is https://app.localhost, not'],
      [{ PUBLIC_BASE_URL: 'https://127.0.0.2:8443' }, 'PUBLIC_BASE_URL is https://127.0.0.2:8443, not'],
      [{ PUBLIC_BASE_URL: 'https://[::1]' }, 'PUBLIC_BASE_URL is https://[::1], not'],
      [
        { STRIPE_WEBHOOK_SECRET: '' },
        'STRIPE_WEBHOOK_SECRET is unset (every Stripe event, payments and renewals included, would be refused)',
      ],
      [
        { STRIPE_PUBLISHABLE_KEY: '' },
        'STRIPE_PUBLISHABLE_KEY is unset (the payment form could not load Stripe)',
      ],
      [
        { TURNSTILE_SITE_KEY: '' },
        'TURNSTILE_SITE_KEY is unset (the sign-up page could not show the Turnstile challenge)',
      ],
      [
        { STRIPE_SECRET_KEY: '' },
        'STRIPE_SECRET_KEY is unset (the payment sandbox and its test clock would run)',
      ],
      [{ TURNSTILE_SECRET_KEY: '' }, 'TURNSTILE_SECRET_KEY is unset (the offline CAPTCHA would run)'],
      [{ SMTP_URL: '' }, 'SMTP_URL is unset (e-mails would only land in the offline outbox folder)'],
    ];
    for (const [spoiled, named] of cases) {
      const message = refusal({ ...productionEnv(dataDir), ...spoiled });
      expect(message, JSON.stringify(spoiled)).toMatch(/^NODE_ENV=production refuses to start: /);
      expect(message, JSON.stringify(spoiled)).toContain(named);
      // Only the spoiled setting is named, and a secret's value never is.
      expect(message.split('; '), JSON.stringify(spoiled)).toHaveLength(1);
      for (const value of Object.values(spoiled).filter((v) => v.length >= 8 && !v.includes('://'))) {
        expect(message).not.toContain(value);
      }
    }
  });

  it('names every problem at once, so one restart can fix them all', () => {
    const message = refusal({
      ...productionEnv(tempDir()),
      JWT_SECRET: 'x',
      ADMIN_PASSWORD: 'a',
      AMBASSADOR_PASSWORD: 'b',
      PUBLIC_BASE_URL: '',
      STRIPE_WEBHOOK_SECRET: '',
      TURNSTILE_SITE_KEY: '',
    });
    expect(message.split('; ').map((problem) => problem.split(' ')[0])).toEqual([
      'NODE_ENV=production',
      'TURNSTILE_SITE_KEY',
      'PUBLIC_BASE_URL',
      'JWT_SECRET',
      'ADMIN_PASSWORD',
      'AMBASSADOR_PASSWORD',
    ]);
    expect(message).toContain('refuses to start: STRIPE_WEBHOOK_SECRET is unset');
  });

  it('lets development and tests start zero-config, warning only about weak secrets given by hand', () => {
    const dataDir = tempDir();
    const development = loadConfig({ DATA_DIR: dataDir });
    expect(() => assertProductionReady(development)).not.toThrow();
    expect(startupWarnings(development)).toEqual([]);

    const weak = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x', ADMIN_PASSWORD: 'a' });
    expect(() => assertProductionReady(weak)).not.toThrow();
    expect(startupWarnings(weak)).toEqual([
      expect.stringMatching(/^JWT_SECRET is weak \(shorter than 32 characters\)/),
      expect.stringMatching(/^ADMIN_PASSWORD is weak \(fewer than 12 characters\)/),
    ]);
    expect(
      startupWarnings(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x', NODE_ENV: 'test' })),
    ).toHaveLength(1);
  });

  it('replaces a weak secret found in DATA_DIR/jwt-secret with a generated one', () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, 'jwt-secret'), `${'a'.repeat(40)}\n`);
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.jwtSecret).not.toBe('a'.repeat(40));
    expect(startupWarnings(config)).toEqual([]);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(config.jwtSecret);
  });
});
