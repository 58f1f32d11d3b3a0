import type { MailMessage, MailProvider } from '../providers/mail/mail-provider';

// The one retry policy for e-mails sent after their transaction committed (receipts, failed-charge
// notices, waitlist offers): tried at once, then again after each pause. A mail server that refuses
// for a moment (greylisting, a restart) must not cost a customer their receipt or their offer.

const DEFAULT_MAIL_RETRY_DELAYS_MS: readonly number[] = [250, 1_000];

export type MailRetryDeps = {
  mail: MailProvider;
  /** Pauses between attempts; tests shorten them. */
  mailRetryDelaysMs?: readonly number[] | undefined;
};

export type MailOutcome = { sent: true } | { sent: false; error: unknown };

export async function sendWithRetries(deps: MailRetryDeps, message: MailMessage): Promise<MailOutcome> {
  const delays = deps.mailRetryDelaysMs ?? DEFAULT_MAIL_RETRY_DELAYS_MS;
  let lastError: unknown;
  for (let attempt = 0; attempt <= delays.length; attempt++) {
    if (attempt > 0) await sleep(delays[attempt - 1] ?? 0);
    try {
      await deps.mail.send(message);
      return { sent: true };
    } catch (error) {
      lastError = error;
    }
  }
  return { sent: false, error: lastError };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
