import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export type NodeEnv = 'development' | 'production' | 'test';

export type Config = {
  port: number;
  dataDir: string;
  databasePath: string;
  jwtSecret: string;
  adminPassword: string | undefined;
  ambassadorPassword: string | undefined;
  garageTz: string;
  nodeEnv: NodeEnv;
};

type Env = Record<string, string | undefined>;

// The server may be started from the repo root, from api/ or by a process manager elsewhere;
// anchoring relative paths to the repo root keeps every start on the same data folder.
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

const JWT_SECRET_FILE = 'jwt-secret';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: Env = process.env): Config {
  const dataDir = resolveFromRoot(nonEmpty(env.DATA_DIR) ?? 'data');
  const databasePath = resolveFromRoot(nonEmpty(env.DATABASE_PATH) ?? resolve(dataDir, 'parking.db'));
  const garageTz = nonEmpty(env.GARAGE_TZ) ?? 'America/Los_Angeles';
  assertTimeZone(garageTz);

  return {
    port: parsePort(env.API_PORT),
    dataDir,
    databasePath,
    jwtSecret: nonEmpty(env.JWT_SECRET) ?? loadOrCreateJwtSecret(dataDir),
    adminPassword: nonEmpty(env.ADMIN_PASSWORD),
    ambassadorPassword: nonEmpty(env.AMBASSADOR_PASSWORD),
    garageTz,
    nodeEnv: parseNodeEnv(env.NODE_ENV),
  };
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
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
