import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isPostgresUrl } from './db/engine';
import { parseTrustProxy, TRUST_LOOPBACK, type TrustProxy } from './lib/client-address';
import { jwtSecretWeakness, STAFF_PASSWORD_MIN_LENGTH, staffPasswordWeakness } from './lib/secret-strength';
import { API_PACKAGE_URL } from './package-root';

export type NodeEnv = 'development' | 'production' | 'test';

export type Config = {
  port: number;
  dataDir: string;
  databasePath: string;
  /** DATABASE_URL: a postgres:// URL runs the garage on PostgreSQL; null keeps the SQLite file above. */
  databaseUrl: string | null;
  jwtSecret: string;
  adminPassword: string | undefined;
  ambassadorPassword: string | undefined;
  garageTz: string;
  nodeEnv: NodeEnv;
  /**
   * Minutes a checkout keeps its space without news from the checkout page (HOLD_MINUTES, default 10);
   * the page's heartbeat extends it up to 30 minutes (docs/decisions/checkout-hold-heartbeat.md).
   */
  holdMinutes: number;
  /** Hours a space offered to the next person on the waitlist stays held for them (WAITLIST_OFFER_HOURS, default 48). */
  waitlistOfferHours: number;
  /**
   * Per-address limits of the checkout (create-intent throttle, 2 open holds per address). Only the
   * end-to-end run, every buyer behind one address, turns them off (CHECKOUT_CLIENT_LIMITS=off);
   * refused with NODE_ENV=production.
   */
  checkoutClientLimits: boolean;
  /** Where customers open the app; e-mailed links start with it (PUBLIC_BASE_URL). */
  publicBaseUrl: string;
  /**
   * Which proxies' X-Forwarded-For is believed when telling clients apart (TRUST_PROXY): a hop count
   * or a list of addresses/CIDRs; by default only a proxy on this machine (the shell's server).
   */
  trustProxy: TrustProxy;
  /** Online copies of the database (BACKUP_DIR, BACKUP_KEEP, BACKUP_INTERVAL_HOURS; 0 hours: off). */
  backups: { dir: string; keep: number; intervalHours: number };
  payments: PaymentsConfig;
  mail: MailConfig;
  captcha: CaptchaConfig;
  office: OfficeConfig;
  /**
   * When set (OPENAPI_AUDIT_FILE, the e2e run), every answer is checked against the API's OpenAPI
   * description and each mismatch is appended to this file (docs/decisions/openapi-from-routes.md).
   */
  openapiAuditFile: string | undefined;
  /**
   * Who may read GET /api/metrics (METRICS_TOKEN): whoever sends it as a Bearer token; unset, only
   * clients on this machine (docs/decisions/metrics-and-health.md).
   */
  metricsToken: string | undefined;
  /**
   * How long a stop (SIGTERM, SIGINT) waits for requests, scheduled jobs and background e-mails before
   * the process exits anyway (SHUTDOWN_TIMEOUT_SECONDS, default 25: under systemd's and most
   * orchestrators' 30 s before they kill).
   */
  shutdownTimeoutMs: number;
  /**
   * Where rate-limit counts live (THROTTLE_STORE): `memory` (default) in this process; `database` in
   * the database, shared by every API process on it (docs/decisions/throttle-store.md).
   */
  throttleStore: 'memory' | 'database';
  /**
   * API_PROCESSES: how many API processes `pnpm start` runs on this box, sharing the port (default 1).
   * More than one keeps throttle counts in the database and needs every process to agree on it.
   */
  apiProcesses: number;
};

/** Stripe runs when its secret key is set; otherwise the offline sandbox does. */
export type PaymentsConfig = {
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  stripePublishableKey: string | undefined;
  /** Where the Stripe SDK sends its calls; tests point it at a local server. */
  stripeApi: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
};

/** SMTP when SMTP_URL is set; otherwise each message lands as an .eml file in `<dataDir>/outbox`. */
export type MailConfig = { smtpUrl: string | undefined; from: string };

