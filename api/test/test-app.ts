import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { testClient } from 'hono/testing';
import { expect, vi } from 'vitest';
import { type AppDeps, createApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import type { Role } from '../src/contract/capabilities';
import { STAFF_SESSION_COOKIE } from '../src/contract/staff-accounts';
import { changeWatchOf } from '../src/db/change-watch';
import { closeDatabase, type Database } from '../src/db/open-database';
import { returnedRow } from '../src/db/rows';
import { staffUsers } from '../src/db/schema';
import { createStaffSession } from '../src/domain/staff/staff-sessions';
import { sealTotpSecret } from '../src/domain/staff/totp';
import { createBackgroundTasks } from '../src/lib/background-tasks';
import { type AppMetrics, createAppMetrics } from '../src/lib/metrics';
import { hashPassword } from '../src/lib/password-hash';
import { createReadiness, type Readiness } from '../src/lib/readiness';
import { prepareDatabase } from '../src/prepare-database';
import type { CaptchaProvider } from '../src/providers/captcha/captcha-provider';
import { OfflineCaptcha } from '../src/providers/captcha/offline-captcha';
import type { MailProvider } from '../src/providers/mail/mail-provider';
import { OutboxMail } from '../src/providers/mail/outbox-mail';
import type { PaymentsProvider } from '../src/providers/payments/payments-provider';
import { SandboxPayments } from '../src/providers/payments/sandbox/sandbox-payments';
import { databaseSandboxStore } from '../src/providers/payments/sandbox/sandbox-store';
import { freshPostgresDatabase, testPostgresServer } from './test-database';

export const TEST_PASSWORDS = {
  admin: 'admin-test-password',
  ambassador: 'ambassador-test-password',
  manager: 'manager-test-password',
} as const;

/** The seeded admin's (and manager's) authenticator secret in every test app: tests compute codes from it. */
export const TEST_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** The header a staff member's browser sends: their session cookie. */
export const staffCookie = (token: string) => `${STAFF_SESSION_COOKIE}=${token}`;

// scrypt takes 100-200 ms on a 2-core CI machine and each test app seeds three staff members: hashed
// afresh per test, that was most of the suite's time. A stored hash verifies whatever salt it has, so each
// worker hashes each test password once (the hashing itself is tested in lib/password-hash.test.ts).
const testHashes = new Map<string, Promise<string>>();
function hashOncePerWorker(password: string): Promise<string> {
  let hash = testHashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    testHashes.set(password, hash);
  }
  return hash;
}

type App = ReturnType<typeof createApp>;
/** The typed client over the app (no network): `t.client.api.plans.$get()`. */
export type TestClient = ReturnType<typeof testClient<App>>;

export type TestApp = {
  app: App;
  /** Anonymous typed client. */
  client: TestClient;
  /** Typed client sending the staff session cookie of `token` (one of `tokens`) on every call. */
  as: (token: string) => TestClient;
  db: Database;
  config: Config;
  tokens: Record<Role, string>;
  payments: PaymentsProvider;
  /** The offline payment sandbox, unless the test injected another payments provider. */
  sandbox: SandboxPayments | null;
  mail: MailProvider;
  captcha: CaptchaProvider;
  /** Background failures the app logged (mail, refunds), instead of printing them. */
  logs: string[];
  /**
   * Raw JSON request, for input the typed client cannot send: `call('POST', '/api/plans', { token, body })`.
   * Sends `cookie` when given, else `t.cookie` (what `signIn()` left there); `cookie: ''` sends none.
   */
  call: (
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; cookie?: string; headers?: Record<string, string> },
  ) => Promise<Response>;
  /** The portal cookies `call` sends by default (`garage_portal=...; garage_device=...`); null: none. */
  cookie: string | null;
  /** Waits for e-mails requests sent without waiting (the sign-in e-mail). */
  drain: () => Promise<void>;
  /** What GET /api/metrics serves. */
  metrics: AppMetrics;
  /** GET /api/health/ready's state: `stopAccepting()` is what a graceful shutdown does first. */
  readiness: Readiness;
  /** Closes the database and removes it (its folder, or its PostgreSQL database). */
  cleanup: () => Promise<void>;
};

type TestAppOptions = {
  /** Extra environment for loadConfig (HOLD_MINUTES, NODE_ENV, ...). */
  env?: Record<string, string>;
};

/**
 * A real app over a real SQLite file in a fresh temporary DATA_DIR (or a fresh PostgreSQL database when
 * the suite runs on PostgreSQL, test/test-database.ts), with the offline providers.
 */
