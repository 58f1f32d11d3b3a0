import { afterEach, describe, expect, it } from 'vitest';
import { decodeEml, outboxMessages } from '../../../test/checkout-fixtures';
import { LOOSE_NUMBERS } from '../../../test/fixtures';
import { getJson } from '../../../test/get-json';
import {
  insertHistoryCustomer,
  insertHistorySale,
  insertManySales,
} from '../../../test/staff-money-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { invoiceNumber } from '../../contract/invoice-number';
import type { PaymentsListResponse } from '../../contract/payments';
import type { MailProvider } from '../../providers/mail/mail-provider';
import { INVOICE_EMAIL_LIMIT } from './payments.router';

let t: TestApp;
afterEach(() => t?.cleanup());

const payments = (query: string, token = t.tokens.ambassador) =>
  getJson<PaymentsListResponse>(t, `/api/payments${query}`, token);
const email = (id: number, body: Record<string, unknown>, token = t.tokens.ambassador) =>
  t.call('POST', `/api/payments/${id}/email`, {
    token,
    body: { invoice_id: id, subject: 'Your invoice', ...body },
  });

async function history() {
  const lucia = await insertHistoryCustomer(t.db, {
    firstName: 'Lucía',
    lastName: 'Ramos',
    email: 'lucia@example.com',
    plate: 'TJ4455',
    language: 'es',
  });
  const tom = await insertHistoryCustomer(t.db, {
    firstName: 'Tom',
    lastName: 'Baker',
    email: 'tom@example.com',
    plate: 'CA9900',
  });
  const paid = await insertHistorySale(t.db, lucia, {
    at: '2025-08-01T19:00:00.000Z',
    amountCents: 12_345,
    concept: 'Monthly pass',
  });
  const refunded = await insertHistorySale(t.db, tom, {
    at: '2025-08-02T19:00:00.000Z',
    amountCents: 5000,
    status: 'refunded',
  });
  const failed = await insertHistorySale(t.db, tom, {
    at: '2025-08-03T06:30:00.000Z',
    amountCents: 5000,
    status: 'failed',
  });
  const voided = await insertHistorySale(t.db, lucia, {
    at: '2025-08-04T19:00:00.000Z',
    amountCents: 700,
    status: 'void',
  });
  return { lucia, tom, paid, refunded, failed, voided };
}

describe('GET /api/payments', () => {
  it('401 without a session; the ambassador and the admin both have payments', async () => {
    t = await createTestApp();
    expect((await t.call('GET', '/api/payments')).status).toBe(401);
    expect((await payments('', t.tokens.ambassador)).status).toBe(200);
    expect((await payments('', t.tokens.admin)).status).toBe(200);
    expect((await t.call('POST', '/api/payments/1/email', { body: {} })).status).toBe(401);
  });

  it('lists invoices newest first with number, customer, concept, plate and status', async () => {
    t = await createTestApp();
    const { paid, refunded, failed, voided } = await history();
    const { body } = await payments('');
    expect(body.total).toBe(4);
    expect(body.data.map((p) => p.id)).toEqual([
      voided.invoiceId,
      failed.invoiceId,
      refunded.invoiceId,
      paid.invoiceId,
    ]);
    expect(body.data[3]).toEqual({
      id: paid.invoiceId,
      number: invoiceNumber(paid.invoiceId),
      paid_at: '2025-08-01T19:00:00.000Z',
      created_at: '2025-08-01T19:00:00.000Z',
      client_id: expect.any(Number),
      customer_name: 'Lucía Ramos',
      customer_email: 'lucia@example.com',
      concept: 'Monthly pass',
      concept_es: 'Pase mensual',
      amount_cents: 12_345,
      status_key: 'paid',
      plate: 'TJ4455',
      customer_language: 'es',
    });
    expect(invoiceNumber(123)).toBe('INV-000123');
    const page = await payments('?limit=2&offset=2');
    expect(page.body.data.map((p) => p.id)).toEqual([refunded.invoiceId, paid.invoiceId]);
    expect(page.body.total).toBe(4);
  });

  it('filters by status, garage days and search (invoice #, name, e-mail, plate)', async () => {
    t = await createTestApp();
    const { paid, refunded, failed, voided } = await history();
    const ids = async (query: string) => (await payments(query)).body.data.map((p) => p.id);
    expect(await ids('?status=refunded')).toEqual([refunded.invoiceId]);
    expect((await payments('?status=paid')).body.total).toBe(1);
    // 2025-08-03T06:30Z is 23:30 on August 2nd in Los Angeles.
    expect(await ids('?from=2025-08-02&to=2025-08-02')).toEqual([failed.invoiceId, refunded.invoiceId]);
    expect((await payments('?from=2025-08-02&to=2025-08-02')).body.total).toBe(2);
    expect(await ids(`?q=${invoiceNumber(voided.invoiceId)}`)).toEqual([voided.invoiceId]);
    expect(await ids(`?q=${paid.invoiceId}`)).toEqual([paid.invoiceId]);
    expect(await ids('?q=tom')).toEqual([failed.invoiceId, refunded.invoiceId]);
    expect(await ids('?q=baker')).toEqual([failed.invoiceId, refunded.invoiceId]);
    expect(await ids('?q=lucia%40ex')).toEqual([voided.invoiceId, paid.invoiceId]);
    expect(await ids('?q=tj44')).toEqual([voided.invoiceId, paid.invoiceId]);
    expect(await ids('?q=tom&status=failed')).toEqual([failed.invoiceId]);
    expect((await payments('?q=tom')).body.total).toBe(2);
    expect((await payments('?status=late')).status).toBe(400);
  });
});

