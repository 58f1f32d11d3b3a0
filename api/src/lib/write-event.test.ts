import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { EventsListResponse } from '../contract/events';
import { writeEvent } from './write-event';

let t: TestApp;
afterEach(() => t?.cleanup());

const banned = {
  client_id: 3,
  subscription_id: 9,
  customer: 'Ana Ruiz',
  plate: 'ABC123',
  type: 'car',
  previous_status: 'active',
  card: null,
  card_id: null,
  email: 'ana@example.com',
} as const;

describe('writeEvent', () => {
  it('writes the action with its payload and actor, as the checklist reads them', async () => {
    t = await createTestApp();
    await writeEvent(t.db, 'Vehicle banned', banned, new Date('2026-11-23T18:00:00Z'), 'admin');
    const res = await t.call('GET', '/api/events', { token: t.tokens.admin });
    const body = (await res.json()) as EventsListResponse;
    expect(body.data).toEqual([
      expect.objectContaining({ action: 'Vehicle banned', payload: banned, actor: 'admin' }),
    ]);
  });

  it("refuses, at compile time, a payload that is not its action's shape", () => {
    // Type checks only (tsc runs over the tests); nothing here is called.
    const typeChecks = async (db: TestApp['db']) => {
      const now = new Date();
      // @ts-expect-error: a ban names the e-mail it bans.
      await writeEvent(db, 'Vehicle banned', { ...banned, email: undefined }, now);
      const failed = {
        client_id: 3,
        subscription_id: 9,
        customer: 'Ana Ruiz',
        plate: 'ABC123',
        amount_usd: '250.00',
        decline_code: 'card_declined',
        attempt: 2,
        next_attempt_at: null,
        next_renewal_date: '2026-12-10',
      };
      await writeEvent(db, 'Auto-Pay failed', failed, now);
      // @ts-expect-error: the attempt is a number.
      await writeEvent(db, 'Auto-Pay failed', { ...failed, attempt: '2' }, now);
      // @ts-expect-error: another action's payload.
      await writeEvent(db, 'Auto-Pay failed', banned, now);
      // @ts-expect-error: not an action of the checklist.
      await writeEvent(db, 'Subscription created', {}, now);
    };
    expect(typeChecks).toBeTypeOf('function');
  });
});