/**
 * The garage's details a fresh database starts with (GARAGE_LEGAL_NAME, GARAGE_TAX_ID, OFFICE_PHONE,
 * OFFICE_EMAIL, OFFICE_HOURS / OFFICE_HOURS_ES, OFFICE_ADDRESS): only the first-run seed of
 * `garage_details` (db/seed.ts). Nothing else reads them: every page, answer and e-mail reads the row
 * (domain/garage-details.ts), which staff edit on the admin page; changing these later does nothing.
 */
export type OfficeConfig = {
  legalName: string;
  taxId: string;
  phone: string;
  email: string;
  hours: { en: string; es: string };
  address: string;
};

/** Cloudflare Turnstile when its secret is set; otherwise the offline challenge (never in production). */
export type CaptchaConfig = {
  turnstileSecretKey: string | undefined;
  turnstileSiteKey: string | undefined;
  turnstileVerifyUrl: string;
};

type Env = Record<string, string | undefined>;

// The server may be started from the repo root, from api/ or by a process manager elsewhere;
// anchoring relative paths to the repo root keeps every start on the same data folder.
export const REPO_ROOT = fileURLToPath(new URL('..', API_PACKAGE_URL));

const JWT_SECRET_FILE = 'jwt-secret';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Where the garage's database is, as `loadConfig` reads it, for tools that need nothing else. */
export function databaseLocation(env: Env = process.env): { dataDir: string; databasePath: string } {
  const dataDir = resolveFromRoot(nonEmpty(env.DATA_DIR) ?? 'data');
  return {
    dataDir,
    databasePath: resolveFromRoot(nonEmpty(env.DATABASE_PATH) ?? resolve(dataDir, 'parking.db')),
  };
}

export function loadConfig(env: Env = process.env): Config {
  const { dataDir, databasePath } = databaseLocation(env);
  const garageTz = nonEmpty(env.GARAGE_TZ) ?? 'America/Los_Angeles';
  assertTimeZone(garageTz);

  return {
    port: parsePort(env.API_PORT),
    dataDir,
    databasePath,
    databaseUrl: parseDatabaseUrl(env.DATABASE_URL),
    jwtSecret: nonEmpty(env.JWT_SECRET) ?? loadOrCreateJwtSecret(dataDir),
    adminPassword: nonEmpty(env.ADMIN_PASSWORD),
    ambassadorPassword: nonEmpty(env.AMBASSADOR_PASSWORD),
    garageTz,
    nodeEnv: parseNodeEnv(env.NODE_ENV),
    holdMinutes: parseHoldMinutes(env.HOLD_MINUTES),
    waitlistOfferHours: parseWhole('WAITLIST_OFFER_HOURS', env.WAITLIST_OFFER_HOURS, 48, 1, 24 * 30),
    backups: {
      dir: resolveFromRoot(nonEmpty(env.BACKUP_DIR) ?? resolve(dataDir, 'backups')),
      keep: parseWhole('BACKUP_KEEP', env.BACKUP_KEEP, 14, 1, 1000),
      intervalHours: parseWhole('BACKUP_INTERVAL_HOURS', env.BACKUP_INTERVAL_HOURS, 24, 0, 24 * 30),
    },
    checkoutClientLimits: parseCheckoutClientLimits(env.CHECKOUT_CLIENT_LIMITS, env.NODE_ENV),
    publicBaseUrl: parsePublicBaseUrl(env.PUBLIC_BASE_URL, env.SHELL_PORT),
    trustProxy: parseTrustProxyEnv(env.TRUST_PROXY),
    openapiAuditFile: nonEmpty(env.OPENAPI_AUDIT_FILE),
    metricsToken: nonEmpty(env.METRICS_TOKEN),
    shutdownTimeoutMs:
      parseWhole('SHUTDOWN_TIMEOUT_SECONDS', env.SHUTDOWN_TIMEOUT_SECONDS, 25, 1, 3_600) * 1_000,
    ...processesAndThrottle(env),
    payments: {
      stripeSecretKey: nonEmpty(env.STRIPE_SECRET_KEY),
      stripeWebhookSecret: nonEmpty(env.STRIPE_WEBHOOK_SECRET),
      stripePublishableKey: nonEmpty(env.STRIPE_PUBLISHABLE_KEY),
      stripeApi: parseStripeApi(env),
    },
    mail: {
      smtpUrl: nonEmpty(env.SMTP_URL),
      from: nonEmpty(env.MAIL_FROM) ?? 'Border Garage <no-reply@border-garage.local>',
    },
    office: {
      legalName: nonEmpty(env.GARAGE_LEGAL_NAME) ?? 'Border Garage LLC',
      taxId: nonEmpty(env.GARAGE_TAX_ID) ?? '',
      phone: nonEmpty(env.OFFICE_PHONE) ?? '+1 (619) 555-0142',
      email: nonEmpty(env.OFFICE_EMAIL) ?? 'help@bordergarage.example',
      hours: {
        en: nonEmpty(env.OFFICE_HOURS) ?? 'Monday to Saturday, 8:00 a.m. to 6:00 p.m.',
        es: nonEmpty(env.OFFICE_HOURS_ES) ?? 'Lunes a sábado, de 8:00 a. m. a 6:00 p. m.',
      },
      address: nonEmpty(env.OFFICE_ADDRESS) ?? '100 Border Plaza, San Ysidro, CA 92173',
    },
    captcha: {
      turnstileSecretKey: nonEmpty(env.TURNSTILE_SECRET_KEY),
      turnstileSiteKey: nonEmpty(env.TURNSTILE_SITE_KEY),
      turnstileVerifyUrl:
        nonEmpty(env.TURNSTILE_VERIFY_URL) ?? 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    },
  };
}

