// Child process of bench/api-throughput.ts: the real API over a fresh SQLite file (or DATABASE_URL's
// PostgreSQL, with API_PROCESSES several such processes sharing the API port) beside a bare Hono
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
import { createAppMetrics } from '../api/src/lib/metrics';
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
// Served as server.ts serves it: the warm public reads answered before the chain, each request logged
// and counted in the metrics.
const fastReads = createFastReads();
const logger = createLogger();
const metrics = createAppMetrics();
const app = createApp({ db, config, logger, fastReads, metrics });
createServer(SERVER_OPTIONS, apiRequestListener(app.fetch, { fastReads, logger, metrics })).listen({
  port: apiPort,
  reusePort: config.apiProcesses > 1,
});
// Beside the bare route, bare Hono sending each real route's own answer (its headers and body, read
// once from the chain): what those bytes cost on this machine, the load generator's reading included.
const sameAnswer = async (route: string) => {
  const answer = await app.fetch(new Request(`http://127.0.0.1${route}`));
  const body = await answer.text();
  const headers = Object.fromEntries([...answer.headers].filter(([name]) => name !== 'content-length'));
  return { body, headers };
};
const bare = new Hono().get('/bare', (c) => c.json({ open_slots: 40 }));
for (const route of ['/api/locations/1/online-availability', '/api/plans']) {
  const { body, headers } = await sameAnswer(route);
  bare.get(`/same-answer${route}`, (c) => c.body(body, 200, headers));
}
serve({ fetch: bare.fetch, port: barePort });
const cpuServer = createServer((_req, res) => {
  const { user, system } = process.cpuUsage();
  res.end(JSON.stringify({ cpuMicros: user + system }));
});
// A listen on a named host binds after a lookup, a tick later: "ready" only once it is bound.
cpuServer.listen(cpuPort, '127.0.0.1', () => console.log('ready'));
