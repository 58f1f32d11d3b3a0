import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { decodeEml, outboxMessages } from '../../../test/checkout-fixtures';
import { insertPass } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { firstRow, returnedRow } from '../../db/rows';
import { cards, customers } from '../../db/schema';

// Staff giving a pass its access card e-mails the customer, in their language, that it waits at
// the office: hours and address, the card's number masked.

let t: TestApp;
afterEach(() => t?.cleanup());

const cardByCode = async (code: string) =>
  (await firstRow(t.db.select().from(cards).where(eq(cards.code, code)).limit(1)))!;

describe('the card-ready e-mail', () => {
  it('is sent once per card assigned, in Spanish, with the office hours and only the last 4 digits', async () => {
    t = await createTestApp();
    const pass = await insertPass(t.db, { nextRenewalDate: '2099-01-01' });
    const customer = await returnedRow(
      t.db.update(customers).set({ language: 'es' }).where(eq(customers.id, pass.customerId)).returning(),
    );
    await t.call('POST', '/api/cards/bulk', {
      token: t.tokens.admin,
      body: { location_id: 1, cards: ['90017734', '90017735'] },
    });
    const assign = (cardId: number, expected: number | null) =>
      t.call('PATCH', `/api/subscriptions/${pass.id}`, {
        token: t.tokens.ambassador,
        body: { card_id: cardId, expected_card_id: expected },
      });
    const mails = () =>
      outboxMessages(t)
        .map(decodeEml)
        .filter((mail) => mail.includes(`To: ${customer.email}`) && mail.includes('tarjeta de acceso'));

    expect((await assign((await cardByCode('90017734')).id, null)).status).toBe(200);
    expect(mails()).toHaveLength(1);
    const [mail] = mails();
    expect(mail).toMatch(/Subject: Su tarjeta de acceso está lista en la oficina/);
    expect(mail).toContain('Tarjeta: terminada en 7734');
    expect(mail).not.toContain('90017734');
    expect(mail).toContain(`Horario de la oficina: ${t.config.office.hours.es}`);

    // The same view submitted twice: the second is refused and tells nobody anything.
    expect((await assign((await cardByCode('90017735')).id, null)).status).toBe(409);
    expect(mails()).toHaveLength(1);
  });
});
