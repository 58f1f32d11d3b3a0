import { afterEach, describe, expect, it } from 'vitest';
import { insertCard, insertCustomer, insertPass } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { ClientSearchResult } from '../../contract/admin-customers';

let t: TestApp;
afterEach(() => t?.cleanup());

const search = async (q: string, token: string | undefined = t.tokens.ambassador) => {
  const res = await t.call('GET', `/api/clients/search?q=${encodeURIComponent(q)}`, { token });
  return {
    status: res.status,
    body: (await res.json()) as ClientSearchResult[] & { code?: string; rule?: string },
  };
};
const ids = (rows: ClientSearchResult[]) => rows.map((row) => [row.id, row.subscription_id]);

describe('GET /api/clients/search', () => {
  it('finds a customer by the start of first, last or full name, e-mail, plate or card number, ignoring case', async () => {
    t = await createTestApp();
    const pass = await insertPass(t.db, {
      nextRenewalDate: '2099-01-01',
      firstName: 'Marisol',
      lastName: 'Quintanilla',
      email: 'mq@example.com',
      plate: 'XYZ987',
    });
    const card = await insertCard(t.db, '40417', { pass });
    await insertPass(t.db, {
      nextRenewalDate: '2099-01-01',
      firstName: 'Other',
      lastName: 'Person',
      plate: 'OTH111',
    });

    for (const q of ['marisol', 'QUINTAN', 'marisol quint', 'MQ@EXAMPLE', 'xyz98', '4041']) {
      const { status, body } = await search(q);
      expect(status, q).toBe(200);
      expect(body, q).toEqual([
        {
          id: pass.customerId,
          first_name: 'Marisol',
          last_name: 'Quintanilla',
          email: 'mq@example.com',
          phone_dial: '+1',
          phone: '',
          card_code: card.code,
          plate: 'XYZ987',
          subscription_id: pass.id,
        },
      ]);
    }
    expect((await search('nobody-like-this')).body).toEqual([]);
  });

  it('lists one row per pass, one row with nulls for a customer without a pass, never hidden passes', async () => {
    t = await createTestApp();
    const first = await insertPass(t.db, { nextRenewalDate: '2099-01-01', lastName: 'Ramirez' });
    const second = await insertPass(t.db, { nextRenewalDate: '2099-01-01', customerId: first.customerId });
    await insertPass(t.db, {
      nextRenewalDate: '2099-01-01',
      customerId: first.customerId,
      hiddenFromLists: true,
    });
    const noPass = await insertCustomer(t.db, { lastName: 'Ramirez' });
    // A customer whose only pass is hidden (a test row) is not listed at all.
    await insertPass(t.db, { nextRenewalDate: '2099-01-01', lastName: 'Ramirez', hiddenFromLists: true });

    const { body } = await search('ramirez');
    expect(ids(body)).toEqual([
      [noPass.id, null],
      [first.customerId, second.id],
      [first.customerId, first.id],
    ]);
    expect(body[0]).toMatchObject({ plate: null, card_code: null, subscription_id: null });
    // A hidden pass's plate finds nothing.
    const hidden = await insertPass(t.db, {
      nextRenewalDate: '2099-01-01',
      plate: 'HID123',
      hiddenFromLists: true,
    });
    expect(hidden.id).toBeGreaterThan(0);
    expect((await search('HID123')).body).toEqual([]);
  });

  it('answers at most 50 rows and treats % and _ as plain characters', async () => {
    t = await createTestApp();
    for (let i = 0; i < 55; i += 1) await insertCustomer(t.db, { lastName: 'Manyrows' });
    expect((await search('manyrows')).body).toHaveLength(50);
    expect((await search('%%%')).body).toEqual([]);
    expect((await search('___')).body).toEqual([]);
  });

  it('needs 3 characters, a token and the customers capability', async () => {
    t = await createTestApp();
    const short = await search('ab');
    expect([short.status, short.body.code, short.body.rule]).toEqual([
      400,
      'invalid_input',
      'search_too_short',
    ]);
    expect((await search('  ab  ')).status).toBe(400);
    const missing = await t.call('GET', '/api/clients/search', { token: t.tokens.admin });
    expect(missing.status).toBe(400);
    expect((await t.call('GET', '/api/clients/search?q=abc')).status).toBe(401);
    // Both roles have `customers`.
    expect((await search('abc', t.tokens.admin)).status).toBe(200);
    expect((await search('abc', t.tokens.ambassador)).status).toBe(200);
  });

  it('is reachable through the typed client', async () => {
    t = await createTestApp();
    await insertCustomer(t.db, { firstName: 'Typed' });
    const res = await t.as(t.tokens.admin).api.clients.search.$get({ query: { q: 'typed' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toHaveLength(1);
  });
});
