import { describe, expect, it } from 'vitest';
import { card, sandboxWithEvents, subscribed } from '../../../../test/sandbox-fixtures';
import { SandboxPayments } from './sandbox-payments';
import type { SandboxStore } from './sandbox-store';

type Row = { type: string; key: string; data: unknown };

/** A store in memory that records every save, standing in for the `sandbox_objects` table. */
function memoryStore() {
  const rows = new Map<string, Row>();
  const saved: Row[] = [];
  const store: SandboxStore = {
    shared: false,
    load: () => [...rows.values()].map((row) => structuredClone(row)),
    save: async (changed) => {
      for (const row of changed) {
        saved.push(structuredClone(row));
        rows.set(`${row.type}:${row.key}`, structuredClone(row));
      }
    },
  };
  return { store, rows, saved };
}

const paymentIntentInput = (idempotencyKey: string) => ({
  customerId: 'cus_1',
  amountCents: 100,
  description: 'x',
  receiptEmail: 'a@example.com',
  metadata: {},
  idempotencyKey,
});

describe('the sandbox and its store', () => {
  it('picks up after a restart where it left off: objects, idempotency keys and the test clock', async () => {
    const memory = memoryStore();
    const { sandbox } = sandboxWithEvents({ store: memory.store });
    const created = await subscribed(sandbox);
    const intent = await sandbox.createPaymentIntent(paymentIntentInput('k'));
    await sandbox.advanceClock(2 * 86_400);

    const restarted = new SandboxPayments({ enabled: true, log: () => {}, store: memory.store });
    expect(restarted.clockOffsetMs()).toBe(2 * 86_400_000);
    expect(await restarted.getSavedCard(created.customerId)).toMatchObject({ brand: 'visa', last4: '4242' });
    expect(await restarted.createPaymentIntent(paymentIntentInput('k'))).toEqual(intent);
    const billed = await restarted.advanceClock(29 * 86_400);
    expect(billed.invoices).toEqual([
      expect.objectContaining({ subscription: created.id, status: 'paid', amount_cents: 22_000 }),
    ]);
  });

  it('on a shared store (several API processes), bills what another process sold, and bills it once', async () => {
    const memory = memoryStore();
    memory.store.shared = true;
    const first = sandboxWithEvents({ store: memory.store });
    const second = sandboxWithEvents({ store: memory.store });
    // Sold through the first process after the second had started.
    const created = await subscribed(first.sandbox);
    await first.sandbox.advanceClock(20 * 86_400);
    // The scheduler's lease moved to the second process: it bills the renewal the first one sold.
    const billed = await second.sandbox.advanceClock(10 * 86_400);
    expect(billed.invoices).toEqual([
      expect.objectContaining({ subscription: created.id, status: 'paid', amount_cents: 22_000 }),
    ]);
    // Back in the first process, the same renewal is not billed again.
    const again = await first.sandbox.runDue();
    expect(again.invoices).toEqual([]);
  });

  it('writes only the rows a call changed, and nothing for a read or a replayed create', async () => {
    const memory = memoryStore();
    const { sandbox } = sandboxWithEvents({ store: memory.store });
    const intent = await sandbox.createPaymentIntent(paymentIntentInput('k'));
    expect(memory.saved.map((row) => row.type).sort()).toEqual(['clock', 'idempotency', 'payment_intent']);

    memory.saved.length = 0;
    await sandbox.getPaymentError(intent.id);
    await sandbox.getSavedCard('cus_1');
    await sandbox.createPaymentIntent(paymentIntentInput('k'));
    expect(memory.saved).toEqual([]);

    await sandbox.confirm(intent.clientSecret, card('4242424242424242'));
    expect(memory.saved.map((row) => row.type).sort()).toEqual([
      'card_behaviour',
      'payment_intent',
      'payment_method',
    ]);
    expect(memory.rows.get(`payment_intent:${intent.id}`)?.data).toMatchObject({ status: 'succeeded' });
  });

  it('has saved an object by the time the app hears of its event', async () => {
    const memory = memoryStore();
    const sandbox = new SandboxPayments({ enabled: true, log: () => {}, store: memory.store });
    const seen: unknown[] = [];
    sandbox.onEvent(async (event) => {
      const { id } = (event as { data: { object: { id: string } } }).data.object;
      seen.push(memory.rows.get(`payment_intent:${id}`)?.data);
    });
    const intent = await sandbox.createPaymentIntent(paymentIntentInput('k'));
    await sandbox.confirm(intent.clientSecret, card('4242424242424242'));
    expect(seen).toEqual([expect.objectContaining({ id: intent.id, status: 'succeeded' })]);
  });
});
