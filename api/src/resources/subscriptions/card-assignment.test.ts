import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { eventActions, insertPass, LOOSE_NUMBERS } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createApp } from '../../app';
import type { CardAssignment, NeedsCardEntry } from '../../contract/cards';
import { closeDatabase, openDatabase } from '../../db/open-database';
import { firstRow } from '../../db/rows';
import { cards, events, locations, subscriptions } from '../../db/schema';

let t: TestApp;
afterEach(() => t?.cleanup());

async function withStock(codes = ['501', '502', '503']) {
  t = await createTestApp();
  const res = await t.call('POST', '/api/cards/bulk', {
    token: t.tokens.admin,
    body: { location_id: 1, cards: codes },
  });
  expect(res.status).toBe(200);
}
const cardId = async (code: string) =>
  (await firstRow(t.db.select().from(cards).where(eq(cards.code, code)).limit(1)))?.id ?? -1;
const cardOf = async (code: string) =>
  firstRow(t.db.select().from(cards).where(eq(cards.code, code)).limit(1));
const assign = (
  subscriptionId: number,
  card: number,
  token = t.tokens.ambassador,
  expected?: number | null,
) =>
  t.call('PATCH', `/api/subscriptions/${subscriptionId}`, {
    token,
    body: { card_id: card, ...(expected === undefined ? {} : { expected_card_id: expected }) },
  });
const codeOf = async (res: Response) => ((await res.json()) as { code: string }).code;

