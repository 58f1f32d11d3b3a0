import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { openapiAuditFile } from './e2e/support/openapi-audit';
import { chromiumLaunchOptions } from './tooling/chromium';

// Each run gets a fresh data folder, so tests start from the seeded reference data only.
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `garage-e2e-${process.pid}`);
process.env.E2E_DATA_DIR = dataDir;
// Same values as e2e/support/app.ts (a config file cannot be imported by specs without side effects).
// Ports follow the same variables as `pnpm start` (scripts/lib/ports.ts), so two runs can share a machine.
const shellPort = process.env.SHELL_PORT ?? '3000';
const staffPasswords = { admin: 'e2e-admin-password', ambassador: 'e2e-ambassador-password' };

export default defineConfig({
  testDir: 'e2e',
  // Every API answer of the run is checked against the API's OpenAPI description; any mismatch fails it.
  globalSetup: './e2e/support/global-setup.ts',
  globalTeardown: './e2e/support/global-teardown.ts',
  // One worker: the tests share one garage (its spaces, its plans), like the real app does.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${shellPort}`,
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] }, testIgnore: /mobile\.spec/ },
    { name: 'mobile', use: { ...devices['Pixel 7'] }, testMatch: /mobile\.spec/ },
  ],
  webServer: {
    command: 'pnpm start',
    url: `http://localhost:${shellPort}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    env: {
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: staffPasswords.admin,
      AMBASSADOR_PASSWORD: staffPasswords.ambassador,
      NODE_ENV: 'test',
      // Every test buyer comes from this one machine: the per-address checkout limits would stop
      // the suite, not a script (api/src/resources/billing/checkout/bot-holds.test.ts tests them).
      CHECKOUT_CLIENT_LIMITS: 'off',
      OPENAPI_AUDIT_FILE: openapiAuditFile(dataDir),
    },
  },
});
