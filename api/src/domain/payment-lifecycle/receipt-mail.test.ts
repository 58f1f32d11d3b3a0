import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  buyAutopay,
  buyOneTime,
  CARDS,
  confirm,
  createIntent,
  decodeEml,
  outboxMessages,
  wizardData,
} from '../../../test/checkout-fixtures';
import { eventActions } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { firstRow } from '../../db/rows';
import { checkouts, customers, events, invoices, subscriptions } from '../../db/schema';
import type { MailMessage, MailProvider } from '../../providers/mail/mail-provider';
import { mailDate } from '../emails/mail-layout';

let t: TestApp;
afterEach(() => t?.cleanup());

// 2025-03-01 05:30 UTC is still 2025-02-28 in the garage (Los Angeles).
const NOW = new Date('2025-03-01T05:30:00Z');

describe('receipt e-mail', () => {
  it('writes the receipt to the outbox in Spanish for a Spanish checkout', async () => {
    t = await createTestApp({ now: () => NOW });
    const wizard = wizardData();
    const intent = await createIntent(t, wizard, 1, 'es');
    await confirm(t, intent.body.clientSecret, CARDS.visa);
    const [message] = outboxMessages(t);
    expect(message).toContain(`To: ${wizard.personal.email}`);
    expect(message).toMatch(/Subject: =\?UTF-8\?/);
    const decoded = decodeEml(message ?? '');
    expect(decoded).toContain(`Su pase mensual de estacionamiento – ${wizard.vehicle.plate}`);
    expect(decoded).toContain(`Placa: ${wizard.vehicle.plate}`);
    expect(decoded).toContain('Plan: Pase mensual');
    expect(decoded).toContain('Monto pagado: $250.00 USD');
    expect(decoded).toContain('Válido desde: 28 de febrero de 2025 00:00');
    expect(decoded).toContain('Válido hasta: 27 de marzo de 2025 23:45');
    expect(message).toContain('Content-Type: text/html');
    expect((await firstRow(t.db.select().from(customers).limit(1)))?.language).toBe('es');
  });

  it('writes it in English by default', async () => {
    t = await createTestApp({ now: () => NOW });
    await buyOneTime(t);
    const decoded = decodeEml(outboxMessages(t)[0] ?? '');
    expect(decoded).toContain('Valid from: February 28, 2025 00:00');
    expect(decoded).toContain('Valid through: March 27, 2025 23:45');
    expect(decoded).toContain('Amount paid: $250.00 USD');
  });

  it('numbers the receipt, names the card that paid and links the Payments page; one-time: no next charge', async () => {
    t = await createTestApp({ now: () => NOW });
    await buyOneTime(t);
    const invoice = await firstRow(t.db.select().from(invoices).limit(1));
    const decoded = decodeEml(outboxMessages(t)[0] ?? '');
    expect(decoded).toContain(`Receipt number: INV-${String(invoice?.id).padStart(6, '0')}`);
    expect(decoded).toContain('Card: ending 4242');
    expect(decoded).toContain(`Open the Payments page: ${t.config.publicBaseUrl}/payments`);
    expect(decoded).not.toContain('Next automatic charge');
  });

  it('an autopay purchase gives the next automatic charge, its amount and date', async () => {
    // On the sandbox's own clock: the next charge is read from the provider (its invoice preview),
    // whose clock a fixed app clock would leave behind.
    t = await createTestApp();
    await buyAutopay(t, wizardData());
    const pass = await firstRow(t.db.select().from(subscriptions).limit(1));
    const firstCharge = await firstRow(t.db.select().from(invoices).limit(1));
    const decoded = decodeEml(outboxMessages(t)[0] ?? '');
    expect(decoded).toContain(`Receipt number: INV-${String(firstCharge?.id).padStart(6, '0')}`);
    expect(decoded).toContain('Card: ending 4242');
    // The next renewal is still one of the discounted months: the same amount as this first one.
    expect(pass?.discountCyclesLeft).toBeGreaterThan(0);
    expect(decoded).toContain(
      `Next automatic charge: $${((firstCharge?.amountCents ?? 0) / 100).toFixed(2)} USD on ${mailDate(pass?.nextRenewalDate ?? '', 'en')}`,
    );
    expect(decoded).toContain(`Open the Payments page: ${t.config.publicBaseUrl}/payments`);
  });

  it('keeps the pass when the mail server fails, retries, then tells staff', async () => {
    let attempts = 0;
    t = await createTestApp({
      mail: {
        kind: 'smtp',
        send: async () => {
          attempts += 1;
          throw new Error('SMTP 421 try later');
        },
        checkHealth: async () => false,
      },
    });
    const flow = await buyOneTime(t);
    expect(flow.confirmed?.body.status).toBe('succeeded');
    expect(attempts).toBe(3);
    expect(await t.db.select().from(subscriptions)).toHaveLength(1);
    expect(await eventActions(t.db)).toEqual(['Payment received', 'Receipt e-mail failed']);
    expect((await firstRow(t.db.select().from(checkouts).limit(1)))?.receiptSentAt).toBeNull();
  });
});

