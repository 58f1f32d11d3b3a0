import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertPass } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { checkLinkToken, consumeLinkToken, issueLinkToken } from './link-tokens';

const SECRET = 'a-test-secret-that-is-long-enough-for-hmac';
const DAY = 24 * 60 * 60_000;

describe('link tokens', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.cleanup());

  const pass = async () => insertPass(t.db, { nextRenewalDate: '2026-12-20' });

  it('gives back the live link instead of minting a second one, and a new one once it is used', async () => {
    const subscriptionId = (await pass()).id;
    const now = new Date('2026-11-23T10:00:00Z');
    const first = await issueLinkToken(t.db, SECRET, {
      purpose: 'card_update',
      subscriptionId,
      ttlMs: DAY,
      now,
    });
    const again = await issueLinkToken(t.db, SECRET, {
      purpose: 'card_update',
      subscriptionId,
      ttlMs: DAY,
      now,
    });
    expect(first.reused).toBe(false);
    expect(again).toMatchObject({ reused: true, token: first.token });
    expect(await consumeLinkToken(t.db, first.id, now)).toBe(true);
    expect(await consumeLinkToken(t.db, first.id, now)).toBe(false);
    expect(await checkLinkToken(t.db, SECRET, first.token, ['card_update'], now)).toEqual({
      ok: false,
      reason: 'used',
    });
    expect(
      (await issueLinkToken(t.db, SECRET, { purpose: 'card_update', subscriptionId, ttlMs: DAY, now }))
        .reused,
    ).toBe(false);
  });

  it('refuses an expired link, another purpose, and tokens made up or signed with another secret', async () => {
    const subscriptionId = (await pass()).id;
    const now = new Date('2026-11-23T10:00:00Z');
    const link = await issueLinkToken(t.db, SECRET, {
      purpose: 'enable_autopay',
      subscriptionId,
      ttlMs: DAY,
      now,
    });
    expect((await checkLinkToken(t.db, SECRET, link.token, ['enable_autopay'], now)).ok).toBe(true);
    expect(await checkLinkToken(t.db, SECRET, link.token, ['card_update'], now)).toEqual({
      ok: false,
      reason: 'not_found',
    });
    const later = new Date(now.getTime() + DAY);
    expect(await checkLinkToken(t.db, SECRET, link.token, ['enable_autopay'], later)).toEqual({
      ok: false,
      reason: 'expired',
    });
    const other = await issueLinkToken(t.db, 'another-secret-of-enough-length-here', {
      purpose: 'enable_autopay',
      subscriptionId,
      ttlMs: DAY,
      now,
      reuse: false,
    });
    expect((await checkLinkToken(t.db, SECRET, other.token, ['enable_autopay'], now)).ok).toBe(false);
    for (const forged of ['', 'x', '1.abc', `${link.token}x`, link.token.replace(/^[^.]+/, 'zz')]) {
      expect((await checkLinkToken(t.db, SECRET, forged, ['enable_autopay'], now)).ok).toBe(false);
    }
  });
});
