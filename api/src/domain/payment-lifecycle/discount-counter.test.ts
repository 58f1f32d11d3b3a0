import { afterEach, describe, expect, it } from 'vitest';
import { buyAutopay, json, wizardData } from '../../../test/checkout-fixtures';
import { signIn } from '../../../test/portal-session-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { invoices, plans } from '../../db/schema';

// The portal's "discounted charges still to come" against what the sandbox then charges: purchase and
// three renewals, the counter read before each charge.

let t: TestApp;
afterEach(() => t?.cleanup());

describe('discount counter', () => {
  it('says before each charge whether it will be discounted, as the provider then charges', async () => {
    t = await createTestApp();
    const autopayPlan = (await t.db.select().from(plans)).find((plan) => plan.autopay);
    if (!autopayPlan) throw new Error('seed has no autopay plan');
    const full = autopayPlan.priceCents;
    const discounted = Math.round((full * (100 - autopayPlan.discountPercent)) / 100);
    expect([discounted, full]).toEqual([22_000, 25_000]);

    const wizard = wizardData();
    const { subscribed } = await buyAutopay(t, wizard);
    expect(subscribed.status).toBe(200);
    const pass = { email: wizard.personal.email, plate: wizard.vehicle.plate };
    const key = new URLSearchParams(pass);
    const read = () => t.call('GET', `/api/payments-public/subscription?${key}`);
    const counter = async () => {
      let res = await read();
      // Months on the test clock outlive the portal session: sign in again, as the customer would.
      if (res.status === 401) {
        await signIn(t, pass);
        res = await read();
      }
      expect(res.status).toBe(200);
      return ((await res.json()) as { discount_cycles_left: number }).discount_cycles_left;
    };

    const charged: number[] = (await t.db.select().from(invoices)).map((row) => row.amountCents);
    expect(charged).toHaveLength(1);
    const announced: number[] = [await counter()];
    for (let month = 0; month < 3; month++) {
      const res = await t.client.api.sandbox['advance-clock'].$post({ json: { days: 31 } });
      const body = await json<{ invoices: { amount_cents: number }[] }>(res);
      expect(body.invoices).toHaveLength(1);
      charged.push(body.invoices[0]?.amount_cents ?? 0);
      announced.push(await counter());
    }
    expect(charged).toEqual([22_000, 22_000, 22_000, 25_000]);
    // After the purchase 2 discounted charges are still to come, then 1, then none.
    expect(announced).toEqual([2, 1, 0, 0]);
    // Each renewal is discounted exactly when the counter said a discounted charge was still to come.
    for (let renewal = 1; renewal <= 3; renewal++) {
      expect(charged[renewal] === discounted).toBe((announced[renewal - 1] ?? 0) > 0);
    }
  });
});
