import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, TEST_PASSWORDS, type TestApp } from '../../../test/test-app';

// Issue 30, row 8: a stranger guessing a staff password from many addresses. The per-client limits
// let each fresh IPv6 /64 have its own tries, so 40 addresses had 40 passwords checked. The
// per-username pace holds across clients: after a few failures, one check per growing pause.

// Counts the slow password checks the app really runs.
const checks = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../lib/password-hash', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../lib/password-hash')>();
  return {
    ...original,
    verifyPassword: (password: string, stored: string) => {
      checks.count += 1;
      return original.verifyPassword(password, stored);
    },
  };
});

let t: TestApp;
let now: Date;
afterEach(() => t?.cleanup());

const START = new Date('2026-11-28T12:00:00Z');
const later = (ms: number) => {
  now = new Date(now.getTime() + ms);
};
/** A client of its own: every i is another IPv6 /64. */
const address = (i: number) => `2001:db8:${(i + 1).toString(16)}:${i.toString(16)}::1`;
const loginFrom = (client: string, username: string, password: string) =>
  t.client.api.auth.login.$post({ json: { username, password } }, { headers: { 'x-forwarded-for': client } });

type Answer = { status: number; retryAfter: string | null; body: unknown };
async function answer(res: Response): Promise<Answer> {
  return { status: res.status, retryAfter: res.headers.get('Retry-After'), body: await res.json() };
}

/** 40 wrong passwords for one username, each from another /64, as a botnet sends them. */
async function guessFromFortyAddresses(username: string): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let i = 0; i < 40; i++)
    answers.push(await answer(await loginFrom(address(i), username, `guess-${i}`)));
  return answers;
}

// Dozens of real scrypt checks per test; a loaded machine needs more than the default 20 s.
describe('guessing a staff password from many addresses', { timeout: 120_000 }, () => {
  it('refuses most of 40 guesses from 40 /64s without checking them', async () => {
    now = START;
    t = await createTestApp({ now: () => now });
    checks.count = 0;
    const answers = await guessFromFortyAddresses('admin');
    const refused = answers.filter((a) => a.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(25);
    expect(checks.count).toBeLessThanOrEqual(40 - refused.length);
    expect(checks.count).toBeLessThanOrEqual(12);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(0);
    for (const a of refused) {
      expect(a.body).toMatchObject({ code: 'too_many_attempts' });
      expect(Number(a.retryAfter)).toBeGreaterThan(0);
    }
  });

  it('answers an unknown username exactly as a real one, with as few checks', async () => {
    now = START;
    t = await createTestApp({ now: () => now });
    checks.count = 0;
    const real = await guessFromFortyAddresses('admin');
    const realChecks = checks.count;
    await t.cleanup();
    now = START;
    t = await createTestApp({ now: () => now });
    checks.count = 0;
    const unknown = await guessFromFortyAddresses('no-such-staff');
    expect(unknown).toEqual(real);
    expect(checks.count).toBe(realChecks);
  });

  it('pauses longer after each further failure, never more than 5 minutes', async () => {
    now = START;
    t = await createTestApp({ now: () => now });
    await guessFromFortyAddresses('admin');
    const pauses: number[] = [];
    for (let i = 0; i < 12; i++) {
      // Each guess waits out the pause the last refusal named, then fails once more.
      const refused = await answer(await loginFrom(address(100 + i), 'admin', 'wrong'));
      expect(refused.status).toBe(429);
      pauses.push(Number(refused.retryAfter));
      later(Number(refused.retryAfter) * 1000);
      expect((await loginFrom(address(200 + i), 'admin', `wrong-${i}`)).status).toBe(401);
    }
    for (let i = 1; i < pauses.length; i++) expect(pauses[i]).toBeGreaterThanOrEqual(pauses[i - 1]!);
    expect(pauses[1]).toBeGreaterThan(pauses[0]!);
    expect(Math.max(...pauses)).toBe(300);
  });

  it('holds the real staff member back during an attack for at most the pause, then lets them in', async () => {
    now = START;
    t = await createTestApp({ now: () => now });
    await guessFromFortyAddresses('admin');
    // The trade-off: a device that never failed is paced too (its password is not checked while
    // paused), so a stranger can delay staff sign-in, but only by the pause, never for good.
    const paused = await loginFrom('198.51.100.7', 'admin', TEST_PASSWORDS.admin);
    expect(paused.status).toBe(429);
    const wait = Number(paused.headers.get('Retry-After'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(300);
    later(wait * 1000);
    expect((await loginFrom('198.51.100.7', 'admin', TEST_PASSWORDS.admin)).status).toBe(200);
  });
});
