import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadConfig } from './config';
import { prepareDatabase } from './db/prepare-database';
import { createProviders } from './providers/providers';
import { retryPendingRefunds } from './resources/passes/refunds.service';

const REFUND_RETRY_INTERVAL_MS = 5 * 60_000;

const config = loadConfig();
const db = await prepareDatabase(config);
const providers = createProviders(config);
const log = (message: string, error?: unknown) => console.error(`[api] ${message}`, error ?? '');
const app = createApp({ db, config, ...providers, log });

console.log(
  `[api] payments: ${providers.payments.kind}, mail: ${providers.mail.kind}, captcha: ${providers.captcha.kind}`,
);

const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  console.log(`[api] listening on http://localhost:${info.port}/api (database ${config.databasePath})`);
});

// Refunds owed for payments that could not become passes are retried until the provider accepts them.
const refundDeps = { db, config, now: () => new Date(), ...providers, log };
const retryRefunds = () => {
  retryPendingRefunds(refundDeps).catch((error: unknown) => log('refund retry failed', error));
};
retryRefunds();
const refundTimer = setInterval(retryRefunds, REFUND_RETRY_INTERVAL_MS);
refundTimer.unref();

// Close the database cleanly so the WAL is checkpointed on a normal stop.
const shutdown = () => {
  clearInterval(refundTimer);
  server.close(() => {
    db.$client.close();
    process.exit(0);
  });
  // Lingering keep-alive connections must not keep a stopping server alive.
  setTimeout(() => process.exit(0), 5_000).unref();
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
