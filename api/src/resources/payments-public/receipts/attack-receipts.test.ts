import { desc } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buyOneTime, wizardData } from '../../../../test/checkout-fixtures';
import { signIn } from '../../../../test/portal-session-fixtures';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import type { PassReceiptsResponse } from '../../../contract/pass-receipts';
import { firstRow } from '../../../db/rows';
import { invoices } from '../../../db/schema';

// Someone else's receipts: no session, another owner's session, or a guessed invoice id through one's
// own pass never list or download another pass's payments.

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

async function buyer(plate: string) {
  const { wizard } = await buyOneTime(t, wizardData({ vehicle: { plate } }));
  const invoice = (await firstRow(t.db.select().from(invoices).orderBy(desc(invoices.id)).limit(1)))!;
  return { key: { email: wizard.personal.email, plate: wizard.vehicle.plate }, invoiceId: invoice.id };
}

const list = (key: { email: string; plate: string }) =>
  t.call('GET', `/api/payments-public/receipts?${new URLSearchParams(key)}`);
const pdf = (key: { email: string; plate: string }, id: number) =>
  t.call('GET', `/api/payments-public/receipts/${id}/pdf?${new URLSearchParams({ ...key, lang: 'en' })}`);

describe('receipts attack', () => {
  it('refuses a caller with no session', async () => {
    const victim = await buyer('VICT1');
    t.cookie = null;
    expect((await list(victim.key)).status).toBe(401);
    expect((await pdf(victim.key, victim.invoiceId)).status).toBe(401);
  });

  it("refuses another owner's session on the victim's pass", async () => {
    const victim = await buyer('VICT2');
    const attacker = await buyer('ATTK2');
    await signIn(t, attacker.key);
    expect((await list(victim.key)).status).toBe(401);
    expect((await pdf(victim.key, victim.invoiceId)).status).toBe(401);
  });

  it("answers 404 to the victim's invoice id asked through the attacker's own pass", async () => {
    const victim = await buyer('VICT3');
    const attacker = await buyer('ATTK3');
    await signIn(t, attacker.key);
    const res = await pdf(attacker.key, victim.invoiceId);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'receipt_not_found' });
    const own = (await (await list(attacker.key)).json()) as PassReceiptsResponse;
    expect(own.receipts.map((row) => row.id)).toEqual([attacker.invoiceId]);
  });
});
