import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { assertProductionReady, CONFIG_EXIT_CODE, ConfigError, loadConfig, startupRefusal } from './config';

const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));

describe('development stand-ins in production', () => {
  it('the server refuses to start with NODE_ENV=production and no real payment, CAPTCHA or mail settings: one line, no stack trace', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'garage-prod-start-'));
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', SERVER], {
        env: {
          ...process.env,
          NODE_ENV: 'production',
          DATA_DIR: dataDir,
          API_PORT: '4787',
          STRIPE_SECRET_KEY: '',
          TURNSTILE_SECRET_KEY: '',
          SMTP_URL: '',
        },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(run.status).toBe(CONFIG_EXIT_CODE);
      const lines = run.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^\[api\] Not started: NODE_ENV=production refuses the development stand-ins/);
      for (const setting of ['STRIPE_SECRET_KEY', 'TURNSTILE_SECRET_KEY', 'SMTP_URL']) {
        expect(lines[0]).toContain(setting);
      }
      expect(run.stderr).not.toMatch(/\n\s+at |ConfigError:/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a bad setting in one line too (TRUST_PROXY), with the configuration exit status', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'garage-bad-config-'));
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', SERVER], {
        env: {
          ...process.env,
          NODE_ENV: 'test',
          DATA_DIR: dataDir,
          API_PORT: '4788',
          TRUST_PROXY: 'everyone',
        },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(run.status).toBe(CONFIG_EXIT_CODE);
      expect(run.stderr.trim()).toBe(
        '[api] Not started: TRUST_PROXY must be a hop count (1, 2) or a comma list of addresses/CIDRs (10.0.0.0/8,192.168.1.5), got "everyone"',
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('accepts production with payment, CAPTCHA and mail settings, and development without them', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'garage-prod-config-'));
    try {
      const base = { DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) };
      expect(() =>
        assertProductionReady(
          loadConfig({ ...base, NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_x' }),
        ),
      ).toThrow(ConfigError);
      expect(() =>
        assertProductionReady(
          loadConfig({
            ...base,
            NODE_ENV: 'production',
            STRIPE_SECRET_KEY: 'sk',
            TURNSTILE_SECRET_KEY: 'ts',
          }),
        ),
      ).toThrow('Set SMTP_URL (else e-mails only land in the offline outbox folder).');
      expect(() =>
        assertProductionReady(
          loadConfig({
            ...base,
            NODE_ENV: 'production',
            STRIPE_SECRET_KEY: 'sk_live_x',
            TURNSTILE_SECRET_KEY: 'ts',
            SMTP_URL: 'smtp://mail.example.com:587',
          }),
        ),
      ).not.toThrow();
      expect(() => assertProductionReady(loadConfig({ ...base, NODE_ENV: 'development' }))).not.toThrow();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('words only configuration errors; anything else keeps its stack for the log', () => {
    expect(startupRefusal(new ConfigError('API_PORT must be a port number'))).toBe(
      '[api] Not started: API_PORT must be a port number',
    );
    expect(startupRefusal(new Error('disk on fire'))).toBeNull();
  });
});