describe('autopay renewal receipt e-mail', () => {
  /** Delivers every e-mail but the renewal receipt, which fails `failures` times first. */
  function failingRenewalReceipts(failures: number) {
    const sent: MailMessage[] = [];
    let attempts = 0;
    const mail: MailProvider = {
      kind: 'smtp',
      send: async (message) => {
        if (message.subject.includes('renewed automatically')) {
          attempts += 1;
          if (attempts <= failures) throw new Error('SMTP 421 try later');
        }
        sent.push(message);
        return { messageId: `m${sent.length}` };
      },
      checkHealth: async () => true,
    };
    return { mail, sent, attempts: () => attempts };
  }

  it('is tried again after a mail failure, like every receipt', async () => {
    const mail = failingRenewalReceipts(2);
    t = await createTestApp({ mail: mail.mail });
    await buyAutopay(t, wizardData());
    await t.client.api.sandbox['advance-clock'].$post({ json: { days: 31 } });
    expect(mail.attempts()).toBe(3);
    expect(mail.sent.filter((message) => message.subject.includes('renewed automatically'))).toHaveLength(1);
    expect(await eventActions(t.db)).not.toContain('Receipt e-mail failed');
  });

  it("numbers the autopay renewal's receipt and gives the card and the next charge", async () => {
    const mail = failingRenewalReceipts(0);
    t = await createTestApp({ mail: mail.mail });
    await buyAutopay(t, wizardData());
    await t.client.api.sandbox['advance-clock'].$post({ json: { days: 31 } });
    const receipt = mail.sent.find((message) => message.subject.includes('renewed automatically'));
    const renewal = (await t.db.select().from(invoices)).at(-1);
    const pass = await firstRow(t.db.select().from(subscriptions).limit(1));
    expect(receipt?.text).toContain(`Receipt number: INV-${String(renewal?.id).padStart(6, '0')}`);
    expect(receipt?.text).toContain('Card: ending 4242');
    expect(receipt?.text).toMatch(/Next automatic charge: \$\d+\.\d{2} USD on \w+ \d+, \d{4}/);
    expect(receipt?.text).toContain(`Valid through: `);
    expect(pass?.nextRenewalDate).toBeTruthy();
  });

  it('tells staff when it finally fails; the renewal stands', async () => {
    const mail = failingRenewalReceipts(Number.POSITIVE_INFINITY);
    t = await createTestApp({ mail: mail.mail });
    const wizard = wizardData();
    await buyAutopay(t, wizard);
    const pass = await firstRow(t.db.select().from(subscriptions).limit(1));
    await t.client.api.sandbox['advance-clock'].$post({ json: { days: 31 } });
    expect(mail.attempts()).toBe(3);
    expect(await eventActions(t.db)).toContain('Auto-Pay charged');
    const failed = await t.db.select().from(events).where(eq(events.action, 'Receipt e-mail failed'));
    expect(failed).toHaveLength(1);
    expect(JSON.parse(failed[0]?.payload ?? '{}')).toMatchObject({
      subscription_id: pass?.id,
      plate: wizard.vehicle.plate,
      reason: 'SMTP 421 try later',
    });
    expect((await firstRow(t.db.select().from(subscriptions).limit(1)))?.nextRenewalDate).not.toBe(
      pass?.nextRenewalDate,
    );
  });
});
