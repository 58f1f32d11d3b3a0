import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { closeDatabase, openDatabase } from '../src/db/open-database';
import { OfflineCaptcha } from '../src/providers/captcha/offline-captcha';
import { OutboxMail } from '../src/providers/mail/outbox-mail';
import type { PaymentsProvider } from '../src/providers/payments/payments-provider';

/**
 * The app a worker process of the cross-process tests runs (test/api-processes.ts): another API
 * process on the parent's database (`database`: a SQLite file or a PostgreSQL URL), which the parent
 * created and migrated. Locks are waited for as long as needed: the races are about overselling and
 * applying once, not about the API's short busy wait.
 */
export function workerApp(database: string, dataDir: string, payments: PaymentsProvider) {
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'cross-process-worker-secret-'.padEnd(40, 'x'),
    GARAGE_TZ: 'America/Los_Angeles',
    NODE_ENV: 'test',
  });
  const db = openDatabase(database, 10_000);
  const app = createApp({
    db,
    config,
    payments,
    mail: new OutboxMail(dataDir, config.mail.from),
    captcha: new OfflineCaptcha({ secret: config.jwtSecret, enabled: true }),
    log: () => {},
    mailRetryDelaysMs: [0, 0],
  });
  return { app, close: () => closeDatabase(db) };
}
