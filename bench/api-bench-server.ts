// Child process of bench/api-throughput.ts: the real API over a fresh SQLite file beside a bare Hono
// route, both served by @hono/node-server in this one process, so their ratio cancels machine noise.
// The API logs every request to stdout as server.ts does, so the request log's cost is in the figure.
// A third port answers this process's CPU time (process.cpuUsage, µs), read before and after each slice:
// CPU time per request moves far less with the neighbours' load than requests per second.
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { createApp } from '../api/src/app';
import { loadConfig } from '../api/src/config';
import { createLogger } from '../api/src/lib/logger';
import { prepareDatabase } from '../api/src/prepare-database';

const [apiPort, barePort, cpuPort] = process.argv.slice(2).map(Number);
const config = loadConfig({
  ...process.env,
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'garage-bench-')),
  ADMIN_PASSWORD: 'bench-admin-password',
  AMBASSADOR_PASSWORD: 'bench-ambassador-password',
  NODE_ENV: 'production',
});
const db = await prepareDatabase(config, () => {});
serve({ fetch: createApp({ db, config, logger: createLogger() }).fetch, port: apiPort });
serve({ fetch: new Hono().get('/bare', (c) => c.json({ open_slots: 40 })).fetch, port: barePort });
createServer((_req, res) => {
  const { user, system } = process.cpuUsage();
  res.end(JSON.stringify({ cpuMicros: user + system }));
}).listen(cpuPort, '127.0.0.1');
console.log('ready');
