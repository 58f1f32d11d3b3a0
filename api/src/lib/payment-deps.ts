import type { Config } from '../config';
import type { Database } from '../db/open-database';
import type { MailProvider } from '../providers/mail/mail-provider';
import type { PaymentsProvider } from '../providers/payments/payments-provider';
import type { AppMetrics } from './metrics';

/** What the payment resources and the payment lifecycle need: the app's services plus payments and mail. */
export type PaymentDeps = {
  db: Database;
  config: Config;
  now: () => Date;
  payments: PaymentsProvider;
  mail: MailProvider;
  /** Server log for failures nobody is waiting on (mail, refunds, provider clean-up). */
  log: (message: string, error?: unknown) => void;
  /** Pauses between receipt e-mail attempts; tests shorten them. */
  mailRetryDelaysMs?: readonly number[];
  /** The app's counters (renewals, waitlist offers); absent in tests that call the domain directly. */
  metrics?: AppMetrics;
};
