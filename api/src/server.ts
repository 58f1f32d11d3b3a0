import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadConfig } from './config';
import { prepareDatabase } from './db/prepare-database';

const config = loadConfig();
const db = await prepareDatabase(config);
const app = createApp({ db, config });

const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  console.log(`[api] listening on http://localhost:${info.port}/api (database ${config.databasePath})`);
});

// Close the database cleanly so the WAL is checkpointed on a normal stop.
const shutdown = () => {
  server.close(() => {
    db.$client.close();
    process.exit(0);
  });
  // Lingering keep-alive connections must not keep a stopping server alive.
  setTimeout(() => process.exit(0), 5_000).unref();
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
