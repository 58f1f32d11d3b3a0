import { addDays, todayInTimeZone } from '../../contract/calendar-date';
import { RENEWAL_ATTEMPT_DAYS } from '../../contract/renewal-calendar';
import type { PaymentDeps } from '../../lib/payment-deps';
import { usd, writeEvent } from '../../lib/write-event';
import { paymentActionEmail } from '../emails/money-emails';
import { passById, passByProviderSubscription, passEventNames } from '../passes/portal-pass';
import { signedInLink } from '../portal/sign-in-links';
import { applyOnce, recordEvent } from './apply-once';
import { sendAfterPayment } from './mail-after-payment';
import type { PaymentActionFacts, PaymentOutcome } from './payment-ledger';

// An autopay renewal the bank charges only after the customer authenticates (3-D Secure, off-session
// `authentication_required`): Stripe sends `invoice.payment_action_required` with the invoice's hosted
// page, the sandbox does the same with its own page. Staff get one event and the customer one e-mail
// per invoice, however many attempts or event copies report it. The pass is not extended while the bank
// waits (capacity and the gate keep one rule): the e-mail says when it ends and until when confirming renews it.

/** Applied once per event and once per invoice. */
export async function requestPaymentAction(
  deps: PaymentDeps,
  facts: PaymentActionFacts,
): Promise<PaymentOutcome> {
  return applyOnce(deps, facts, async (tx, now): Promise<PaymentOutcome> => {
    const found = await passByProviderSubscription(tx, facts.providerSubscriptionId);
    if (!found) return { kind: 'ignored', reason: 'unknown subscription' };
    const firstAsk = await recordEvent(
      tx,
      `payment-action:${facts.invoiceId}`,
      facts.eventType,
      now.toISOString(),
    );
    if (!firstAsk) return { kind: 'ignored', reason: 'customer already asked to confirm this invoice' };
    await writeEvent(
      tx,
      'Auto-Pay needs confirmation',
      {
        ...passEventNames(found),
        amount_usd: usd(facts.amountCents),
        next_renewal_date: found.subscription.nextRenewalDate,
        last_attempt_date: lastAttemptDate(found.subscription.nextRenewalDate),
      },
      now,
    );
    return {
      kind: 'action_required',
      subscriptionId: found.subscription.id,
      amountCents: facts.amountCents,
      url: facts.hostedInvoiceUrl,
    };
  });
}

/** The day of the provider's last automatic attempt: the renewal date plus the last retry's days. */
function lastAttemptDate(renewalDate: string | null): string | null {
  return renewalDate
    ? addDays(renewalDate, RENEWAL_ATTEMPT_DAYS[RENEWAL_ATTEMPT_DAYS.length - 1] ?? 0)
    : null;
}

/** The e-mail asking the customer to confirm the payment, with the provider's page (else the card change). */
export async function sendPaymentActionNotice(
  deps: PaymentDeps,
  outcome: Extract<PaymentOutcome, { kind: 'action_required' }>,
): Promise<boolean> {
  const pass = await passById(deps.db, outcome.subscriptionId);
  if (!pass) return false;
  const plate = pass.vehicle.plate;
  const url =
    outcome.url ??
    (await signedInLink(deps.db, {
      secret: deps.config.jwtSecret,
      baseUrl: deps.config.publicBaseUrl,
      path: '/change-card',
      subscriptionId: outcome.subscriptionId,
      now: deps.now(),
      query: { plate },
    }));
  const renewalDate = pass.subscription.nextRenewalDate;
  const lastAttempt = lastAttemptDate(renewalDate);
  const today = todayInTimeZone(deps.config.garageTz, deps.now());
  return sendAfterPayment(
    deps,
    {
      to: pass.customer.email,
      ...paymentActionEmail({
        language: pass.customer.language,
        firstName: pass.customer.firstName,
        plate,
        amountCents: outcome.amountCents,
        url,
        lastAttempt: lastAttempt && lastAttempt >= today ? lastAttempt : null,
        renewalDate,
      }),
    },
    { what: `payment confirmation e-mail for subscription ${outcome.subscriptionId}` },
  );
}
