import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ownPass,
  type PortalApp,
  pay,
  paymentStatus,
  renew,
  startPortalApp,
  subscriptionOf,
} from '../../../../test/portal-fixtures';
import type { TestApp } from '../../../../test/test-app';
import { invoices, passPayments } from '../../../db/schema';
import { PaymentsUnavailableError } from '../../../providers/payments/payments-provider';

// One renewal per pass and period: starting it again, at once or later, answers the same payment and
// never asks the provider for a second charge.

const NOW = new Date('2026-03-10T18:00:00Z');

let app: PortalApp;
let t: TestApp;
beforeEach(async () => {
  app = await startPortalApp(() => NOW);
  t = app.t;
});
afterEach(() => t.cleanup());

describe('POST renew, started more than once', () => {
  it('three concurrent starts get one payment and one provider intent; paying it renews once', async () => {
    const created = vi.spyOn(app.sandbox, 'createPaymentIntent');
    const pass = await ownPass(app, { renewal: '2026-03-12' });
    const starts = await Promise.all([renew(t, pass), renew(t, pass), renew(t, pass)]);
    expect(starts.map((start) => start.status)).toEqual([200, 200, 200]);
    const [first] = starts;
    for (const start of starts) expect(start.body).toEqual(first?.body);
    expect(await t.db.select().from(passPayments)).toHaveLength(1);
    const intents = await Promise.all(created.mock.results.map((result) => result.value));
    expect(new Set(intents.map((intent: { id: string }) => intent.id)).size).toBe(1);

    await pay(t, first?.body.client_secret ?? '');
    expect((await paymentStatus(t, first?.body.payment_id ?? '')).status).toBe('paid');
    expect((await subscriptionOf(t, pass.subscriptionId))?.nextRenewalDate).toBe('2026-04-12');
    expect(await t.db.select().from(invoices)).toHaveLength(1);
  });

  it('a repeated start returns the live payment; once it is paid the next period is a new one', async () => {
    const pass = await ownPass(app, { renewal: '2026-03-01' });
    const first = await renew(t, pass);
    const again = await renew(t, pass, 'es');
    expect(again.body).toEqual(first.body);
    await pay(t, first.body.client_secret);
    // Paid: the pass runs to 2026-04-09, so renewing now is too early, not the old payment.
    const later = await renew(t, pass);
    expect([later.status, later.body.code]).toEqual([409, 'renew_too_early']);
    expect(await t.db.select().from(passPayments)).toHaveLength(1);
  });

  it('a start whose provider call failed is not reused', async () => {
    const pass = await ownPass(app, { renewal: '2026-03-12' });
    const failing = vi
      .spyOn(app.sandbox, 'createPaymentIntent')
      .mockRejectedValueOnce(new PaymentsUnavailableError('provider down'));
    const down = await renew(t, pass);
    expect(down.status).toBe(503);
    const retried = await renew(t, pass);
    expect(retried.status).toBe(200);
    expect(failing).toHaveBeenCalledTimes(2);
    expect((await t.db.select().from(passPayments)).map((row) => row.status)).toEqual(['failed', 'open']);
  });
});
