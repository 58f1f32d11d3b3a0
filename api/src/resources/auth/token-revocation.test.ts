import { sign } from 'hono/jwt';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORDS, type TestApp } from '../../../test/test-app';
import { changeStaffPassword } from './auth.service';

let t: TestApp;
afterEach(() => t?.cleanup());

const inventory = (token: string) => t.as(token).api.locations[':id'].inventory.$get({ param: { id: '1' } });
const login = async (password: string = TEST_PASSWORDS.admin) => {
  const res = await t.client.api.auth.login.$post({ json: { username: 'admin', password } });
  return {
    status: res.status,
    token: res.status === 200 ? ((await res.json()) as { token: string }).token : '',
  };
};
const forge = (claims: Record<string, unknown>) =>
  sign({ exp: Math.floor(Date.now() / 1000) + 3600, ...claims }, t.config.jwtSecret, 'HS256');

describe('staff tokens are checked against the live user', () => {
  it('rejects a correctly signed token for a user that does not exist', async () => {
    t = await createTestApp();
    const res = await inventory(await forge({ sub: 'ghost', role: 'admin', ver: 0 }));
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'session_expired' });
  });

  it('rejects a token whose role or version no longer matches the user', async () => {
    t = await createTestApp();
    expect((await inventory(await forge({ sub: 'ambassador', role: 'admin', ver: 0 }))).status).toBe(401);
    expect((await inventory(await forge({ sub: 'admin', role: 'admin', ver: 7 }))).status).toBe(401);
    expect((await inventory(await forge({ sub: 'admin', role: 'admin' }))).status).toBe(401);
  });

  it('logout revokes every token of that user, and only of that user', async () => {
    t = await createTestApp();
    const first = await login();
    const second = await login();
    expect((await inventory(first.token)).status).toBe(200);

    const logout = await t.as(first.token).api.auth.logout.$post();
    expect(logout.status).toBe(204);
    expect((await inventory(first.token)).status).toBe(401);
    expect((await inventory(second.token)).status).toBe(401);
    expect((await t.as(first.token).api.auth.logout.$post()).status).toBe(401);
    expect((await inventory(t.tokens.ambassador)).status).toBe(403);

    const again = await login();
    expect((await inventory(again.token)).status).toBe(200);
  });

  it('a password change revokes the tokens issued before it', async () => {
    t = await createTestApp();
    const before = await login();
    await changeStaffPassword(t.db, 'admin', 'a-brand-new-password');
    expect((await inventory(before.token)).status).toBe(401);
    expect((await login()).status).toBe(401);
    const after = await login('a-brand-new-password');
    expect((await inventory(after.token)).status).toBe(200);
  });
});
