import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONFIG_EXIT_CODE, ConfigError, startupRefusal } from './config';

const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));

/** A port nothing listens on right now (the machine is shared: no fixed port for a server that starts). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Starts the real server, waits for its "listening" line, stops it with SIGTERM; gives its standard
 * output's JSON lines and its exit status.
 */
async function startAndStop(
  env: Record<string, string>,
): Promise<{ lines: Record<string, unknown>[]; status: number | null }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'garage-start-'));
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { ...process.env, DATA_DIR: dataDir, API_PORT: String(await freePort()), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
    if (stdout.includes('"msg":"listening"')) child.kill('SIGTERM');
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const timer = setTimeout(() => child.kill('SIGKILL'), 25_000);
  try {
    const status = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(stderr).toBe('');
    expect(stdout).toContain('"msg":"listening"');
    const lines = stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    return { lines, status };
  } finally {
    clearTimeout(timer);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Everything production needs, strong, pointed at ports where nothing answers: the start must not need them.
const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  JWT_SECRET: 'q9F2xLr7Vt0bN4kZp8Yc1HwE6sJmA3uD5gTiQoXe',
  ADMIN_PASSWORD: 'tortilla-mango-sunrise-47',
  AMBASSADOR_PASSWORD: '',
  PUBLIC_BASE_URL: 'https://garage.example',
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  STRIPE_API_HOST: '127.0.0.1',
  STRIPE_API_PORT: '9',
  STRIPE_API_PROTOCOL: 'http',
  TURNSTILE_SECRET_KEY: 'ts-secret',
  TURNSTILE_SITE_KEY: 'ts-site',
  TURNSTILE_VERIFY_URL: 'http://127.0.0.1:9/verify',
  SMTP_URL: 'smtp://127.0.0.1:9',
};

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
          JWT_SECRET: '',
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
      expect(lines[0]).toMatch(/^\[api\] Not started: NODE_ENV=production refuses to start: /);
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

  it('starts production with real services, strong secrets and a public https address', async () => {
    const { lines, status } = await startAndStop(PRODUCTION_ENV);
    expect(status).toBe(0);
    expect(lines.filter((line) => line.level !== 'info')).toEqual([]);
  }, 30_000);

  it('starts development with JWT_SECRET=x, warning through the server log', async () => {
    const { lines, status } = await startAndStop({
      NODE_ENV: 'development',
      JWT_SECRET: 'x',
      ADMIN_PASSWORD: '',
    });
    expect(status).toBe(0);
    expect(lines.filter((line) => line.level === 'warn')).toEqual([
      expect.objectContaining({
        msg: expect.stringMatching(
          /^JWT_SECRET is weak \(shorter than 32 characters\): staff tokens signed with it can be forged offline/,
        ),
      }),
    ]);
  }, 30_000);

  it('words only configuration errors; anything else keeps its stack for the log', () => {
    expect(startupRefusal(new ConfigError('API_PORT must be a port number'))).toBe(
      '[api] Not started: API_PORT must be a port number',
    );
    expect(startupRefusal(new Error('disk on fire'))).toBeNull();
  });
});
