import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AppDeps, createApp } from '../app';
import { type Config, loadConfig } from '../config';
import type { Role } from '../contract/capabilities';
import type { Database } from '../db/open-database';
import { prepareDatabase } from '../db/prepare-database';
import { signStaffToken } from '../lib/staff-token';

export const TEST_PASSWORDS = {
  admin: 'admin-test-password',
  ambassador: 'ambassador-test-password',
} as const;

export type TestApp = {
  app: ReturnType<typeof createApp>;
  db: Database;
  config: Config;
  tokens: Record<Role, string>;
  /** JSON request helper: `call('POST', '/api/plans', { token, body })`. */
  call: (method: string, path: string, options?: { token?: string; body?: unknown }) => Promise<Response>;
  cleanup: () => void;
};

/** A real app over a real SQLite file in a fresh temporary DATA_DIR. */
export async function createTestApp(
  overrides: Partial<Omit<AppDeps, 'db' | 'config'>> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'garage-api-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: TEST_PASSWORDS.admin,
    AMBASSADOR_PASSWORD: TEST_PASSWORDS.ambassador,
    GARAGE_TZ: 'America/Los_Angeles',
    NODE_ENV: 'test',
  });
  const db = await prepareDatabase(config, () => {});
  const app = createApp({ db, config, ...overrides });
  const tokens = {
    admin: await signStaffToken({ username: 'admin', role: 'admin' }, config.jwtSecret),
    ambassador: await signStaffToken({ username: 'ambassador', role: 'ambassador' }, config.jwtSecret),
  };

  const call: TestApp['call'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = {};
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    return app.request(path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  };

  return {
    app,
    db,
    config,
    tokens,
    call,
    cleanup: () => {
      db.$client.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
