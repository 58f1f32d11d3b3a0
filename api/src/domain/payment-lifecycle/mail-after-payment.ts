import { sendWithRetries } from '../../lib/mail-retries';
import type { PaymentDeps } from '../../lib/payment-deps';
import { writeEvent } from '../../lib/write-event';
import type { MailMessage } from '../../providers/mail/mail-provider';

// The e-mails a payment sends after its transaction commits (receipts of checkouts, portal payments and
// autopay renewals, and the failed-renewal notice), under the one retry policy (lib/mail-retries.ts).
// A mail failure never undoes the payment: it is logged, and when a receipt finally fails staff get a
// 'Receipt e-mail failed' event on the checklist to resend it.

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
    onSent?: () => Promise<unknown>;
  },
): Promise<boolean> {
  const outcome = await sendWithRetries(deps, message);
  if (outcome.sent) {
    await options.onSent?.();
    return true;
  }
  const lastError = outcome.error;
  deps.log(`${options.what} failed`, lastError);
  const recipient = options.receiptOf;
  if (recipient) {
    await writeEvent(
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