/** Exit status of a start refused for its configuration (sysexits' EX_CONFIG): not worth a restart. */
export const CONFIG_EXIT_CODE = 78;

/**
 * What production refuses, each named with its consequence, all in one line so one restart can fix
 * them all: the offline stand-ins (payment sandbox with its test clock, offline CAPTCHA, mail outbox),
 * which exist for development and tests only (a garage must never find out from a customer that it
 * was taking fake payments, or that receipts and sign-in codes went to a folder nobody reads); the
 * real services' second keys, without which they are half wired; secrets a stranger can guess (a
 * staff token signed with `JWT_SECRET=x` was forged offline and accepted); and a local or plain-http
 * PUBLIC_BASE_URL, which e-mailed links would point to and which leaves the portal cookie not Secure.
 */
export function productionProblems(config: Config): string[] {
  const { payments, captcha } = config;
  return [
    ...(payments.stripeSecretKey
      ? []
      : ['STRIPE_SECRET_KEY is unset (the payment sandbox and its test clock would run)']),
    ...(payments.stripeWebhookSecret
      ? []
      : [
          'STRIPE_WEBHOOK_SECRET is unset (every Stripe event, payments and renewals included, would be refused)',
        ]),
    ...(payments.stripePublishableKey
      ? []
      : ['STRIPE_PUBLISHABLE_KEY is unset (the payment form could not load Stripe)']),
    ...(captcha.turnstileSecretKey ? [] : ['TURNSTILE_SECRET_KEY is unset (the offline CAPTCHA would run)']),
    ...(captcha.turnstileSiteKey
      ? []
      : ['TURNSTILE_SITE_KEY is unset (the sign-up page could not show the Turnstile challenge)']),
    ...(config.mail.smtpUrl
      ? []
      : ['SMTP_URL is unset (e-mails would only land in the offline outbox folder)']),
    ...(isPublicHttps(config.publicBaseUrl)
      ? []
      : [
          `PUBLIC_BASE_URL is ${config.publicBaseUrl}, not the public https address customers open (e-mailed links would lead there and the portal cookie would not be Secure)`,
        ]),
    ...weakSecrets(config),
  ];
}

/** Refuses a production start with any of `productionProblems`; outside production it passes. */
export function assertProductionReady(config: Config): void {
  if (config.nodeEnv !== 'production') return;
  const problems = productionProblems(config);
  if (problems.length > 0) {
    throw new ConfigError(`NODE_ENV=production refuses to start: ${problems.join('; ')}.`);
  }
}

