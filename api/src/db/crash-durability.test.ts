import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { setUpSeededStaff } from '../../test/set-up-staff';
import { onPostgres } from '../../test/test-database';

// kill -9 of the real API process in the middle of a burst of writes: after a restart every write it
// acknowledged is there and the file passes integrity_check (WAL + synchronous=FULL).

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));
const PASSWORD = 'crash-test-admin-password';
const children: ChildProcess[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function startApi(dataDir: string, port: number): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      API_PORT: String(port),
      ADMIN_PASSWORD: PASSWORD,
      AMBASSADOR_PASSWORD: `${PASSWORD}-b`,
      BACKUP_INTERVAL_HOURS: '0',
    },
    stdio: 'ignore',
  });
  children.push(child);
  return child;
}

async function waitUntilUp(base: string): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the API did not start');
}

// SQLite's WAL and synchronous=FULL; PostgreSQL's durability is the server's.
describe.skipIf(onPostgres)('a crash in the middle of writes', () => {
  it('loses no acknowledged write and leaves a sound database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'garage-crash-test-'));
    dirs.push(dataDir);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const api = startApi(dataDir, port);
    await waitUntilUp(base);
    const { cookie } = await setUpSeededStaff(base, {
      username: 'admin',
      seededPassword: PASSWORD,
      newPassword: 'crash test keeps every acknowledged card',
      secondFactor: true,
    });

    const acknowledged: string[] = [];
    let next = 0;
    let killed = false;
    const writer = async () => {
      while (!killed) {
        const code = String(100_000 + next++);
        try {
          const res = await fetch(`${base}/api/cards/bulk`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Cookie: cookie },
            body: JSON.stringify({ location_id: 1, cards: [code] }),
          });
          if (res.status === 200 && ((await res.json()) as { added: string[] }).added.includes(code)) {
            acknowledged.push(code);
          }
        } catch {
          // the connection died with the process: not acknowledged
        }
        if (acknowledged.length >= 120 && !killed) {
          killed = true;
          api.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, writer));
    await new Promise<void>((resolve) =>
      api.exitCode !== null || api.signalCode ? resolve() : api.once('exit', () => resolve()),
    );

    startApi(dataDir, port);
    await waitUntilUp(base);
    const db = new BetterSqlite3(join(dataDir, 'parking.db'), { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const stored = new Set(
        (db.prepare('SELECT code FROM cards').all() as { code: string }[]).map((row) => row.code),
      );
      expect(acknowledged.length).toBeGreaterThanOrEqual(120);
      expect(acknowledged.filter((code) => !stored.has(code))).toEqual([]);
    } finally {
      db.close();
    }
  }, 60_000);
});
