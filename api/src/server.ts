import { createServer } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { apiRequestListener } from './api-request-listener';
import { createApp } from './app';
import {
  assertProductionReady,
  CONFIG_EXIT_CODE,
  type Config,
  loadConfig,
  offlineStandIns,
  startupRefusal,
  startupWarnings,
} from './config';
import { backupIfDue } from './db/backups';
import { jobLeases, leaseHolder, releaseJobLeases } from './db/job-leases';
import { closeDatabase } from './db/open-database';
import { dailyPriceChanges } from './domain/billing/plan-price-change';
import { endCancelledPasses } from './domain/passes/pass-cancel';
import { sendPauseReminders } from './domain/passes/pass-pause';
import { dropEndedPlates } from './domain/passes/pass-plates';
import { retryPendingRefunds } from './domain/payment-lifecycle/refunds';
import { pruneStaffSessions } from './domain/staff/staff-sessions';
import { runWaitlist } from './domain/waitlist/waitlist-queue';
import { appClock } from './lib/app-clock';
import { createBackgroundTasks } from './lib/background-tasks';
import { createFastReads } from './lib/fast-reads';
import { createGracefulShutdown } from './lib/graceful-shutdown';
import { createLogger } from './lib/logger';
import { createAppMetrics } from './lib/metrics';
import { createReadiness } from './lib/readiness';
import { createScheduler } from './lib/scheduler';
import { SERVER_OPTIONS } from './middleware/limit-url';
import { prepareDatabase } from './prepare-database';
import { createProviders } from './providers/providers';
import { pruneAccessChanges } from './resources/access/access-retention';
import { createWebhookPusher } from './resources/access/access-webhooks';
import { dailyCardExpiryNotices } from './resources/payments-public/card-expiry/card-expiry-notices';
import { sendRenewalReminders } from './resources/payments-public/pass-payments/renewal-reminders';

const SCHEDULER_INTERVAL_MS = 60_000;

// A configuration mistake is told in one line and the process ends with EX_CONFIG, which `pnpm start`
// does not restart: a stack trace would bury the one setting to fix.
function loadCheckedConfig(): Config {
  try {
    const loaded = loadConfig();
    assertProductionReady(loaded);
    return loaded;
  } catch (error) {
    const line = startupRefusal(error);
    if (line === null) throw error;
    process.stderr.write(`${line}\n`);
    process.exit(CONFIG_EXIT_CODE);
  }
}

const config = loadCheckedConfig();
const logger = createLogger();
const standIns = offlineStandIns(config);
if (standIns.length > 0) {
  console.log(`[api] TEST MODE (NODE_ENV=${config.nodeEnv}): ${standIns.join(', ')}`);
}
for (const warning of startupWarnings(config)) logger.warn(warning);
const db = await prepareDatabase(config);
const metrics = createAppMetrics();
const created = createProviders(config, { db, warn: (message) => logger.warn(message) });
// The scheduler's e-mails (reminders, notices) and the app's are counted through this one provider.
const providers = { ...created, mail: metrics.countMail(created.mail) };
await providers.payments.sandbox?.ready;
const log = (message: string, error?: unknown) => logger.error(message, error);
// Created here so a shutdown can wait for what requests started without waiting (sign-in e-mails).
const background = createBackgroundTasks(log);
const readiness = createReadiness();
// The e2e run's audit sees every answer the chain gives: the warm public reads go through it too.
const fastReads = config.openapiAuditFile ? undefined : createFastReads();
const app = createApp({ db, config, ...providers, logger, log, fastReads, metrics, readiness, background });
if (config.openapiAuditFile) {
  // The e2e run's conformance check: the answers real browsers get, against the served description.
  const { auditResponses, reportToFile } = await import('./resources/openapi/audited-fetch');
  auditResponses(app, reportToFile(config.openapiAuditFile), { requestBodies: true });
  logger.info('openapi audit', { file: config.openapiAuditFile });
}

logger.info('providers', {
  payments: providers.payments.kind,
  mail: providers.mail.kind,
  captcha: providers.captcha.kind,
});

const server = createServer(SERVER_OPTIONS, apiRequestListener(app.fetch, { fastReads, logger, metrics }));
// Several API processes on one box (API_PROCESSES, scripts/start.ts) share the port; the kernel spreads
// the connections between them.
server.listen({ port: config.port, reusePort: config.apiProcesses > 1 }, () => {
  logger.info('listening', {
    url: `http://localhost:${config.port}/api`,
    database: config.databaseUrl ? 'postgresql' : config.databasePath,
  });
});