/**
 * What a start outside production only warns about: development stays zero-config, but a weak secret
 * given by hand is said out loud before it travels to a server.
 */
export function startupWarnings(config: Config): string[] {
  return config.nodeEnv === 'production' ? [] : weakSecrets(config);
}

// The generated JWT secret always passes, so a weak one was given as JWT_SECRET.
function weakSecrets(config: Config): string[] {
  const jwt = jwtSecretWeakness(config.jwtSecret);
  return [
    ...(jwt
      ? [
          `JWT_SECRET is weak (${jwt}): staff tokens signed with it can be forged offline, so set a random one (openssl rand -base64 48) or unset it to use the one generated in DATA_DIR`,
        ]
      : []),
    ...staffPasswordProblem('ADMIN_PASSWORD', config.adminPassword),
    ...staffPasswordProblem('AMBASSADOR_PASSWORD', config.ambassadorPassword),
    ...(config.metricsToken !== undefined && config.metricsToken.length < METRICS_TOKEN_MIN_LENGTH
      ? [
          `METRICS_TOKEN is shorter than ${METRICS_TOKEN_MIN_LENGTH} characters: anyone who guesses it reads the garage's traffic and sales counts, so set a random one (openssl rand -hex 32) or unset it to serve metrics to this machine only`,
        ]
      : []),
  ];
}

// 32 characters of a random hex or base64 string: far beyond guessing at any scrape rate.
const METRICS_TOKEN_MIN_LENGTH = 32;

function staffPasswordProblem(name: string, password: string | undefined): string[] {
  const weakness = password === undefined ? null : staffPasswordWeakness(password);
  return weakness
    ? [
        `${name} is weak (${weakness}): use ${STAFF_PASSWORD_MIN_LENGTH} or more characters that are not a known password, or unset it to get a random one printed once`,
      ]
    : [];
}

// Loopback names and addresses: a link to them opens the reader's own machine.
function isPublicHttps(baseUrl: string): boolean {
  const { protocol, hostname } = new URL(baseUrl);
  const local =
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    /^127\./.test(hostname) ||
    hostname === '0.0.0.0' ||
    hostname === '[::1]' ||
    hostname === '[::]';
  return protocol === 'https:' && !local;
}

/**
 * The one line a refused start prints: the configuration's own sentence, never a stack trace (the
 * reader is whoever deploys, and the fix is a setting). Other errors are not ours to word: null.
 */
export function startupRefusal(error: unknown): string | null {
  return error instanceof ConfigError ? `[api] Not started: ${error.message.replace(/\s+/g, ' ')}` : null;
}

/** The offline stand-ins this configuration runs, for start-up banners ("test mode"). */
export function offlineStandIns(config: Config): string[] {
  return [
    ...(config.payments.stripeSecretKey ? [] : ['payment sandbox with test clock (no real charges)']),
    ...(config.captcha.turnstileSecretKey ? [] : ['offline CAPTCHA']),
    ...(config.mail.smtpUrl ? [] : ['mail outbox folder (no e-mail is sent)']),
  ];
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function resolveFromRoot(path: string): string {
  return isAbsolute(path) ? path : resolve(REPO_ROOT, path);
}

function parsePort(raw: string | undefined): number {
  const value = nonEmpty(raw);
  if (value === undefined) return 8787;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new ConfigError(`API_PORT must be a port number between 1 and 65535, got "${value}"`);
  }
  return port;
}

function parseWhole(
  name: string,
  raw: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  const value = nonEmpty(raw);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
    throw new ConfigError(`${name} must be a whole number between ${min} and ${max}, got "${value}"`);
  }
  return parsed;
}

function parseHoldMinutes(raw: string | undefined): number {
  const value = nonEmpty(raw);
  if (value === undefined) return 10;
  const minutes = Number(value);
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 24 * 60) {
    throw new ConfigError(
      `HOLD_MINUTES must be a whole number of minutes between 1 and 1440, got "${value}"`,
    );
  }
  return minutes;
}