describe('PATCH /api/subscriptions/:id {card_id}', () => {
  it('assigns an unassigned card to an active pass and records a Card assigned event', async () => {
    await withStock();
    const pass = await insertPass(t.db, { nextRenewalDate: '2099-01-01' });
    const res = await assign(pass.id, await cardId('501'));
    expect(res.status).toBe(200);
    const body = (await res.json()) as CardAssignment;
    expect(body).toEqual({
      subscription_id: pass.id,
      card: expect.objectContaining({ code: '501', status_key: 'assigned', subscription_id: pass.id }),
      previous_card: null,
    });
    expect(
      (await firstRow(t.db.select().from(subscriptions).where(eq(subscriptions.id, pass.id)).limit(1)))
        ?.cardId,
    ).toBe(await cardId('501'));
    expect(await eventActions(t.db)).toEqual(['Card assigned']);
    const payload = JSON.parse((await firstRow(t.db.select().from(events).limit(1)))?.payload ?? '{}');
    expect(payload).toMatchObject({
      customer: 'Test Driver',
      plate: body.card.plate,
      card: '501',
      previous_card: null,
      subscription_id: pass.id,
      card_id: await cardId('501'),
      client_id: pass.customerId,
    });
  });

  it('replaces the previous card of the pass when the request names it as the card it replaces', async () => {
    await withStock();
    const pass = await insertPass(t.db, { nextRenewalDate: '2099-01-01' });
    await assign(pass.id, await cardId('501'));
    const res = await assign(pass.id, await cardId('502'), t.tokens.ambassador, await cardId('501'));
    expect(res.status).toBe(200);
    expect(((await res.json()) as CardAssignment).previous_card).toEqual({
      id: await cardId('501'),
      code: '501',
    });
    expect((await cardOf('501'))?.statusKey).toBe('replaced');
    expect((await cardOf('502'))?.statusKey).toBe('assigned');
    const last = (await t.db.select().from(events)).at(-1);
    expect(JSON.parse(last?.payload ?? '{}')).toMatchObject({ card: '502', previous_card: '501' });
  });

  it('refuses cards that are not unassigned, of another location, or unknown', async () => {
    await withStock();
    await t.db.insert(locations).values({ id: 2, name: 'Other garage', onlineSalesSpaces: 5 });
    await t.call('POST', '/api/cards/bulk', {
      token: t.tokens.admin,
      body: { location_id: 2, cards: ['900'] },
    });
    const pass = await insertPass(t.db, { nextRenewalDate: '2099-01-01' });
    await t.db.update(cards).set({ statusKey: 'lost' }).where(eq(cards.code, '502'));
    await t.db.update(cards).set({ statusKey: 'replaced' }).where(eq(cards.code, '503'));

    for (const code of ['502', '503', '900']) {
      const res = await assign(pass.id, await cardId(code));
      expect(res.status, code).toBe(409);
      expect(await codeOf(res)).toBe('card_not_available');
    }
    const missing = await assign(pass.id, 9999);
    expect([missing.status, await codeOf(missing)]).toEqual([404, 'card_not_found']);
    expect(await eventActions(t.db)).toEqual([]);
    expect((await cardOf('502'))?.statusKey).toBe('lost');
  });

  it('refuses a pass that is unknown or not active', async () => {
    await withStock();
    const canceled = await insertPass(t.db, { nextRenewalDate: '2099-01-01', statusKey: 'canceled' });
    const refused = await assign(canceled.id, await cardId('501'));
    expect([refused.status, await codeOf(refused)]).toEqual([409, 'subscription_not_active']);
    const unknown = await assign(9999, await cardId('501'));
    expect([unknown.status, await codeOf(unknown)]).toEqual([404, 'subscription_not_found']);
    expect((await cardOf('501'))?.statusKey).toBe('unassigned');
  });

  it('gives one card to one pass when two staff assign it at once from two connections', async () => {
    await withStock();
    const first = await insertPass(t.db, { nextRenewalDate: '2099-01-01' });
    const second = await insertPass(t.db, { nextRenewalDate: '2099-01-01' });
    // A second connection to the same file, as a second API process would have.
    const otherDb = openDatabase(t.config.databaseUrl ?? t.config.databasePath);
    const other = createApp({
      db: otherDb,
      config: t.config,
      payments: t.payments,
      mail: t.mail,
      captcha: t.captcha,
    });
    try {
      const id = await cardId('501');
      const [a, b] = await Promise.all([
        assign(first.id, id),
        other.request(`/api/subscriptions/${second.id}`, {
          method: 'PATCH',
          headers: { Cookie: `garage_staff=${t.tokens.ambassador}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ card_id: id }),
        }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const loser = a.status === 409 ? a : b;
      expect(await codeOf(loser)).toBe('card_not_available');
      const holders = await t.db.select().from(subscriptions).where(eq(subscriptions.cardId, id));
      expect(holders).toHaveLength(1);
      expect((await cardOf('501'))?.subscriptionId).toBe(holders[0]?.id);
      expect(await eventActions(t.db)).toEqual(['Card assigned']);
    } finally {
      await closeDatabase(otherDb);
    }
  });

  it('a double tap in the picker (two cards, same expectation, in parallel): the card that lands first stays, the other is a 409', async () => {
    await withStock();
    const pass = await insertPass(t.db, { nextRenewalDate: '2099-01-01' });
    // Which tap the server sees first is up to the scheduler; what matters is exactly one wins.
    const [a, b] = await Promise.all([
      assign(pass.id, await cardId('501'), t.tokens.ambassador, null),
      assign(pass.id, await cardId('502'), t.tokens.ambassador, null),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [winner, loser, loserNumber] = a.status === 200 ? ['501', b, '502'] : ['502', a, '501'];
    expect(await codeOf(loser)).toBe('card_assignment_conflict');
    expect(
      (await firstRow(t.db.select().from(subscriptions).where(eq(subscriptions.id, pass.id)).limit(1)))
        ?.cardId,
    ).toBe(await cardId(winner));
    expect(await cardOf(winner)).toMatchObject({ statusKey: 'assigned', subscriptionId: pass.id });
    expect(await cardOf(loserNumber)).toMatchObject({ statusKey: 'unassigned', subscriptionId: null });
    expect(await eventActions(t.db)).toEqual(['Card assigned']);
  });

  it('two staff replacing the same card at once from two connections: one replacement, one 409', async () => {
    await withStock();
    const pass = await insertPass(t.db, { nextRenewalDate: '2099-01-01' });
    expect((await assign(pass.id, await cardId('501'))).status).toBe(200);
    const otherDb = openDatabase(t.config.databaseUrl ?? t.config.databasePath);
    const other = createApp({
      db: otherDb,
      config: t.config,
      payments: t.payments,
      mail: t.mail,
      captcha: t.captcha,
    });
    try {
      const [a, b] = await Promise.all([
        assign(pass.id, await cardId('502'), t.tokens.ambassador, await cardId('501')),
        other.request(`/api/subscriptions/${pass.id}`, {
          method: 'PATCH',
          headers: { Cookie: `garage_staff=${t.tokens.ambassador}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ card_id: await cardId('503'), expected_card_id: await cardId('501') }),
        }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      expect(await codeOf(a.status === 409 ? a : b)).toBe('card_assignment_conflict');
      const winner = a.status === 200 ? '502' : '503';
      const loser = a.status === 200 ? '503' : '502';
      expect((await cardOf(winner))?.statusKey).toBe('assigned');
      expect((await cardOf(loser))?.statusKey).toBe('unassigned');
      expect((await cardOf('501'))?.statusKey).toBe('replaced');
    } finally {
      await closeDatabase(otherDb);
    }
  });

  it('without expected_card_id a request means a pass without a card: it never replaces one by accident', async () => {
    await withStock();
    const pass = await insertPass(t.db, { nextRenewalDate: '2099-01-01' });
    await assign(pass.id, await cardId('501'));
    const again = await assign(pass.id, await cardId('502'));
    expect([again.status, await codeOf(again)]).toEqual([409, 'card_assignment_conflict']);
    const stale = await assign(pass.id, await cardId('502'), t.tokens.ambassador, await cardId('503'));
    expect(await codeOf(stale)).toBe('card_assignment_conflict');
    expect((await cardOf('501'))?.statusKey).toBe('assigned');
    expect((await cardOf('502'))?.statusKey).toBe('unassigned');
  });

  it('documents the 409s of the PATCH in the OpenAPI description', async () => {
    t = await createTestApp();
    const doc = (await (await t.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>>;
    };
    expect(doc.paths['/api/subscriptions/{id}']?.patch?.responses['409']?.description).toContain(
      'card_assignment_conflict',
    );
  });

  it('refuses expected_card_id without card_id, or of the wrong type', async () => {
    await withStock();
    const pass = await insertPass(t.db, { nextRenewalDate: '2099-01-01' });
    for (const body of [
      { expected_card_id: 1 },
      { status_key: 'active', expected_card_id: null },
      { card_id: 1, expected_card_id: 'x' },
    ]) {
      const res = await t.call('PATCH', `/api/subscriptions/${pass.id}`, {
        token: t.tokens.ambassador,
        body,
      });
      expect(res.status).toBe(400);
    }
  });

  it('follows the capability table: ambassadors assign (assign_card), admins are refused', async () => {
    await withStock();
    const pass = await insertPass(t.db, { nextRenewalDate: '2099-01-01' });
    const admin = await assign(pass.id, await cardId('501'), t.tokens.admin);
    expect([admin.status, await codeOf(admin)]).toEqual([403, 'forbidden']);
    const anonymous = await t.call('PATCH', `/api/subscriptions/${pass.id}`, {
      body: { card_id: await cardId('501') },
    });
    expect(anonymous.status).toBe(401);
    expect((await cardOf('501'))?.statusKey).toBe('unassigned');
    expect((await assign(pass.id, await cardId('501'), t.tokens.ambassador)).status).toBe(200);
  });

  it('validates the body', async () => {
    await withStock();
    const pass = await insertPass(t.db, { nextRenewalDate: '2099-01-01' });
    const res = await t.call('PATCH', `/api/subscriptions/${pass.id}`, {
      token: t.tokens.ambassador,
      body: { card_id: 'abc' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field: 'card_id', rule: 'card_id_positive' });
    const two = await t.call('PATCH', `/api/subscriptions/${pass.id}`, {
      token: t.tokens.ambassador,
      body: { card_id: 1, autopay: true },
    });
    expect(await two.json()).toMatchObject({ code: 'invalid_input', rule: 'subscription_patch' });
  });
});

describe('GET /api/subscriptions/needs-card', () => {
  it('lists active passes without a card, for both roles', async () => {
    await withStock();
    const waiting = await insertPass(t.db, { nextRenewalDate: '2099-01-01' });
    const served = await insertPass(t.db, { nextRenewalDate: '2099-01-01' });
    await insertPass(t.db, { nextRenewalDate: '2099-01-01', statusKey: 'canceled' });
    const hidden = await insertPass(t.db, { nextRenewalDate: '2099-01-01' });
    await t.db.update(subscriptions).set({ hiddenFromLists: true }).where(eq(subscriptions.id, hidden.id));
    await assign(served.id, await cardId('501'));

    for (const token of [t.tokens.ambassador, t.tokens.admin]) {
      const res = await t.call('GET', '/api/subscriptions/needs-card', { token });
      expect(res.status).toBe(200);
      expect((await res.json()) as NeedsCardEntry[]).toEqual([
        {
          subscription_id: waiting.id,
          client_id: waiting.customerId,
          plate: expect.stringMatching(/^TEST\d+$/),
          first_name: 'Test',
          last_name: 'Driver',
          location_id: 1,
        },
      ]);
    }
    expect((await t.call('GET', '/api/subscriptions/needs-card')).status).toBe(401);
  });
});

describe('PATCH /api/subscriptions/:id: card_id is plain decimal digits', () => {
  it('refuses a card_id spelled 0x1, 1e0, " 1" and the like, and assigns nothing', async () => {
    await withStock();
    const pass = await insertPass(t.db, { nextRenewalDate: '2099-01-01' });
    const id = String(await cardId('501'));
    for (const loose of LOOSE_NUMBERS) {
      const spelled = loose.replace('5', id);
      const res = await t.call('PATCH', `/api/subscriptions/${pass.id}`, {
        token: t.tokens.ambassador,
        body: { card_id: spelled },
      });
      expect({ spelled, status: res.status, body: await res.json() }).toEqual({
        spelled,
        status: 400,
        body: {
          code: 'invalid_input',
          field: 'card_id',
          rule: 'card_id_positive',
          error: expect.any(String),
        },
      });
    }
    expect((await cardOf('501'))?.statusKey).toBe('unassigned');
  });
});
