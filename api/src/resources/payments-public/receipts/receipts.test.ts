import { desc, eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterEach, describe, expect, it } from 'vitest';
import { buyOneTime, outboxMessages, wizardData } from '../../../../test/checkout-fixtures';
import { signIn } from '../../../../test/portal-session-fixtures';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import type { PassReceiptsResponse } from '../../../contract/pass-receipts';
import { firstRow } from '../../../db/rows';
import { auditLog, plans, subscriptions } from '../../../db/schema';
import { readGarageDetails } from '../../../domain/garage/garage-details';

// The owner's receipts (docs/decisions/receipts-pdf.md): every payment with its period, money exact,
// each a PDF in the language the portal asks for, with the garage's details and the pass's plates.

let t: TestApp;
afterEach(() => t.cleanup());

async function buyer(plate: string) {
  const { wizard } = await buyOneTime(t, wizardData({ vehicle: { plate } }));
  const key = { email: wizard.personal.email, plate: wizard.vehicle.plate };
  const pass = (await firstRow(t.db.select().from(subscriptions).orderBy(desc(subscriptions.id)).limit(1)))!;
  return { key, pass };
}

const list = (key: { email: string; plate: string }) =>
  t.call('GET', `/api/payments-public/receipts?${new URLSearchParams(key)}`);
const pdf = (key: { email: string; plate: string }, id: number, lang: 'en' | 'es') =>
  t.call('GET', `/api/payments-public/receipts/${id}/pdf?${new URLSearchParams({ ...key, lang })}`);

async function pdfText(res: Response): Promise<string> {
  const { text } = await extractText(new Uint8Array(await res.arrayBuffer()), { mergePages: true });
  return text;
}

describe('the owner reads the pass receipts', () => {
  it('lists the purchase with its number, period, exact amount and no refund', async () => {
    t = await createTestApp({ now: () => new Date('2026-03-10T19:00:00Z') });
    const { key, pass } = await buyer('RCPT1');
    await signIn(t, key);
    const price = (await firstRow(t.db.select().from(plans).where(eq(plans.id, pass.planId)).limit(1)))!
      .priceCents;
    const res = await list(key);
    expect(res.status).toBe(200);
    const body = (await res.json()) as PassReceiptsResponse;
    expect(body.receipts).toHaveLength(1);
    const [receipt] = body.receipts;
    expect(receipt).toMatchObject({
      number: `INV-${String(receipt!.id).padStart(6, '0')}`,
      period: { start: pass.currentPeriodStart, end: pass.nextRenewalDate },
      amount_cents: price,
      discount_cents: 0,
      status: 'paid',
      refunded_cents: 0,
    });
    expect(receipt!.date.startsWith('2026-03-10')).toBe(true);
    expect(body.next_charge).toBeNull();
  });

  it('shows a refund staff made on the receipt', async () => {
    t = await createTestApp();
    const { key, pass } = await buyer('RCPT2');
    await signIn(t, key);
    const refunded = await t.call('PATCH', `/api/subscriptions/${pass.id}/refund-cancel`, {
      token: t.tokens.ambassador,
    });
    expect(refunded.status).toBe(200);
    const body = (await (await list(key)).json()) as PassReceiptsResponse;
    expect(body.receipts[0]).toMatchObject({ refunded_cents: body.receipts[0]!.amount_cents });
  });

  it.each([
    ['es', 'Recibo', 'del 10 de marzo de 2026', 'Importe'],
    ['en', 'Receipt', 'March 10, 2026 to', 'Amount'],
  ] as const)(
    'downloads the receipt as a PDF in %s with amount, period, plate and the garage',
    async (lang, title, period, amount) => {
      t = await createTestApp({ now: () => new Date('2026-03-10T19:00:00Z') });
      const { key } = await buyer('RCPT3');
      await signIn(t, key);
      const [receipt] = ((await (await list(key)).json()) as PassReceiptsResponse).receipts;
      const res = await pdf(key, receipt!.id, lang);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      const text = await pdfText(res);
      expect(text).toContain(`${title} ${receipt!.number}`);
      expect(text).toContain(period);
      expect(text).toContain(`$${(receipt!.amount_cents / 100).toFixed(2)} USD`);
      expect(text).toContain(amount);
      expect(text).toContain('RCPT3');
      expect(text).toContain('Ana López');
      const garage = await readGarageDetails(t.db);
      expect(text).toContain(garage.legal_name);
      expect(text).toContain(garage.address);
    },
  );
});

describe('the same receipt everywhere', () => {
  it('names the card that paid, rides on the receipt e-mail, and staff download it (on the record)', async () => {
    t = await createTestApp();
    const { key } = await buyer('RCPT9');
    await signIn(t, key);
    await t.drain();
    const [receipt] = ((await (await list(key)).json()) as PassReceiptsResponse).receipts;
    expect(receipt?.card).toEqual({ brand: 'visa', last4: '4242' });
    expect(await pdfText(await pdf(key, receipt!.id, 'es'))).toContain('Visa terminada en 4242');

    // The purchase receipt e-mail carries the PDF.
    const mail = outboxMessages(t).find((raw) => raw.includes(`To: ${key.email}`) && raw.includes('.pdf'));
    expect(mail).toContain(`filename=${receipt!.number}.pdf`);
    expect(mail).toContain('Content-Type: application/pdf');

    const staff = await t.call('GET', `/api/payments/${receipt!.id}/receipt.pdf?lang=en`, {
      token: t.tokens.ambassador,
    });
    expect(staff.status).toBe(200);
    expect(staff.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(staff);
    expect(text).toContain(key.plate);
    expect(text).toContain('Visa ending 4242');
    const recorded = await t.db.select().from(auditLog).where(eq(auditLog.action, 'receipt_downloaded'));
    expect(recorded).toHaveLength(1);

    // A signed-in customer is not staff.
    const customer = await t.call('GET', `/api/payments/${receipt!.id}/receipt.pdf`);
    expect(customer.status).toBe(401);
    const missing = await t.call('GET', '/api/payments/999999/receipt.pdf', { token: t.tokens.ambassador });
    expect(missing.status).toBe(404);
  });
});