describe('GET /api/payments: a rare match among many invoices', () => {
  it('finds it through its matches with the same answer as a common one', async () => {
    t = await createTestApp();
    // 4000 others: 11 rows of a match 1 in 2000 are not met within 20,000 sales walked in date order.
    const filler = await insertHistoryCustomer(t.db, { firstName: 'Busy', lastName: 'Fleet' });
    const rare = await insertHistoryCustomer(t.db, {
      firstName: 'Quentin',
      lastName: 'Rare',
      plate: 'RARE1',
    });
    await insertManySales(t.db, filler, 4000, '2025-01-01T00:00:00.000Z', 100);
    const older = await insertHistorySale(t.db, rare, { at: '2024-06-01T18:00:00.000Z', amountCents: 700 });
    const newer = await insertHistorySale(t.db, rare, {
      at: '2025-02-01T18:30:00.000Z',
      amountCents: 900,
      status: 'refunded',
    });
    for (const q of ['quen', 'rare1', invoiceNumber(older.invoiceId)]) {
      const { body } = await payments(`?q=${q}`);
      const expected = q.startsWith('INV') ? [older.invoiceId] : [newer.invoiceId, older.invoiceId];
      expect(
        body.data.map((p) => p.id),
        q,
      ).toEqual(expected);
      expect(body.total).toBe(expected.length);
    }
    expect((await payments('?q=quen&status=refunded')).body.data.map((p) => p.id)).toEqual([newer.invoiceId]);
    const busy = (await payments('?q=busy&offset=3990')).body;
    expect([busy.total, busy.data.length]).toEqual([4000, 10]);
  });
});

