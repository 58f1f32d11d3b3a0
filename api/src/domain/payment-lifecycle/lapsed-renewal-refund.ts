import { randomBytes } from 'node:crypto';
import type { DbExecutor } from '../../db/db-executor';
import { returnedRow } from '../../db/rows';
import { invoices, passPayments } from '../../db/schema';
import { usd, writeEvent } from '../../lib/write-event';
import { turnAutopayOff } from '../billing/autopay-billing';
import type { PortalPass } from '../passes/portal-pass';
import { passEventNames } from '../passes/portal-pass';
import type { PaymentOutcome, RenewalFacts } from './payment-ledger';
import { PASS_REFUND_TEXT } from './refund-reasons';

// An autopay renewal the provider collected after the pass had lapsed (a late retry, a card changed
// during the retry window) when the garage has no space left: the pass stays ended, the money goes
// back through the refund lifecycle (refunds.ts, a pass payment owed by its provider invoice), autopay
// ends, staff get an event and the customer an e-mail once the refund is made.

/** In the caller's transaction: records the refund owed and answers the outcome that settles it. */
export async function refuseLapsedRenewal(
  tx: DbExecutor,
  pass: PortalPass,
  facts: RenewalFacts,
  now: Date,
): Promise<PaymentOutcome> {
  const nowIso = now.toISOString();
  await tx.insert(invoices).values({
    customerId: pass.customer.id,
    subscriptionId: pass.subscription.id,
    concept: `Auto-Pay renewal – refunded: ${PASS_REFUND_TEXT.no_space}`,
    amountCents: facts.amountCents,
    statusKey: 'refunded',
    providerPaymentId: facts.invoiceId,
    paidAt: nowIso,
    createdAt: nowIso,
  });
  const owed = await returnedRow(
    tx
      .insert(passPayments)
      .values({
        token: randomBytes(18).toString('base64url'),
        kind: 'renewal',
        subscriptionId: pass.subscription.id,
        amountCents: facts.amountCents,
        status: 'refund_pending',
        language: pass.customer.language,
        baseRenewalDate: pass.subscription.nextRenewalDate,
        providerCustomerId: pass.subscription.providerCustomerId,
        providerInvoiceId: facts.invoiceId,
        refundReason: 'no_space',
        createdAt: nowIso,
        updatedAt: nowIso,
      })
      .returning(),
  );
  await turnAutopayOff(tx, pass, { reason: 'lapsed_no_space' }, now);
  await writeNoSpaceRefundEvent(tx, pass, facts.amountCents, now);
  return { kind: 'pass_refund', passPayment: owed.token };
}

/** The checklist event of a lapsed pass's payment given back for want of a space (autopay or by hand). */
export async function writeNoSpaceRefundEvent(
  tx: DbExecutor,
  pass: PortalPass,
  amountCents: number,
  now: Date,
) {
  await writeEvent(
    tx,
    'Renewal refunded – no space',
    {
      ...passEventNames(pass),
      amount_usd: usd(amountCents),
      reason: 'no_space',
      next_renewal_date: pass.subscription.nextRenewalDate,
    },
    now,
  );
}
