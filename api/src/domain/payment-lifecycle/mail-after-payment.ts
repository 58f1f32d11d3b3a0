import type { PaymentDeps } from '../../lib/payment-deps';
import { writeEvent } from '../../lib/write-event';
import type { MailMessage } from '../../providers/mail/mail-provider';

// The one retry policy for the e-mails a payment sends after its transaction commits (receipts of
// checkouts, portal payments and autopay renewals, and the failed-renewal notice): tried at once, then
// again after each pause of `mailRetryDelaysMs`. A mail failure never undoes the payment: it is logged,
// and when a receipt finally fails staff get a 'Receipt e-mail failed' event on the checklist to resend it.

const DEFAULT_MAIL_RETRY_DELAYS_MS: readonly number[] = [250, 1_000];

/** Who the receipt was for, as the staff event names them. */
export type ReceiptRecipient = {
  clientId: number;
  subscriptionId: number;
  customer: string;
  plate: string;
  email: string;
};

export async function sendAfterPayment(
  deps: PaymentDeps,
  message: MailMessage,
  options: {
    /** Names the message in the server log: "receipt e-mail for checkout 4". */
    what: string;
    /** A receipt tells staff when it finally fails; a notice (staff already have its event) only logs. */
    receiptOf?: ReceiptRecipient;
    /** Runs once the message is accepted (marks a receipt as sent). */
    onSent?: () => void;
  },
): Promise<boolean> {
  const delays = deps.mailRetryDelaysMs ?? DEFAULT_MAIL_RETRY_DELAYS_MS;
  let lastError: unknown;
  for (let attempt = 0; attempt <= delays.length; attempt++) {
    if (attempt > 0) await sleep(delays[attempt - 1] ?? 0);
    try {
      await deps.mail.send(message);
      options.onSent?.();
      return true;
    } catch (error) {
      lastError = error;
    }
  }
  deps.log(`${options.what} failed`, lastError);
  const recipient = options.receiptOf;
  if (recipient) {
    writeEvent(
      deps.db,
      'Receipt e-mail failed',
      {
        client_id: recipient.clientId,
        subscription_id: recipient.subscriptionId,
        customer: recipient.customer,
        plate: recipient.plate,
        email: recipient.email,
        reason: lastError instanceof Error ? lastError.message : String(lastError),
      },
      deps.now(),
    );
  }
  return false;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
