import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { assertProductionReady, ConfigError, loadConfig } from './config';

const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));

describe('development stand-ins in production', () => {
  it('the server refuses to start with NODE_ENV=production and no real payment or CAPTCHA keys', () => {
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
        },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(run.status).not.toBe(0);
      expect(run.stderr).toContain('NODE_ENV=production refuses the development stand-ins');
      expect(run.stderr).toContain('STRIPE_SECRET_KEY');
      expect(run.stderr).toContain('TURNSTILE_SECRET_KEY');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('accepts production with both keys, and development without them', () => {
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
            STRIPE_SECRET_KEY: 'sk_live_x',
            TURNSTILE_SECRET_KEY: 'ts',
          }),
        ),
      ).not.toThrow();
      expect(() => assertProductionReady(loadConfig({ ...base, NODE_ENV: 'development' }))).not.toThrow();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
