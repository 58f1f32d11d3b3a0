import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { signInThroughApi, totpCode } from '../../../test/staff-sign-in';
import { createTestApp, staffCookie, TEST_PASSWORDS, type TestApp } from '../../../test/test-app';
import { staffUsers } from '../../db/schema';

// Issue 33: the staff session in an httpOnly cookie, and what an attacker tries against it.

let t: TestApp;
afterEach(() => t?.cleanup());

const cardsBulk = (session: string, headers: Record<string, string> = {}) =>
  t.call('POST', '/api/cards/bulk', {
    body: { location_id: 1, cards: [String(Math.floor(Math.random() * 1e9))] },
    cookie: staffCookie(session),
    headers,
  });

describe('a page of another site holding the staff cookie', () => {
  it('cannot make a change: a cross-site fetch or form is refused before anything runs', async () => {
    t = await createTestApp();
    for (const headers of <Record<string, string>[]>[
      { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
      { 'Sec-Fetch-Site': 'same-site', Origin: 'https://other.garage.example' },
      // A browser that sends no Sec-Fetch-Site still names the page's origin.
      { Origin: 'https://evil.example', Host: 'garage.example' },
      { Origin: 'null', Host: 'garage.example' },
    ]) {
      const res = await cardsBulk(t.tokens.admin, headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(((await res.json()) as { code: string }).code).toBe('cross_site_request');
    }
    const counts = await t.call('GET', '/api/cards/counts', { cookie: staffCookie(t.tokens.admin) });
    expect(((await counts.json()) as { unassigned: number }).unassigned).toBe(0);
  });

  it("lets the garage's own pages through (same origin, or the shell's forward naming the host)", async () => {
    t = await createTestApp();
    expect((await cardsBulk(t.tokens.admin, { 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
    expect(
      (
        await cardsBulk(t.tokens.admin, {
          Origin: 'https://garage.example',
          'X-Forwarded-Host': 'garage.example',
        })
      ).status,
    ).toBe(200);
  });
});

describe('a disabled person', () => {
  it('finds their open session refused on the next call', async () => {
    t = await createTestApp();
    const invited = await t.call('POST', '/api/staff-users', {
      body: { username: 'sam', email: 'sam@garage.example', role: 'ambassador', language: 'en' },
      cookie: staffCookie(t.tokens.admin),
    });
    expect(invited.status).toBe(201);
    const sam = (await invited.json()) as { id: number };
    await t.db.update(staffUsers).set({ status: 'active' }).where(eq(staffUsers.id, sam.id));
    const { createStaffSession } = await import('../../domain/staff/staff-sessions');
    const session = await createStaffSession(t.db, sam.id, { address: 'test', userAgent: null });
    expect((await t.call('GET', '/api/auth/me', { cookie: staffCookie(session) })).status).toBe(200);
    const disabled = await t.call('POST', `/api/staff-users/${sam.id}/disable`, {
      cookie: staffCookie(t.tokens.admin),
    });
    expect(disabled.status).toBe(200);
    const after = await t.call('GET', '/api/clients/search?q=abc', { cookie: staffCookie(session) });
    expect(after.status).toBe(401);
    expect((await t.call('GET', '/api/auth/me', { cookie: staffCookie(session) })).status).toBe(401);
  });
});

describe('guessing second-factor codes', () => {
  it('ends a challenge after 5 tries and locks the person after 5 wrong codes in a row, from any client', async () => {
    t = await createTestApp();
    const challengeFor = async () => {
      const res = await t.call('POST', '/api/auth/login', {
        body: { username: 'admin', password: TEST_PASSWORDS.admin },
      });
      return ((await res.json()) as { challenge: string }).challenge;
    };
    const guess = (challenge: string, code: string, ip: string) =>
      t.call('POST', '/api/auth/login/second-factor', {
        body: { challenge, code },
        headers: { 'X-Forwarded-For': ip },
      });
    const challenge = await challengeFor();
    const answers: number[] = [];
    for (let i = 0; i < 4; i++)
      answers.push((await guess(challenge, String(100000 + i), `203.0.113.${i}`)).status);
    expect(answers).toEqual([401, 401, 401, 401]);
    // The fifth wrong code locks the factor step for this person, whoever sends the next one.
    const fifth = await guess(challenge, '100009', '203.0.113.9');
    expect(fifth.status).toBe(429);
    expect(((await fifth.json()) as { code: string }).code).toBe('second_factor_locked');
    expect(Number(fifth.headers.get('Retry-After'))).toBeGreaterThan(60);
    // Even the right code, on a fresh challenge from another address, waits out the lock.
    const fresh = await challengeFor();
    const right = await guess(fresh, totpCode(), '198.51.100.1');
    expect(right.status).toBe(429);
  });

  it('throttles one client guessing across challenges', async () => {
    t = await createTestApp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await t.call('POST', '/api/auth/login/second-factor', {
        body: { challenge: `made-up-${i}`, code: '123456' },
        headers: { 'X-Forwarded-For': '192.0.2.77' },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('never signs in with a code already used, even within its 30 seconds', async () => {
    t = await createTestApp();
    const code = totpCode();
    await signInThroughApi(t, { username: 'admin', password: TEST_PASSWORDS.admin, code });
    await expect(
      signInThroughApi(t, { username: 'admin', password: TEST_PASSWORDS.admin, code }),
    ).rejects.toThrow(/factor step answered 401/);
  });
});

describe('the answers carry no secret', () => {
  it('no sign-in, invite or staff list answer holds a password hash, a token or a TOTP secret', async () => {
    t = await createTestApp();
    const bodies = [
      await (
        await t.call('POST', '/api/auth/login', {
          body: { username: 'ambassador', password: TEST_PASSWORDS.ambassador },
        })
      ).text(),
      await (await t.call('GET', '/api/staff-users', { cookie: staffCookie(t.tokens.admin) })).text(),
      await (await t.call('GET', '/api/auth/me', { cookie: staffCookie(t.tokens.admin) })).text(),
      await (
        await t.call('POST', '/api/staff-users', {
          body: { username: 'lee', email: 'lee@garage.example', role: 'ambassador' },
          cookie: staffCookie(t.tokens.admin),
        })
      ).text(),
    ];
    for (const body of bodies) expect(body).not.toMatch(/scrypt\$|password_hash|totp_secret|token/i);
  });
});
