import { afterEach, describe, expect, it } from 'vitest';
import { buyAutopay, buyOneTime, createIntent, wizardData } from '../../../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { firstRow } from '../../../db/rows';
import { checkouts, subscriptions } from '../../../db/schema';

let t: TestApp;
afterEach(() => t?.cleanup());

const NOW = new Date('2025-03-01T05:30:00Z');

// create-intent is public: its answer must not say who is a customer nor hand
// out the payment provider's customer id.
describe('create-intent tells a stranger nothing about an e-mail', () => {
  it('answers a returning customer exactly as a new one, without a provider customer id', async () => {
    t = await createTestApp({ now: () => NOW });
    const customer = await buyOneTime(t);
    await t.db.update(subscriptions).set({ nextRenewalDate: '2025-01-01' });
    const returning = await createIntent(t, customer.wizard);
    const stranger = await createIntent(t, wizardData());
    expect(returning.status).toBe(200);
    const shape = (body: object) => Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v]));
    expect(shape(returning.body)).toEqual(shape(stranger.body));
    expect(returning.body.carId).toBeNull();
    expect(returning.body).not.toHaveProperty('isFirstPurchase');
    expect(returning.body).not.toHaveProperty('hasAccessCard');
    const providerCustomer = (await t.db.select().from(checkouts)).at(-2)?.providerCustomerId;
    expect(providerCustomer).toMatch(/^cus_/);
    expect(JSON.stringify(returning.body)).not.toContain(providerCustomer ?? 'cus_');
    expect(returning.body.checkoutToken).toBe(returning.body.customerId);
  });

  it('subscribes with the opaque checkout token, and refuses the provider customer id', async () => {
    t = await createTestApp({ now: () => NOW });
    const flow = await buyAutopay(t);
    expect(flow.subscribed.status).toBe(200);
    expect(flow.subscribed.body.customerId).toBe(flow.intent.body.checkoutToken);
    const row = await firstRow(t.db.select().from(checkouts).limit(1));
    expect(row?.token).toBe(flow.intent.body.checkoutToken);

    const again = await createIntent(t, wizardData(), 2);
    const byProviderId = await t.call('POST', '/api/billing/subscribe', {
      body: {
        customerId: (await t.db.select().from(checkouts)).at(-1)?.providerCustomerId,
        paymentMethod: 'pm_sbx_x',
        planId: 2,
        wizardData: wizardData(),
        consent: { terms_text: 'x', autopay_text: 'y', language: 'en' },
      },
    });
    expect(again.status).toBe(200);
    expect(byProviderId.status).toBe(409);
    expect(await byProviderId.json()).toMatchObject({ code: 'checkout_not_found' });
  });

  // carId once was the id of the vehicle on file for the plate, whoever owned it.
  it("carries no vehicle id, whether the plate is unknown or someone else's", async () => {
    t = await createTestApp({ now: () => NOW });
    const owned = wizardData();
    const registered = await t.client.api.vehicles.$post({
      json: { ...owned.vehicle, email: 'owner@example.com' },
    });
    expect(registered.status).toBe(200);
    const onFile = await createIntent(t, owned);
    const unknown = await createIntent(t, wizardData());
    expect(onFile.status).toBe(200);
    expect(onFile.body.carId).toBeNull();
    expect(unknown.body.carId).toBeNull();
    expect(Object.keys(onFile.body).sort()).toEqual(Object.keys(unknown.body).sort());
  });
});
