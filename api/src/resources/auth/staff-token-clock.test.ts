import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORDS, type TestApp } from '../../../test/test-app';

// Staff tokens live on the real clock; the sandbox's test clock moves customers' passes, not staff
// sessions (docs/decisions/staff-token-clock.md).

let t: TestApp;
afterEach(() => t?.cleanup());

const login = async () => {
  const res = await t.client.api.auth.login.$post({
    json: { username: 'admin', password: TEST_PASSWORDS.admin },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
};
const inventory = (token: string) => t.as(token).api.locations[':id'].inventory.$get({ param: { id: '1' } });
const advance = (hours: number) => t.client.api.sandbox['advance-clock'].$post({ json: { hours } });

describe('staff sessions and the sandbox test clock', () => {
  it('advance-clock {hours: 25} does not sign staff out', async () => {
    t = await createTestApp();
    const token = await login();
    expect((await advance(25)).status).toBe(200);
    expect((await inventory(token)).status).toBe(200);
  });

  it('a staff member who logs in after advance-clock gets a token that works', async () => {
    t = await createTestApp();
    expect((await advance(25)).status).toBe(200);
    const token = await login();
    expect((await inventory(token)).status).toBe(200);
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      iat: number;
      exp: number;
    };
    // Issued now on the real clock, for the usual 12 hours.
    expect(Math.abs(payload.iat - Date.now() / 1000)).toBeLessThan(60);
    expect(payload.exp - payload.iat).toBe(12 * 3600);
  });
});