function parseCheckoutClientLimits(raw: string | undefined, nodeEnv: string | undefined): boolean {
  if (nonEmpty(raw) !== 'off') return true;
  if (parseNodeEnv(nodeEnv) === 'production') {
    throw new ConfigError(
      'CHECKOUT_CLIENT_LIMITS=off is for end-to-end tests and refused with NODE_ENV=production',
    );
  }
  return false;
}

function parsePublicBaseUrl(raw: string | undefined, shellPort: string | undefined): string {
  const value = nonEmpty(raw) ?? `http://localhost:${nonEmpty(shellPort) ?? '3000'}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(
      `PUBLIC_BASE_URL must be an http(s) URL such as https://garage.example, got "${value}"`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`PUBLIC_BASE_URL must be an http(s) URL, got "${value}"`);
  }
  return url.origin + url.pathname.replace(/\/+$/, '');
}

function parseTrustProxyEnv(raw: string | undefined): TrustProxy {
  const value = nonEmpty(raw);
  if (value === undefined) return TRUST_LOOPBACK;
  const parsed = parseTrustProxy(value);
  if (typeof parsed === 'string') throw new ConfigError(parsed);
  return parsed;
}

function parseStripeApi(env: Env): PaymentsConfig['stripeApi'] {
  const host = nonEmpty(env.STRIPE_API_HOST);
  if (host === undefined) return undefined;
  const protocol = nonEmpty(env.STRIPE_API_PROTOCOL) ?? 'https';
  if (protocol !== 'http' && protocol !== 'https') {
    throw new ConfigError(`STRIPE_API_PROTOCOL must be http or https, got "${protocol}"`);
  }
  const rawPort = nonEmpty(env.STRIPE_API_PORT);
  const port = rawPort === undefined ? (protocol === 'http' ? 80 : 443) : Number(rawPort);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new ConfigError(`STRIPE_API_PORT must be a port number between 1 and 65535, got "${rawPort}"`);
  }
  return { host, port, protocol };
}

function parseNodeEnv(raw: string | undefined): NodeEnv {
  const value = nonEmpty(raw);
  if (value === 'production' || value === 'test') return value;
  return 'development';
}

function assertTimeZone(tz: string): void {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
  } catch {
    throw new ConfigError(`GARAGE_TZ must be an IANA time zone such as America/Los_Angeles, got "${tz}"`);
  }
}

// A generated secret must survive restarts, or every staff session would end on each deploy.
function loadOrCreateJwtSecret(dataDir: string): string {
  const file = resolve(dataDir, JWT_SECRET_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (jwtSecretWeakness(stored) === null) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

function processesAndThrottle(env: Env): Pick<Config, 'apiProcesses' | 'throttleStore'> {
  const apiProcesses = parseWhole('API_PROCESSES', env.API_PROCESSES, 1, 1, 64);
  const chosen = nonEmpty(env.THROTTLE_STORE) ?? (apiProcesses > 1 ? 'database' : 'memory');
  if (chosen !== 'memory' && chosen !== 'database') {
    throw new ConfigError(`THROTTLE_STORE must be "memory" or "database", got "${env.THROTTLE_STORE}"`);
  }
  // Counted per process, a client would get the limit once in each process.
  if (chosen === 'memory' && apiProcesses > 1) {
    throw new ConfigError(
      `API_PROCESSES is ${apiProcesses}: throttle counts must be shared, so leave THROTTLE_STORE unset or set it to "database".`,
    );
  }
  return { apiProcesses, throttleStore: chosen };
}

function parseDatabaseUrl(value: string | undefined): string | null {
  const url = nonEmpty(value);
  if (url === undefined) return null;
  if (!isPostgresUrl(url)) {
    throw new ConfigError(
      'DATABASE_URL must be a postgres:// URL (PostgreSQL). For SQLite leave it unset and set DATA_DIR or DATABASE_PATH.',
    );
  }
  return url;
}
