import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { type GarageStack, garageStack, stackOfThisWorker } from './e2e/support/garage-stacks';
import { openapiAuditFile } from './e2e/support/openapi-audit';
import { chromiumLaunchOptions } from './tooling/chromium';

// Each run gets fresh data folders, so tests start from the seeded reference data only.
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `garage-e2e-${process.pid}`);
process.env.E2E_DATA_DIR = dataDir;
// One garage per worker (docs/decisions/e2e-garage-per-worker.md): a worker's tests share its garage's
// spaces, plans and clock, as the real app's users share one; two workers never share one.
const workers = Number(process.env.E2E_WORKERS ?? 1);
const stacks = Array.from({ length: workers }, (_, index) => garageStack(index, dataDir));
// In a worker, the support code and specs read their garage's ports and data folder from the environment.
const own: GarageStack = stackOfThisWorker() ?? garageStack(0, dataDir);
// The same as SEEDED_PASSWORDS in e2e/support/staff-accounts.ts, whose imports the config keeps out.
const staffPasswords = { admin: 'e2e-admin-password', ambassador: 'e2e-ambassador-password' };

export default defineConfig({
  testDir: 'e2e',
  // Every API answer of the run is checked against the API's OpenAPI description; any mismatch fails it.
  globalSetup: './e2e/support/global-setup.ts',
  globalTeardown: './e2e/support/global-teardown.ts',
  workers,
  // A file's tests run in order in one worker: later tests build on what earlier ones left.
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${own.ports.shell}`,
    // A trace records a screencast, which doubles the browser's CPU time; CI keeps one from each retry.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'] }, testIgnore: /mobile\.spec/ },
    { name: 'mobile', use: { ...devices['Pixel 7'] }, testMatch: /mobile\.spec/ },
  ],
  webServer: stacks.map((stack) => ({
    command: 'pnpm start',
    url: `http://localhost:${stack.ports.shell}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    env: {
      ...stack.env,
      DATA_DIR: stack.dataDir,
      ADMIN_PASSWORD: staffPasswords.admin,
      AMBASSADOR_PASSWORD: staffPasswords.ambassador,
      NODE_ENV: 'test',
      // Every test buyer comes from this one machine: the per-address checkout limits would stop
      // the suite, not a script (api/src/resources/billing/checkout/bot-holds.test.ts tests them).
      CHECKOUT_CLIENT_LIMITS: 'off',
      OPENAPI_AUDIT_FILE: openapiAuditFile(stack.dataDir),
    },
  })),
});
