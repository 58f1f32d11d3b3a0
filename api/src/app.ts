import { Hono } from 'hono';
import type { Config } from './config';
import { CUSTOMER_IMPORT_MAX_BYTES } from './contract/customer-import';
import type { HealthCheck } from './contract/health-response';
import type { Database } from './db/open-database';
import { createPaymentLedger } from './domain/payment-lifecycle/ledger';
import type { PaymentLedger } from './domain/payment-lifecycle/payment-ledger';
import { appClock } from './lib/app-clock';
import { type BackgroundTasks, createBackgroundTasks } from './lib/background-tasks';
import type { FastReads } from './lib/fast-reads';
import { createLogger, type Logger } from './lib/logger';
import { type AppMetrics, createAppMetrics } from './lib/metrics';
import type { PaymentDeps } from './lib/payment-deps';
import { createReadiness, type Readiness } from './lib/readiness';
import { createErrorHandler, handleNotFound } from './middleware/error-handler';
import { inOneStep } from './middleware/in-one-step';
import { limitBody } from './middleware/limit-body';
import { limitUrl } from './middleware/limit-url';
import { portalChangesFromOwnPagesOnly } from './middleware/own-pages-only';
import { portalSession } from './middleware/portal-session';
import { requestLog } from './middleware/request-log';
import { requestMetrics } from './middleware/request-metrics';
import { securityHeaders } from './middleware/security-headers';
import { publicIdentityChecks, trustProxies } from './middleware/throttle';
import { databaseThrottleStore, shareThrottleCounts } from './middleware/throttle-store';
import type { CaptchaProvider } from './providers/captcha/captcha-provider';
import { createCaptchaProvider } from './providers/captcha/create-captcha-provider';
import { createMailProvider } from './providers/mail/create-mail-provider';
import type { MailProvider } from './providers/mail/mail-provider';
import { createPaymentsProvider } from './providers/payments/create-payments-provider';
import type { PaymentsProvider } from './providers/payments/payments-provider';
import { providerHealthChecks } from './providers/providers';
import { createAccessRouter } from './resources/access/access.router';
import { createAuditRouter } from './resources/audit/audit.router';
import { createAuthRouter } from './resources/auth/auth.router';
import { createCheckoutRouter } from './resources/billing/checkout/checkout.router';
import { createReceiptRouter } from './resources/billing/receipt/receipt.router';
import { handleProviderEvent } from './resources/billing/webhook/provider-events.service';
import { createWebhookRouter } from './resources/billing/webhook/webhook.router';
import { createCancellationsRouter } from './resources/cancellations/cancellations.router';
import { createCaptchaRouter } from './resources/captcha/captcha.router';
import { createCardsRouter } from './resources/cards/cards.router';
import { createCheckoutInitRouter } from './resources/checkout/checkout-init.router';
import { createClientsRouter } from './resources/clients/clients.router';
import { createClientsImportRouter } from './resources/clients-import/clients-import.router';
import { createClientsPrivacyRouter } from './resources/clients-privacy/clients-privacy.router';
import { createEventsRouter } from './resources/events/events.router';
import { createGarageDetailsRouter } from './resources/garage-details/garage-details.router';
import { createGateDecisionsRouter } from './resources/gate-decisions/gate-decisions.router';
import { createGateDevicesRouter } from './resources/gate-devices/gate-devices.router';
import { createGateSettingsRouter } from './resources/gate-settings/gate-settings.router';
import { createHealthRouter } from './resources/health/health.router';
import { createDbHealthCheck } from './resources/health/health.service';
import { createItemsRouter } from './resources/items/items.router';
import { createLeadsRouter } from './resources/leads/leads.router';
import { createLocationsRouter } from './resources/locations/locations.router';
import { createMetricsRouter } from './resources/metrics/metrics.router';
import { createOpenApiRouter } from './resources/openapi/openapi.router';
import type { AppRoute } from './resources/openapi/openapi-document';
import { createPaymentsRouter } from './resources/payments/payments.router';
import { createAutopayRouter } from './resources/payments-public/autopay/autopay.router';
import { createCancelRouter } from './resources/payments-public/cancel/cancel.router';
import { createInvitesRouter } from './resources/payments-public/invites/invites.router';
import { createPassRouter } from './resources/payments-public/pass/pass.router';
import { createPassPaymentsRouter } from './resources/payments-public/pass-payments/pass-payments.router';
import { createPauseRouter } from './resources/payments-public/pause/pause.router';
import { createPlatesRouter } from './resources/payments-public/plates/plates.router';
import { createReceiptsRouter } from './resources/payments-public/receipts/receipts.router';
import { createSignInRouter } from './resources/payments-public/sign-in/sign-in.router';
import { createPlansRouter } from './resources/plans/plans.router';
import { createRefundRequestsRouter } from './resources/refund-requests/refund-requests.router';
import { createSalesRouter } from './resources/sales/sales.router';
import { createSandboxRouter } from './resources/sandbox/sandbox.router';
import { createStaffUsersRouter } from './resources/staff-users/staff-users.router';
import { createSubscriptionsRouter } from './resources/subscriptions/subscriptions.router';
import { createVehiclesRouter } from './resources/vehicles/vehicles.router';
import { createWaitlistRouter } from './resources/waitlist/waitlist.router';
import { createZipRouter } from './resources/zip/zip.router';