describe('POST /api/payments/:id/email', () => {
  it('e-mails the invoice itself, in the customer’s language, with staff’s words', async () => {
    t = await createTestApp();
    const { paid } = await history();
    const res = await email(paid.invoiceId, {
      emails: ['Lucia@Example.com', 'office@example.com'],
      subject: `Factura ${invoiceNumber(paid.invoiceId)} – TJ4455`,
      body: 'Adjuntamos su factura.\n\nSaludos.',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sent_to: ['lucia@example.com', 'office@example.com'] });
    const messages = outboxMessages(t).map(decodeEml);
    expect(messages).toHaveLength(2);
    const mail = messages[0] as string;
    expect(mail).toContain('To: lucia@example.com');
    expect(mail).toContain(`Factura ${invoiceNumber(paid.invoiceId)} – TJ4455`);
    expect(mail).toContain('Adjuntamos su factura.');
    for (const fact of [
      `Número de factura</th><td>${invoiceNumber(paid.invoiceId)}`,
      'Fecha</th><td>1 de agosto de 2025',
      'Cliente</th><td>Lucía Ramos',
      'Placa</th><td>TJ4455',
      'Concepto</th><td>Pase mensual',
      'Importe</th><td>$123.45 USD',
      'Estado</th><td>Pagada',
    ]) {
      expect(mail).toContain(fact);
    }
    expect(messages[1]).toContain('To: office@example.com');
  });

  it('writes English for an English customer', async () => {
    t = await createTestApp();
    const { refunded } = await history();
    expect((await email(refunded.invoiceId, { emails: ['tom@example.com'] })).status).toBe(200);
    const mail = decodeEml(outboxMessages(t)[0] as string);
    expect(mail).toContain(`Invoice number</th><td>${invoiceNumber(refunded.invoiceId)}`);
    expect(mail).toContain('Status</th><td>Refunded');
    expect(mail).toContain('Date</th><td>August 2, 2025');
  });

  it('refuses a void invoice (409), an unknown one (404) and a body naming another invoice (400)', async () => {
    t = await createTestApp();
    const { paid, voided } = await history();
    const voidRes = await email(voided.invoiceId, { emails: ['lucia@example.com'] });
    expect([voidRes.status, ((await voidRes.json()) as { code: string }).code]).toEqual([
      409,
      'invoice_void',
    ]);
    const missing = await email(99_999, { emails: ['lucia@example.com'] });
    expect([missing.status, ((await missing.json()) as { code: string }).code]).toEqual([
      404,
      'invoice_not_found',
    ]);
    const mismatch = await t.call('POST', `/api/payments/${paid.invoiceId}/email`, {
      token: t.tokens.ambassador,
      body: { invoice_id: voided.invoiceId, emails: ['a@example.com'], subject: 'x' },
    });
    expect(mismatch.status).toBe(400);
    expect((await email(paid.invoiceId, { emails: [] })).status).toBe(400);
    expect((await email(paid.invoiceId, { emails: ['not-an-email'] })).status).toBe(400);
    expect(outboxMessages(t)).toEqual([]);
  });

  it('answers 502 mail_send_failed when the mail provider fails', async () => {
    const failing: MailProvider = {
      kind: 'smtp',
      send: async () => {
        throw new Error('SMTP down');
      },
      checkHealth: async () => false,
    };
    t = await createTestApp({ mail: failing });
    const { paid } = await history();
    const res = await email(paid.invoiceId, { emails: ['lucia@example.com'] });
    expect(res.status).toBe(502);
    expect(((await res.json()) as { code: string }).code).toBe('mail_send_failed');
  });

  it('throttles each staff account', async () => {
    t = await createTestApp();
    const { paid } = await history();
    for (let i = 0; i < INVOICE_EMAIL_LIMIT.limit; i += 1) {
      expect((await email(paid.invoiceId, { emails: ['lucia@example.com'] })).status).toBe(200);
    }
    const refused = await email(paid.invoiceId, { emails: ['lucia@example.com'] });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBeTruthy();
    // Another account keeps its own allowance.
    expect((await email(paid.invoiceId, { emails: ['lucia@example.com'] }, t.tokens.admin)).status).toBe(200);
  });
});

describe('payments: numbers are plain decimal digits', () => {
  it('refuses limit=0x10 and an invoice_id spelled another way with 400 invalid_input', async () => {
    t = await createTestApp();
    const list = await payments('?limit=0x10');
    expect(list.status).toBe(400);
    expect(list.body).toMatchObject({ code: 'invalid_input', field: 'limit', rule: 'limit_range' });
    for (const loose of LOOSE_NUMBERS) {
      const res = await email(1, { invoice_id: loose, emails: ['ana@example.com'] });
      expect({ status: res.status, body: await res.json() }).toEqual({
        status: 400,
        body: { code: 'invalid_input', field: 'invoice_id', rule: 'id_positive', error: expect.any(String) },
      });
    }
  });
});
