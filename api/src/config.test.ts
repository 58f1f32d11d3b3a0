import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from './config';

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
  });
});