export type AppDeps = {
  db: Database;
  config: Config;
  /**
   * Checks beyond the database and the providers' own (payments, mail, captcha, always present).
   * A check with the same name as a built-in one replaces it.
   */
  healthChecks?: readonly HealthCheck[];
  /** Injected so tests can move time (lockouts, expiring holds, renewal dates); the sandbox's offset is added. */
  now?: () => Date;
  /** Each defaults to what the configuration selects: the real service when its keys are set. */
  payments?: PaymentsProvider;
  mail?: MailProvider;
  captcha?: CaptchaProvider;
  /** Structured server log; when given, every request is logged too (one JSON line, with its id). */
  logger?: Logger;
  /** Server log for background failures (mail, refunds); defaults to `logger`'s errors. */
  log?: (message: string, error?: unknown) => void;
  /** Pauses between receipt e-mail attempts; tests shorten them. */
  mailRetryDelaysMs?: readonly number[];
  /** Work requests start without waiting for it (the sign-in e-mail); tests inject it to `drain()` it. */
  background?: BackgroundTasks;
  /**
   * Where the cached public reads register their warm answers for `apiRequestListener` to give before
   * the chain (api-request-listener.ts); without it they are answered by the chain only.
   */
  fastReads?: FastReads;
  /**
   * What GET /api/metrics serves (lib/metrics.ts); one registry per app by default. server.ts passes its
   * own so the fast reads and the scheduler's e-mails are counted in the same one.
   */
  metrics?: AppMetrics;
  /** Turned off by a graceful shutdown (lib/graceful-shutdown.ts): GET /api/health/ready then answers 503. */
  readiness?: Readiness;
};

const MAX_BODY_BYTES = 256 * 1024;

