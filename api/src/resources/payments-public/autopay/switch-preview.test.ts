import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buyAutopay, wizardData } from '../../../../test/checkout-fixtures';
import { signIn } from '../../../../test/portal-session-fixtures';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import type { SubscriptionResponse } from '../../../contract/portal';

// Switching plans from the portal (docs/decisions/switch-plan-preview.md): what each dialog previews
// is what then happens, over the sandbox's own clock: the three charges autopay makes once turned on,
// and no automatic charge once off.

const CONSENT = 'I agree that my saved card is charged automatically on each renewal date.';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

async function dashboard(pass: { email: string; plate: string }): Promise<SubscriptionResponse> {
  const res = await t.call('GET', `/api/payments-public/subscription?${new URLSearchParams(pass)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as SubscriptionResponse;
}

/** Moves the sandbox clock a day at a time until it has billed `count` invoices (or 120 days pass). */
async function billed(count: number) {
  const invoices: { amount_cents: number; day: string }[] = [];
  for (let day = 0; day < 120 && invoices.length < count; day += 1) {
    const res = await t.call('POST', '/api/sandbox/advance-clock', { body: { days: 1, hours: 0 } });
    const body = (await res.json()) as { now: string; invoices: { amount_cents: number }[] };
    for (const invoice of body.invoices) invoices.push({ amount_cents: invoice.amount_cents, day: body.now });
  }
  return invoices;
}

describe('switching between one-time and autopay', () => {
  it('off previews no automatic charge and pay-by; on previews the three charges the provider then makes', async () => {
    const { wizard, subscribed } = await buyAutopay(t, wizardData());
    expect(subscribed.status).toBe(200);
    const pass = { email: wizard.personal.email, plate: wizard.vehicle.plate };
    await signIn(t, pass);

    const onAutopay = await dashboard(pass);
    expect(onAutopay.autopay_off_preview).toEqual({ pay_by: onAutopay.next_renewal_date });
    const off = await t.call('POST', '/api/payments-public/toggle-autopay', {
      body: { ...pass, enable: false },
    });
    expect(off.status).toBe(200);

    const offNow = await dashboard(pass);
    expect(offNow.next_charge).toBeNull();
    expect(offNow.next_renewal_date).toBe(onAutopay.next_renewal_date);
    const offer = offNow.autopay_offer;
    expect(offer?.charges).toHaveLength(3);
    expect(offer?.charges[0]).toEqual({ amount_cents: offer?.amount_cents, date: offNow.next_renewal_date });

    const on = await t.call('POST', '/api/payments-public/toggle-autopay', {
      body: { ...pass, enable: true, consent_text: CONSENT, language: 'en' },
    });
    expect(on.status).toBe(200);
    // Nothing is charged now; the dashboard's next charge is the preview's first.
    expect((await dashboard(pass)).next_charge).toEqual(offer?.charges[0]);

    const charged = await billed(3);
    expect(charged.map((invoice) => invoice.amount_cents)).toEqual(offer?.charges.map((c) => c.amount_cents));
    // Each is charged on its day (06:00 garage time, the next UTC day at the latest).
    charged.forEach((invoice, i) => {
      const due = offer?.charges[i]?.date ?? '';
      const lag = (Date.parse(invoice.day) - Date.parse(`${due}T00:00:00Z`)) / 86_400_000;
      expect(lag).toBeGreaterThanOrEqual(0);
      expect(lag).toBeLessThan(2);
    });
  });
});