// Every minute, on the app's clock (the sandbox's test clock included): the sandbox bills what is
// due (Stripe bills by itself), reminders go out, and refunds the provider refused are retried.
const jobDeps = { db, config, now: appClock(providers.payments), ...providers, log, metrics };
const sandbox = providers.payments.sandbox?.enabled ? providers.payments.sandbox : null;
// Several API processes on one database run each job's tick once between them (db/job-leases.ts).
const holder = leaseHolder();
const scheduler = createScheduler({
  intervalMs: SCHEDULER_INTERVAL_MS,
  log,
  claim: jobLeases(db, { holder, leaseMs: SCHEDULER_INTERVAL_MS }),
  jobs: [
    ...(sandbox ? [{ name: 'sandbox billing', run: async () => sandbox.runDue() }] : []),
    { name: 'renewal reminders', run: async () => sendRenewalReminders(jobDeps) },
    { name: 'card expiry notices', run: dailyCardExpiryNotices(jobDeps) },
    { name: 'pause reminders', run: async () => sendPauseReminders(jobDeps) },
    { name: 'price changes', run: dailyPriceChanges(jobDeps) },
    { name: 'refunds', run: async () => retryPendingRefunds(jobDeps) },
    // Passes whose owner cancelled end after their last day, before the waitlist offers the space.
    { name: 'cancelled passes', run: async () => endCancelledPasses(jobDeps) },
    // Offers that ran out go to the next person; spaces freed by lapsed passes are offered.
    { name: 'waitlist', run: async () => runWaitlist(jobDeps) },
    // Temporary plates past their last day leave their pass (docs/decisions/pass-plates.md).
    { name: 'ended plates', run: async () => dropEndedPlates(db, jobDeps.now(), config.garageTz) },
    // The gate's feed keeps what its devices still need (resources/access/access-retention.ts).
    { name: 'gate feed retention', run: async () => pruneAccessChanges(db, Date.now()) },
    // Ended staff sessions, unfinished sign-ins and lapsed trusted devices sign nobody in: dropped.
    { name: 'staff session clean-up', run: async () => pruneStaffSessions(db) },
    // PostgreSQL is backed up by its own tools (docs/production.md); these copies are of a SQLite file.
    ...(config.backups.intervalHours > 0 && !config.databaseUrl
      ? [
          {
            name: 'database backup',
            run: async () => {
              const file = await backupIfDue(db.$client, {
                ...config.backups,
                intervalMs: config.backups.intervalHours * 3_600_000,
              });
              if (file) logger.info('database backed up', { file });
            },
          },
        ]
      : []),
  ],
});
scheduler.start();
// Moving the sandbox's test clock is time passing: what fell due runs now, not at the next tick.
sandbox?.onClockMoved(() => scheduler.wake());

// Gate devices hear of a change within a second or two (docs/decisions/gate-access-feed.md); each
// delivery runs on its own, so this tick never waits for a slow device.
const gateWebhooks = createWebhookPusher({ db, config, now: jobDeps.now, log });
const gateScheduler = createScheduler({
  intervalMs: 1_000,
  log,
  claim: jobLeases(db, { holder, leaseMs: 1_000 }),
  jobs: [{ name: 'gate webhooks', run: async () => gateWebhooks.tick() }],
});
gateScheduler.start();

// A stop finishes what was started (lib/graceful-shutdown.ts); closing the database last checkpoints
// the WAL.
const LOG_FLUSH_MS = 2_000;
const shutdown = createGracefulShutdown({
  readiness,
  stopSchedulers: [() => scheduler.stop(), () => gateScheduler.stop()],
  closeServer: () =>
    new Promise<void>((resolve) => {
      // Resolves once every connection has ended: the requests in flight are answered first.
      server.close(() => resolve());
      // Idle keep-alive connections have nothing in flight; waiting for their timeout would only stall.
      server.closeIdleConnections();
    }),
  drainBackground: () => background.drain(),
  closeDatabase: async () => {
    // Handed over at once: another process need not wait for this one's leases to lapse.
    await releaseJobLeases(db, holder);
    await closeDatabase(db);
  },
  // The log's last lines ("shut down" among them) are written first; a reader that stopped reading
  // holds the exit back at most LOG_FLUSH_MS.
  exit: (code) => void Promise.race([logger.flush(), delay(LOG_FLUSH_MS)]).then(() => process.exit(code)),
  deadlineMs: config.shutdownTimeoutMs,
  log: (message, fields) => logger.info(message, fields),
});
// Every signal, not only the first: a repeated SIGTERM (a supervisor, an impatient script) joins the
// shutdown under way instead of killing the process mid-way with Node's default handler.
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
