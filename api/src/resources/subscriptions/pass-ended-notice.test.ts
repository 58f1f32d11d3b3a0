import { desc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buyOneTime, decodeEml, outboxMessages, wizardData } from '../../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { firstRow } from '../../db/rows';
import { customers, subscriptions } from '../../db/schema';

// Cancel, refund and ban each tell the customer, once, in their own language: what happened, the
// amount refunded where there is one, and what they can do next.

let t: TestApp;
afterEach(() => t?.cleanup());

const act = (path: string, method = 'POST') =>
  t.call(method, `/api/subscriptions/${path}`, { token: t.tokens.ambassador });
const mailsTo = (to: string) =>
  outboxMessages(t)
    .map(decodeEml)
    .filter((mail) => mail.includes(`To: ${to}`));

/** A pass bought through the sandbox checkout by a customer who reads `language`. */
async function bought(language: 'en' | 'es', plate: string) {
  const { wizard } = await buyOneTime(
    t,
    wizardData({ personal: { email: `${plate.toLowerCase()}@example.com` }, vehicle: { plate } }),
  );
  const pass = (await firstRow(t.db.select().from(subscriptions).orderBy(desc(subscriptions.id)).limit(1)))!;
  await t.db.update(customers).set({ language }).where(eq(customers.id, pass.customerId));
  return { id: pass.id, email: wizard.personal.email };
}

describe('staff ending a pass e-mails its customer', () => {
  it('cancel, in Spanish: what happened, the renewal link, the office; a second cancel sends nothing', async () => {
    t = await createTestApp();
    const pass = await bought('es', 'CANC1');
    const before = mailsTo(pass.email).length;
    expect((await act(`${pass.id}/cancel`)).status).toBe(200);
    const mails = mailsTo(pass.email).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/Subject: Su pase de estacionamiento fue cancelado – CANC1/);
    expect(mails[0]).toMatch(/Renovar mi pase: http\S+\/renew\?\S*plate=CANC1/);
    expect(mails[0]).toContain(`Teléfono: ${t.config.office.phone}`);
    expect(mails[0]).toContain(`Horario: ${t.config.office.hours.es}`);

    expect((await act(`${pass.id}/cancel`)).status).toBe(409);
    expect(mailsTo(pass.email).slice(before)).toHaveLength(1);
  });

  it('refund, in English: the amount refunded and the office, no renewal link; once', async () => {
    t = await createTestApp();
    const pass = await bought('en', 'REFD1');
    const before = mailsTo(pass.email).length;
    const res = await act(`${pass.id}/refund-cancel`, 'PATCH');
    expect(res.status).toBe(200);
    const { refund } = (await res.json()) as { refund: { amount_cents: number } };
    const amount = `$${(refund.amount_cents / 100).toFixed(2)} USD`;
    const mails = mailsTo(pass.email).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/Subject: Your parking pass was refunded – REFD1/);
    expect(mails[0]).toContain(`Amount refunded: ${amount}`);
    expect(mails[0]).toContain(`E-mail: ${t.config.office.email}`);
    expect(mails[0]).not.toMatch(/\/renew\?/);
    expect((await act(`${pass.id}/refund-cancel`, 'PATCH')).status).toBe(409);
    expect(mailsTo(pass.email).slice(before)).toHaveLength(1);
  });

  it('ban: the pass ended and the vehicle blocked, the office to contact; banning again sends nothing', async () => {
    t = await createTestApp();
    const pass = await bought('es', 'BANN1');
    const before = mailsTo(pass.email).length;
    expect((await act(`${pass.id}/ban`)).status).toBe(200);
    expect((await act(`${pass.id}/ban`)).status).toBe(200);
    const mails = mailsTo(pass.email).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/Subject: Su pase de estacionamiento fue terminado – BANN1/);
    expect(mails[0]).toMatch(/bloqueó el vehículo/);
    expect(mails[0]).toContain(`Dirección: `);
  });
});
