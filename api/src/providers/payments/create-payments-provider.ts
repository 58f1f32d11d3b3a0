import type { Config } from '../../config';
import type { Database } from '../../db/open-database';
import type { PaymentsProvider } from './payments-provider';
import { SandboxPayments } from './sandbox/sandbox-payments';
import { databaseSandboxStore } from './sandbox/sandbox-store';
import { StripePayments } from './stripe-payments';

/**
 * Stripe when STRIPE_SECRET_KEY is set, else the offline sandbox (which refuses to work in production),
 * keeping its objects in `db` when given. Stripe's warnings (a webhook on another API version) go to
 * `warn`, the server's logger.
 */
export function createPaymentsProvider(
  config: Config,
  deps: { warn: (message: string) => void; db?: Database | undefined },
): PaymentsProvider {
  const { warn, db } = deps;
  const { stripeSecretKey, stripeWebhookSecret, stripePublishableKey, stripeApi } = config.payments;
  if (stripeSecretKey) {
    return new StripePayments({
      secretKey: stripeSecretKey,
      webhookSecret: stripeWebhookSecret,
      publishableKey: stripePublishableKey,
      api: stripeApi,
      log: warn,
    });
  }
  return new SandboxPayments({
    enabled: config.nodeEnv !== 'production',
    publicBaseUrl: config.publicBaseUrl,
    timeZone: config.garageTz,
    // Several processes each keep the sandbox in memory: each change starts from what the others saved.
    ...(db ? { store: databaseSandboxStore(db, { shared: config.apiProcesses > 1 }) } : {}),
  });
}
