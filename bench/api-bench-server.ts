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
import { apiRequestListener } from '../api/src/api-request-listener';
import { createApp } from '../api/src/app';
import { loadConfig } from '../api/src/config';
import { createFastReads } from '../api/src/lib/fast-reads';
import { createLogger } from '../api/src/lib/logger';
import { SERVER_OPTIONS } from '../api/src/middleware/limit-url';
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
// Served as server.ts serves it: the warm public reads answered before the chain.
const fastReads = createFastReads();
const logger = createLogger();
const app = createApp({ db, config, logger, fastReads });
createServer(SERVER_OPTIONS, apiRequestListener(app.fetch, { fastReads, logger })).listen(apiPort);
serve({ fetch: new Hono().get('/bare', (c) => c.json({ open_slots: 40 })).fetch, port: barePort });
createServer((_req, res) => {
  const { user, system } = process.cpuUsage();
  res.end(JSON.stringify({ cpuMicros: user + system }));
}).listen(cpuPort, '127.0.0.1');
console.log('ready');
