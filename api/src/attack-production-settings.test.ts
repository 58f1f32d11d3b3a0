import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONFIG_EXIT_CODE } from './config';

// Issue 30, row 4: the attack probe ran NODE_ENV=production with JWT_SECRET=x (a staff token forged
// offline with it was accepted), ADMIN_PASSWORD=a, no PUBLIC_BASE_URL (e-mailed links to localhost,
// portal cookie without Secure), no STRIPE_WEBHOOK_SECRET and no TURNSTILE_SITE_KEY; the server
// started and warned about nothing. Every real service's main key is set here, so only those
// settings stand between this start and a running server.

const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));

describe('production with the settings the attack probe ran', () => {
  it('is refused at start with exit 78 and one line naming each weak or missing setting', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'garage-attack-prod-'));
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', SERVER], {
        env: {
          ...process.env,
          NODE_ENV: 'production',
          DATA_DIR: dataDir,
          API_PORT: '4786',
          JWT_SECRET: 'x',
          ADMIN_PASSWORD: 'a',
          AMBASSADOR_PASSWORD: '',
          PUBLIC_BASE_URL: '',
          STRIPE_SECRET_KEY: 'sk_live_probe',
          STRIPE_PUBLISHABLE_KEY: 'pk_live_probe',
          STRIPE_WEBHOOK_SECRET: '',
          STRIPE_API_HOST: '127.0.0.1',
          STRIPE_API_PORT: '9',
          STRIPE_API_PROTOCOL: 'http',
          TURNSTILE_SECRET_KEY: 'ts-secret',
          TURNSTILE_SITE_KEY: '',
          SMTP_URL: 'smtp://127.0.0.1:9',
        },
        encoding: 'utf8',
        // The old code started and kept serving: it is stopped here and the test fails on its status.
        timeout: 15_000,
      });
      expect(run.status).toBe(CONFIG_EXIT_CODE);
      expect(run.stdout).not.toMatch(/listening/);
      expect(run.stderr).toBe(
        '[api] Not started: NODE_ENV=production refuses to start: ' +
          'STRIPE_WEBHOOK_SECRET is unset (every Stripe event, payments and renewals included, would be refused); ' +
          'TURNSTILE_SITE_KEY is unset (the sign-up page could not show the Turnstile challenge); ' +
          'PUBLIC_BASE_URL is http://localhost:3000, not the public https address customers open (e-mailed links would lead there and the portal cookie would not be Secure); ' +
          'JWT_SECRET is weak (shorter than 32 characters): staff tokens signed with it can be forged offline, so set a random one (openssl rand -base64 48) or unset it to use the one generated in DATA_DIR; ' +
          'ADMIN_PASSWORD is weak (fewer than 12 characters): use 12 or more characters that are not a known password, or unset it to get a random one printed once.\n',
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});
