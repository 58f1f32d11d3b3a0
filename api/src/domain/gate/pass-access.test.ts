import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPass } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addDays } from '../../contract/calendar-date';
import { prepareQuery } from '../../db/raw-sql';
import { subscriptions } from '../../db/schema';
import {
  type AccessFacts,
  GRACE_DAYS,
  graceFloor,
  HOLDS_SPACE_SQL,
  holdsSpace,
  paidDaysEndAt,
  passAccess,
} from './pass-access';

const TZ = 'America/Los_Angeles';
// R = 2026-03-10; 23:45 that day in Los Angeles (PDT) is 06:45 UTC on the 11th.
const R = '2026-03-10';
const at = (iso: string) => Date.parse(iso);

const facts = (over: Partial<AccessFacts> = {}): AccessFacts => ({
  statusKey: 'active',
  vehicleStatus: 'active',
  autopay: false,
  startDate: '2026-02-10',
  nextRenewalDate: R,
  autopayFailedAt: null,
  pausedUntil: null,
  ...over,
});

describe('the access rule', () => {
  it('admits a paid pass until 23:45 on its renewal date, garage time', () => {
    expect(passAccess(facts(), at('2026-03-11T06:44:59Z'), TZ)).toMatchObject({
      state: 'active',
      mayEnter: true,
      validUntil: at('2026-03-11T06:45:00Z'),
    });
    expect(passAccess(facts(), at('2026-03-11T06:45:00Z'), TZ)).toMatchObject({
      state: 'expired',
      mayEnter: false,
    });
  });

  it('keeps an autopay pass in grace through the last retry day, then lets it go', () => {
    const autopay = facts({ autopay: true });
    const graceEnd = at('2026-03-18T06:45:00Z');
    expect(passAccess(autopay, at('2026-03-11T00:00:00Z'), TZ)).toMatchObject({
      state: 'active',
      validUntil: graceEnd,
    });
    expect(passAccess(autopay, at('2026-03-12T12:00:00Z'), TZ)).toMatchObject({
      state: 'grace',
      mayEnter: true,
      validUntil: graceEnd,
    });
    expect(passAccess(autopay, graceEnd, TZ)).toMatchObject({ state: 'expired', mayEnter: false });
  });

  it('tells when an active autopay pass turns to grace: the end of its paid days, paused or not', () => {
    const now = at('2026-03-05T12:00:00Z');
    for (const pausedUntil of [null, '2026-04-10', '2026-05-10']) {
      const autopay = facts({ autopay: true, pausedUntil });
      expect(passAccess(autopay, now, TZ).state).toBe('active');
      expect(paidDaysEndAt(autopay, TZ)).toBe(at('2026-03-11T06:45:00Z'));
      expect(paidDaysEndAt(autopay, TZ)).toBe(passAccess({ ...autopay, autopay: false }, now, TZ).validUntil);
      expect(passAccess(autopay, paidDaysEndAt(autopay, TZ) ?? 0, TZ).state).not.toBe('active');
    }
  });

  it('suspends once the retries ran out (autopay off, the failure kept), and a payment restores it', () => {
    const gaveUp = facts({ autopay: false, autopayFailedAt: '2026-03-17T13:00:00Z' });
    expect(passAccess(gaveUp, at('2026-03-17T14:00:00Z'), TZ)).toMatchObject({
      state: 'suspended',
      mayEnter: false,
    });
    const paid = facts({ nextRenewalDate: '2026-04-10', autopayFailedAt: null });
    expect(passAccess(paid, at('2026-03-17T14:00:00Z'), TZ)).toMatchObject({
      state: 'active',
      mayEnter: true,
    });
  });

  it('admits a paused pass through its paid days, denies it through the pause, then grants grace from its last day', () => {
    const paused = facts({ autopay: true, pausedUntil: '2026-04-10' });
    // Paid days end at 23:45 on R, not at the grace's end: a cached feed must not admit the pause.
    expect(passAccess(paused, at('2026-03-11T00:00:00Z'), TZ)).toMatchObject({
      state: 'active',
      validUntil: at('2026-03-11T06:45:00Z'),
    });
    expect(passAccess(paused, at('2026-03-12T12:00:00Z'), TZ)).toMatchObject({
      state: 'paused',
      mayEnter: false,
      validUntil: at('2026-04-11T06:45:00Z'),
    });
    expect(passAccess(paused, at('2026-04-11T06:44:59Z'), TZ).state).toBe('paused');
    // The resume charge has not moved R on (failing or late): the usual grace, counted from the pause's end.
    expect(passAccess(paused, at('2026-04-12T12:00:00Z'), TZ)).toMatchObject({
      state: 'grace',
      mayEnter: true,
    });
    // Charged on resume: R is past the pause and the pass is simply active.
    const resumed = facts({ autopay: true, pausedUntil: '2026-04-10', nextRenewalDate: '2026-05-10' });
    expect(passAccess(resumed, at('2026-04-12T12:00:00Z'), TZ).state).toBe('active');
  });

  it('denies ended passes and banned vehicles whatever their dates', () => {
    const now = at('2026-03-01T12:00:00Z');
    for (const statusKey of ['canceled', 'refunded', 'banned', 'inactive', 'none'] as const) {
      expect(passAccess(facts({ statusKey }), now, TZ).mayEnter).toBe(false);
    }
    expect(passAccess(facts({ vehicleStatus: 'banned' }), now, TZ).state).toBe('banned');
  });
});

describe('the space a pass holds, in TypeScript and in SQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  it('agrees for every status, autopay and renewal date around the grace window', async () => {
    const today = '2026-03-20';
    const cases: {
      id: number;
      pass: {
        statusKey: string;
        nextRenewalDate: string | null;
        autopay: boolean;
        pausedUntil: string | null;
      };
    }[] = [];
    for (const statusKey of ['active', 'canceled', 'inactive', 'refunded'] as const)
      for (const autopay of [false, true])
        for (const offset of [null, -GRACE_DAYS - 1, -GRACE_DAYS, -1, 0, 1])
          for (const pauseOffset of [null, -GRACE_DAYS - 1, 0, 20]) {
            const nextRenewalDate = offset === null ? null : addDays(today, offset);
            const pausedUntil = pauseOffset === null ? null : addDays(today, pauseOffset);
            const row = await insertPass(t.db, { statusKey, nextRenewalDate });
            await t.db
              .update(subscriptions)
              .set({ autopay, pausedUntil })
              .where(eq(subscriptions.id, row.id));
            cases.push({ id: row.id, pass: { statusKey, nextRenewalDate, autopay, pausedUntil } });
          }
    const holding = prepareQuery(
      t.db,
      () => t.db.select({ id: subscriptions.id }).from(subscriptions).where(sql`${HOLDS_SPACE_SQL}`),
      'holds_space_check',
    );
    const bySql = new Set(
      (await holding.execute({ today, graceFloor: graceFloor(today) })).map((row) => row.id),
    );
    for (const { id, pass } of cases) expect([id, bySql.has(id)]).toEqual([id, holdsSpace(pass, today)]);
    // Both kinds of answer occur, so the comparison means something.
    expect(cases.filter(({ pass }) => holdsSpace(pass, today)).length).toBeGreaterThan(3);
    expect(cases.filter(({ pass }) => !holdsSpace(pass, today)).length).toBeGreaterThan(3);
  });
});
