import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, TEST_PASSWORDS, type TestApp } from '../../../test/test-app';
import { FREE_FAILURES } from './account-pace';

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
afterEach(() => t?.cleanup());

const loginFrom = (ip: string, username: string, password: string) =>
  t.client.api.auth.login.$post({ json: { username, password } }, { headers: { 'x-forwarded-for': ip } });

// Each test runs dozens of real scrypt checks; a loaded machine needs more than the default 20 s.
describe('login lockout under attack', { timeout: 120_000 }, () => {
  it('checks at most 5 of 200 parallel guesses, and the right password sent among them is not accepted', async () => {
    t = await createTestApp();
    checks.count = 0;
    const guesses = Array.from({ length: 200 }, (_, i) => loginFrom('10.0.0.66', 'admin', `wrong-${i}`));
    const responses = await Promise.all([...guesses, loginFrom('10.0.0.66', 'admin', TEST_PASSWORDS.admin)]);
    const right = responses.at(-1)!;
    expect(right.status).toBe(429);
    expect(await right.json()).not.toHaveProperty('token');
    expect(responses.filter((res) => res.status === 200)).toHaveLength(0);
    expect(responses.filter((res) => (res.status as number) === 401).length).toBeLessThanOrEqual(5);
    expect(checks.count).toBeLessThanOrEqual(5);
  });

  it('does not let an attacker at another address lock the real user out', async () => {
    t = await createTestApp();
    for (let i = 0; i < 12; i++) await loginFrom('203.0.113.9', 'admin', `wrong-${i}`);
    expect((await loginFrom('203.0.113.9', 'admin', TEST_PASSWORDS.admin)).status).toBe(429);
    expect((await loginFrom('198.51.100.7', 'admin', TEST_PASSWORDS.admin)).status).toBe(200);
  });

  it('checks only the free failures and one more of 100 parallel guesses from 100 addresses', async () => {
    t = await createTestApp();
    checks.count = 0;
    // The username's count is taken before the slow check, as the pair's is: a burst cannot slip by.
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => loginFrom(`192.0.2.${i}`, 'admin', `wrong-${i}`)),
    );
    expect(checks.count).toBe(FREE_FAILURES + 1);
    expect(responses.filter((res) => (res.status as number) === 429)).toHaveLength(100 - FREE_FAILURES - 1);
  });

  it('throttles one address across usernames, unknown ones included', async () => {
    t = await createTestApp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await loginFrom('203.0.113.50', `ghost-${i}`, 'x')).status);
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await loginFrom('203.0.113.51', 'admin', TEST_PASSWORDS.admin)).status).toBe(200);
  });
});
