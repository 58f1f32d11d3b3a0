import type { Config } from '../config';
import type { HealthCheck } from '../contract/health-response';
import type { Database } from '../db/open-database';
import type { CaptchaProvider } from './captcha/captcha-provider';
import { createCaptchaProvider } from './captcha/create-captcha-provider';
import { createMailProvider } from './mail/create-mail-provider';
import type { MailProvider } from './mail/mail-provider';
import { createPaymentsProvider } from './payments/create-payments-provider';
import type { PaymentsProvider } from './payments/payments-provider';

export type Providers = {
  payments: PaymentsProvider;
  mail: MailProvider;
  captcha: CaptchaProvider;
};

/**
 * Each provider from configuration: the real one when its keys are set, else the offline default
 * (the payment sandbox keeps its objects in `db`). `warn` is the server logger's warning.
 */
export function createProviders(
  config: Config,
  deps: { warn: (message: string) => void; db?: Database | undefined },
): Providers {
  return {
    payments: createPaymentsProvider(config, deps),
    mail: createMailProvider(config),
    captcha: createCaptchaProvider(config),
  };
}

/** The providers' up/down probes for `/api/health`, under the names the status page shows. */
export function providerHealthChecks(providers: Providers): HealthCheck[] {
  return [
    { name: 'payments', check: () => providers.payments.checkHealth() },
    {
      name: 'mail',
      check: () => providers.mail.checkHealth(),
      ...(providers.mail.kind === 'outbox' ? { note: 'offline_outbox' as const } : {}),
    },
    { name: 'captcha', check: () => providers.captcha.checkHealth() },
  ];
}
