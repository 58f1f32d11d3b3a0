import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { portalPass } from '../../test/autopay-fixtures';
import { signIn } from '../../test/portal-session-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

// An honest customer clicking through the portal must not be throttled after a few minutes, as they
// were when every page repeated the stranger's lookup. A signed-in session spends its own, generous allowance;
// a stranger at the same address still gets the small one.

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-23T18:00:00Z') });
});
afterEach(() => t.cleanup());

const STRANGER_READS = 30;
const from = { 'X-Forwarded-For': '198.51.100.7' };

describe('portal reads: a session has its own allowance', () => {
  it('lets a signed-in customer read far past the stranger limit while a stranger at the same address is stopped', async () => {
    const pass = await portalPass(t, { nextRenewalDate: '2026-12-10' });
    const query = `email=${encodeURIComponent(pass.email)}&plate=${pass.plate}`;
    const cookie = await signIn(t, pass);

    for (let i = 0; i < STRANGER_READS + 20; i++) {
      const res = await t.call('GET', `/api/payments-public/subscription?${query}`, {
        cookie,
        headers: from,
      });
      expect(res.status).toBe(200);
    }

    const answers: number[] = [];
    for (let i = 0; i < STRANGER_READS + 1; i++) {
      const res = await t.call('GET', `/api/payments-public/subscription?${query}`, {
        cookie: '',
        headers: from,
      });
      answers.push(res.status);
    }
    // A stranger is asked to sign in (it names no pass it may read), and stopped all the same.
    expect(answers.slice(0, STRANGER_READS).every((status) => status === 401)).toBe(true);
    expect(answers.at(-1)).toBe(429);
  });
});