export async function createTestApp(
  overrides: Partial<Omit<AppDeps, 'db' | 'config'>> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'garage-api-test-'));
  const server = testPostgresServer();
  const postgres = server ? await freshPostgresDatabase(server) : null;
  const config = loadConfig({
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: TEST_PASSWORDS.admin,
    AMBASSADOR_PASSWORD: TEST_PASSWORDS.ambassador,
    GARAGE_TZ: 'America/Los_Angeles',
    NODE_ENV: 'test',
    ...options.env,
  });
  const db = await prepareDatabase(config, () => {}, hashOncePerWorker);
  const enabled = config.nodeEnv !== 'production';
  const sandbox = overrides.payments
    ? null
    : new SandboxPayments({
        enabled,
        log: () => {},
        publicBaseUrl: config.publicBaseUrl,
        timeZone: config.garageTz,
        // As the server builds it: shared between processes on PostgreSQL or with API_PROCESSES > 1.
        store: databaseSandboxStore(db, { shared: config.apiProcesses > 1 }),
      });
  await sandbox?.ready;
  const payments = overrides.payments ?? (sandbox as SandboxPayments);
  const mail = overrides.mail ?? new OutboxMail(config.dataDir, config.mail.from);
  const captcha = overrides.captcha ?? new OfflineCaptcha({ secret: config.jwtSecret, enabled });
  const logs: string[] = [];
  const background = createBackgroundTasks((message, error) =>
    logs.push(error instanceof Error ? `${message}: ${error.message}` : message),
  );
  const metrics = overrides.metrics ?? createAppMetrics();
  const readiness = overrides.readiness ?? createReadiness();
  const app = createApp({
    background,
    metrics,
    readiness,
    db,
    config,
    mailRetryDelaysMs: [0, 0],
    log: (message, error) => logs.push(error instanceof Error ? `${message}: ${error.message}` : message),
    ...overrides,
    payments,
    mail,
    captcha,
  });
  const tokens = await signInSeededStaff(db, config);
  // On PostgreSQL, nothing is cached until the change notices' listening connection is up (a server's
  // first requests are answered uncached): wait for it, so a test's first reads are cached as later ones.
  if (postgres) await vi.waitFor(() => expect(changeWatchOf(db).others()).not.toBeNull(), { timeout: 5_000 });

  const call: TestApp['call'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    const cookie = [options.token ? staffCookie(options.token) : null, options.cookie ?? result.cookie]
      .filter(Boolean)
      .join('; ');
    if (cookie) headers.Cookie = cookie;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    return app.request(path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  };

  const result: TestApp = {
    app,
    client: testClient(app),
    as: (token) => testClient(app, undefined, undefined, { headers: { Cookie: staffCookie(token) } }),
    db,
    config,
    tokens,
    payments,
    sandbox,
    mail,
    captcha,
    logs,
    call,
    cookie: null,
    drain: () => background.drain(),
    metrics,
    readiness,
    cleanup: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await closeDatabase(db);
      await postgres?.drop();
    },
  };
  return result;
}

/**
 * The seeded staff, already set up (new password chosen; the admin's and a manager's second factor
 * enrolled with TEST_TOTP_SECRET), each with a live session: what most tests act as. The sign-in
 * itself is tested in resources/auth.
 */
async function signInSeededStaff(db: Database, config: Config): Promise<Record<Role, string>> {
  await db
    .insert(staffUsers)
    .values({
      username: 'manager',
      role: 'manager',
      passwordHash: await hashOncePerWorker(TEST_PASSWORDS.manager),
    })
    .onConflictDoNothing();
  const sealed = sealTotpSecret(TEST_TOTP_SECRET, config.jwtSecret);
  const enrolled = new Date().toISOString();
  const tokens = {} as Record<Role, string>;
  for (const role of ['admin', 'ambassador', 'manager'] as const) {
    const user = await returnedRow(
      db
        .update(staffUsers)
        .set({
          mustChangePassword: false,
          ...(role === 'ambassador' ? {} : { totpSecret: sealed, totpEnabledAt: enrolled }),
        })
        .where(eq(staffUsers.username, role))
        .returning({ id: staffUsers.id }),
    );
    if (!user) throw new Error(`the seeded ${role} is missing`);
    tokens[role] = await createStaffSession(db, user.id, { address: 'test', userAgent: 'vitest' });
  }
  return tokens;
}
