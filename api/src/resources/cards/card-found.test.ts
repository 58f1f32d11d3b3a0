import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { eventActions, insertPass } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { Card } from '../../contract/cards';
import { firstRow, returnedRow } from '../../db/rows';
import { cards, subscriptions } from '../../db/schema';

let t: TestApp;
afterEach(() => t?.cleanup());

const found = (id: number, token = t.tokens.ambassador) =>
  t.call('POST', `/api/cards/${id}/found`, { token });
const codeOf = async (res: Response) => ((await res.json()) as { code: string }).code;
const card = async (
  code: string,
  statusKey: 'lost' | 'assigned' | 'unassigned' | 'replaced',
  subscriptionId?: number,
) =>
  returnedRow(
    t.db
      .insert(cards)
      .values({ code, locationId: 1, statusKey, subscriptionId: subscriptionId ?? null })
      .returning(),
  );

describe('POST /api/cards/:id/found', () => {
  it('puts a lost card back in stock with no pass attached, and returns it', async () => {
    t = await createTestApp();
    const pass = await insertPass(t.db, { nextRenewalDate: '2099-01-01' });
    const lost = await card('4401', 'lost', pass.id);
    // The pass remembers it as its previous card (released earlier): found, it is nobody's any more.
    await t.db.update(subscriptions).set({ previousCardId: lost.id }).where(eq(subscriptions.id, pass.id));
    const res = await found(lost.id);
    expect(res.status).toBe(200);
    expect((await res.json()) as Card).toMatchObject({
      id: lost.id,
      code: '4401',
      status_key: 'unassigned',
      subscription_id: null,
      plate: null,
      customer_name: null,
    });
    expect(
      await firstRow(t.db.select().from(subscriptions).where(eq(subscriptions.id, pass.id)).limit(1)),
    ).toMatchObject({
      cardId: null,
      previousCardId: null,
    });
    expect(await eventActions(t.db)).toEqual([]);
  });

  it('refuses cards that are not lost (409 card_not_lost) and unknown cards (404)', async () => {
    t = await createTestApp();
    for (const [index, status] of (['assigned', 'unassigned', 'replaced'] as const).entries()) {
      const other = await card(`450${index}`, status);
      const res = await found(other.id);
      expect([res.status, await codeOf(res)], status).toEqual([409, 'card_not_lost']);
      expect(
        (await firstRow(t.db.select().from(cards).where(eq(cards.id, other.id)).limit(1)))?.statusKey,
      ).toBe(status);
    }
    const missing = await found(99_999);
    expect([missing.status, await codeOf(missing)]).toEqual([404, 'card_not_found']);
  });

  it('needs the cards capability: admin (wildcard) and ambassador may, nobody without a token', async () => {
    t = await createTestApp();
    const first = await card('4601', 'lost');
    const second = await card('4602', 'lost');
    expect((await found(first.id, t.tokens.admin)).status).toBe(200);
    expect((await found(second.id, t.tokens.ambassador)).status).toBe(200);
    expect((await t.call('POST', `/api/cards/${first.id}/found`)).status).toBe(401);
  });
});
