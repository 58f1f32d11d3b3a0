import { afterEach, describe, expect, it } from 'vitest';
import { resultLine, startApiProcesses } from '../../../../test/api-processes';
import type { FakeStripe } from '../../../../test/fake-stripe/fake-stripe-server';
import { paidOneTime, startStripeApp } from '../../../../test/stripe-webhook-fixtures';
import type { TestApp } from '../../../../test/test-app';
import { events, invoices, processedProviderEvents, sales, subscriptions } from '../../../db/schema';

// Stripe retries a webhook it got no answer for, and a load balancer may hand each try to another API
// process: the same event arriving at three processes at once is applied once. On both engines: the
// suite's PostgreSQL run does this on one PostgreSQL database.

let app: { t: TestApp; fake: FakeStripe } | undefined;
afterEach(async () => {
  await app?.t.cleanup();
  await app?.fake.close();
  app = undefined;
});

describe('a webhook replayed to several API processes at once', () => {
  it('is applied by one of them; the others answer it was a duplicate', { timeout: 90_000 }, async () => {
    app = await startStripeApp();
    const { t, fake } = app;
    const { event, signature } = await paidOneTime(t, fake);
    const workers = await startApiProcesses('webhook-replay-worker.ts', 3, () => [
      t.config.databaseUrl ?? t.config.databasePath,
      t.config.dataDir,
      String(fake.api.port),
    ]);
    for (const worker of workers) worker.send(JSON.stringify({ payload: event.payload, signature }));
    const answers = await Promise.all(
      workers.map(async (worker) =>
        resultLine<{ status: number; body: { duplicate?: boolean } }>(await worker.done),
      ),
    );

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.map((answer) => answer.body.duplicate).sort()).toEqual([false, true, true]);
    expect(await t.db.select().from(subscriptions)).toHaveLength(1);
    expect(await t.db.select().from(invoices)).toHaveLength(1);
    expect(await t.db.select().from(sales)).toHaveLength(1);
    expect(await t.db.select().from(processedProviderEvents)).toHaveLength(1);
    expect(
      (await t.db.select().from(events)).filter((row) => row.action === 'Payment received'),
    ).toHaveLength(1);
  });
});