export function createApp({
  db,
  config,
  healthChecks = [],
  now: baseNow,
  payments: givenPayments,
  mail: givenMail = createMailProvider(config),
  captcha = createCaptchaProvider(config),
  logger,
  log,
  mailRetryDelaysMs,
  background,
  fastReads,
  metrics = createAppMetrics(),
  readiness = createReadiness(),
}: AppDeps) {
  const errorLogger = logger ?? createLogger((line) => process.stderr.write(`${line}\n`));
  log ??= (message, error) => errorLogger.error(message, error);
  const payments =
    givenPayments ?? createPaymentsProvider(config, { db, warn: (message) => errorLogger.warn(message) });
  background ??= createBackgroundTasks(log);
  // Every e-mail the app sends goes through this one provider, so the sent/failed counts miss none.
  const mail = metrics.countMail(givenMail);
  const now = appClock(payments, baseNow);
  const deps = { db, config, now };
  const billing: PaymentDeps = {
    ...deps,
    payments,
    mail,
    log,
    metrics,
    ...(mailRetryDelaysMs ? { mailRetryDelaysMs } : {}),
  };
  // Provider events change passes only through the payment lifecycle (docs/decisions/payment-lifecycle.md).
  const ledger: PaymentLedger = createPaymentLedger(billing);
  const dbCheck = createDbHealthCheck(db);
  const checks = mergeChecks([
    dbCheck,
    ...providerHealthChecks({ payments, mail, captcha }),
    ...healthChecks,
  ]);
  // The sandbox reports payments as Stripe does: its events go through the webhook's own handler.
  payments.sandbox?.onEvent(async (event) => {
    await handleProviderEvent(billing, ledger, event);
  });

  // Whether an e-mail or a plate is on file answers like the portal lookup does: one shared
  // allowance per client, so a script cannot test a list of e-mails or plates through either route.
  const identityChecks = publicIdentityChecks();

  // Several API processes on one database count each client's requests together (THROTTLE_STORE).
  const throttleStore = config.throttleStore === 'database' ? databaseThrottleStore(db) : undefined;

  let appRoutes: readonly AppRoute[] = [];
  const app = new Hono()
    .basePath('/api')
    .use(requestMetrics(metrics))
    .use(requestLog(logger))
    // JSON only: nothing may run or frame it (middleware/security-headers.ts).
    .use(securityHeaders())
    .use(
      inOneStep(
        trustProxies(config.trustProxy),
        ...(throttleStore ? [shareThrottleCounts(throttleStore)] : []),
        limitUrl(),
        limitBody(MAX_BODY_BYTES, { '/api/clients/import': CUSTOMER_IMPORT_MAX_BYTES }),
      ),
    )
    .route('/health', createHealthRouter({ checks, startedAt: Date.now(), dbCheck, readiness }))
    .route('/metrics', createMetricsRouter({ ...deps, metrics }))
    .route('/auth', createAuthRouter({ ...deps, throttleStore }))
    .route('/staff-users', createStaffUsersRouter({ ...deps, mail, mailRetryDelaysMs }))
    .route('/plans', createPlansRouter(billing, fastReads?.at('/api/plans')))
    .route('/items', createItemsRouter(deps))
    .route('/garage-details', createGarageDetailsRouter(deps))
    .route('/locations', createLocationsRouter(billing, fastReads?.at('/api/locations')))
    .route('/leads', createLeadsRouter(billing))
    .route('/waitlist', createWaitlistRouter(billing))
    .route('/vehicles', createVehiclesRouter({ ...deps, mail, log, identityChecks }))
    .route('/clients', createClientsRouter({ ...deps, mail, log, identityChecks }))
    .route('/clients', createClientsImportRouter({ ...deps, mail, log, background }))
    .route('/clients', createClientsPrivacyRouter(billing))
    .route('/cards', createCardsRouter(deps))
    .route('/subscriptions', createSubscriptionsRouter(billing))
    .route('/refund-requests', createRefundRequestsRouter(billing))
    .route('/cancellations', createCancellationsRouter(deps))
    .route('/sales', createSalesRouter(deps))
    .route('/payments', createPaymentsRouter({ ...deps, mail, log }))
    .route('/events', createEventsRouter(deps))
    .route('/zip', createZipRouter())
    .route('/captcha', createCaptchaRouter({ captcha, secret: config.jwtSecret, now }))
    // `/billing`: the checkout, its receipt and the provider's webhook (resources/billing/).
    .route('/billing', createCheckoutRouter(billing))
    .route('/billing', createReceiptRouter(billing))
    .route('/billing', createWebhookRouter(billing, ledger))
    // The portal's sign-in cookie, read once for every /payments-public call (routes decide if it is
    // needed), and honoured for changes only from the app's own pages.
    .use('/payments-public/*', inOneStep(portalSession(deps), portalChangesFromOwnPagesOnly()))
    .route('/payments-public', createSignInRouter(billing, background))
    .route('/payments-public', createPassRouter(billing))
    .route('/payments-public', createInvitesRouter(billing))
    .route('/payments-public', createPassPaymentsRouter(billing))
    .route('/payments-public', createAutopayRouter(billing))
    .route('/payments-public', createPlatesRouter(billing))
    .route('/payments-public', createCancelRouter(billing))
    .route('/payments-public', createPauseRouter(billing))
    .route('/payments-public', createReceiptsRouter(billing))
    .route('/checkout', createCheckoutInitRouter(billing))
    // The gate (docs/decisions/gate-access-feed.md): devices' own calls, and staff's side of them.
    .route('/access', createAccessRouter(deps))
    .route('/gate-devices', createGateDevicesRouter(deps))
    .route('/gate-decisions', createGateDecisionsRouter(deps))
    .route('/', createGateSettingsRouter(deps))
    // The record of staff actions (docs/decisions/audit-record.md).
    .route('/', createAuditRouter(deps))
    .route('/sandbox', createSandboxRouter({ payments }))
    .route(
      '/',
      createOpenApiRouter(() => appRoutes),
    );

  // Read by the OpenAPI router on first request, once the whole route table exists.
  appRoutes = app.routes;
  app.onError(createErrorHandler((message, error, fields) => errorLogger.error(message, error, fields)));
  app.notFound(handleNotFound);
  return app;
}

/** Later checks replace earlier ones of the same name, keeping the first one's position. */
function mergeChecks(checks: readonly HealthCheck[]): HealthCheck[] {
  const byName = new Map<string, HealthCheck>();
  for (const check of checks) byName.set(check.name, check);
  return [...byName.values()];
}

export type AppType = ReturnType<typeof createApp>;
