import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resultLine, startApiProcesses } from '../../../../test/api-processes';
import {
  buyOneTime,
  CARDS,
  confirm,
  createIntent,
  openSlots,
  passCount,
  setSpaces,
  wizardData,
} from '../../../../test/checkout-fixtures';
import { insertPass } from '../../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { ERROR_MESSAGES } from '../../../contract/error-codes';
import { firstRow } from '../../../db/rows';
import { checkouts, invoices, spaceHolds, subscriptions } from '../../../db/schema';
import { PaymentsUnavailableError } from '../../../providers/payments/payments-provider';

let t: TestApp;
afterEach(async () => {
  await t?.cleanup();
  vi.restoreAllMocks();
});

/** Every payment that succeeded is an invoice tied to a live pass. */
async function expectEveryChargeHasAPass(paymentIntentIds: string[]) {
  for (const id of paymentIntentIds) {
    const invoice = await firstRow(
      t.db.select().from(invoices).where(eq(invoices.providerPaymentId, id)).limit(1),
    );
    expect(invoice, `charge ${id} has no invoice`).toBeDefined();
    expect(invoice?.statusKey).toBe('paid');
    const pass = await firstRow(
      t.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.id, invoice?.subscriptionId ?? 0))
        .limit(1),
    );
    expect(pass?.statusKey).toBe('active');
  }
}

describe('capacity: a space is held from create-intent until the payment completes', () => {
  it('refuses create-intent with 409 when no space is left, before any provider call', async () => {
    t = await createTestApp();
    await setSpaces(t, 1);
    await insertPass(t.db, { nextRenewalDate: '2999-01-01' });
    const customer = vi.spyOn(t.sandbox!, 'createCustomer');
    const intent = await createIntent(t, wizardData());
    expect(intent).toEqual({
      status: 409,
      body: { error: ERROR_MESSAGES.spaces_taken, code: 'spaces_taken' },
    });
    expect(customer).not.toHaveBeenCalled();
    expect(await t.db.select().from(checkouts)).toHaveLength(0);
    expect(await t.db.select().from(spaceHolds)).toHaveLength(0);
  });

  it('counts an open checkout against availability, and releases its hold when the provider fails', async () => {
    t = await createTestApp();
    await setSpaces(t, 2);
    await createIntent(t, wizardData());
    expect(await openSlots(t)).toBe(1);

    vi.spyOn(t.sandbox!, 'createPaymentIntent').mockRejectedValueOnce(new PaymentsUnavailableError('down'));
    const failed = await createIntent(t, wizardData());
    expect(failed).toEqual({
      status: 503,
      body: { error: ERROR_MESSAGES.payment_provider_unavailable, code: 'payment_provider_unavailable' },
    });
    expect(await openSlots(t)).toBe(1);
    expect((await t.db.select().from(checkouts)).map((row) => row.status)).toEqual(['open', 'failed']);
  });

  it('lets the same browser start the plate again, replacing its checkout instead of holding two spaces', async () => {
    t = await createTestApp();
    const wizard = wizardData();
    const first = await createIntent(t, wizard);
    const second = await createIntent(t, wizard, 1, undefined, first.body.checkoutToken);
    expect(second.status).toBe(200);
    expect(await openSlots(t)).toBe(39);
    expect((await t.db.select().from(checkouts)).map((row) => row.status)).toEqual(['superseded', 'open']);
    // The replaced payment can no longer be paid.
    const stale = await confirm(t, first.body.clientSecret, CARDS.visa);
    expect(stale.body).toMatchObject({
      status: 'canceled',
      error: { code: 'payment_intent_unexpected_state' },
    });
  });

  it('sells exactly N passes when many buyers race for the last N spaces (one process)', async () => {
    t = await createTestApp();
    await setSpaces(t, 3);
    const flows = await Promise.all(Array.from({ length: 12 }, () => buyOneTime(t)));
    const sold = flows.filter((flow) => flow.confirmed?.body.status === 'succeeded');
    const refused = flows.filter((flow) => flow.intent.status === 409);
    expect(sold).toHaveLength(3);
    expect(refused).toHaveLength(9);
    for (const flow of refused) expect(flow.intent.body.code).toBe('spaces_taken');
    expect(await passCount(t)).toBe(3);
    await expectEveryChargeHasAPass(
      sold.map((flow) => flow.intent.body.clientSecret.split('_secret_')[0] ?? ''),
    );
    expect(await openSlots(t)).toBe(0);
  });

  // On both engines: the suite's PostgreSQL run races the processes on one PostgreSQL database.
  it('sells exactly N passes when separate API processes race on one database', {
    timeout: 90_000,
  }, async () => {
    t = await createTestApp();
    const spaces = 5;
    await setSpaces(t, spaces);
    const processes = 4;
    const flowsEach = 4;
    const workers = await startApiProcesses('checkout-race-worker.ts', processes, (index) => [
      t.config.databaseUrl ?? t.config.databasePath,
      t.config.dataDir,
      String(flowsEach),
      `W${index}`,
    ]);
    for (const worker of workers) worker.send('go');
    const outputs = await Promise.all(workers.map((worker) => worker.done));

    type Result = { createStatus: number; code?: string; paymentIntentId?: string; confirmStatus?: string };
    const results = outputs.flatMap((output) => resultLine<Result[]>(output));
    expect(results).toHaveLength(processes * flowsEach);
    const charged = results.filter((r) => r.confirmStatus === 'succeeded');
    expect(charged).toHaveLength(spaces);
    expect(results.filter((r) => r.createStatus === 409)).toHaveLength(processes * flowsEach - spaces);
    for (const r of results.filter((x) => x.createStatus === 409)) expect(r.code).toBe('spaces_taken');
    expect(await passCount(t)).toBe(spaces);
    await expectEveryChargeHasAPass(charged.map((r) => r.paymentIntentId ?? ''));
    expect(await openSlots(t)).toBe(0);
  });
});
