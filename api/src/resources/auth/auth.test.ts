import { sign, verify } from 'hono/jwt';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORDS, type TestApp } from '../../../test/test-app';
import { signStaffToken } from '../../lib/staff-token';

let t: TestApp;
afterEach(() => t?.cleanup());

const login = (username: string, password: string) =>
  t.client.api.auth.login.$post({ json: { username, password } });

describe('POST /api/auth/login', () => {
  it.each(['admin', 'ambassador'] as const)(
    'logs %s in with a 12 h HS256 token carrying the role',
    async (role) => {
      t = await createTestApp();
      const res = await login(role, TEST_PASSWORDS[role]);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { token: string; role: string };
      expect(body.role).toBe(role);
      const header = JSON.parse(Buffer.from(body.token.split('.')[0]!, 'base64url').toString());
      expect(header.alg).toBe('HS256');
      const claims = await verify(body.token, t.config.jwtSecret, 'HS256');
      expect(claims.role).toBe(role);
      expect(claims.exp! - Date.now() / 1000).toBeGreaterThan(12 * 3600 - 60);
      expect(claims.exp! - Date.now() / 1000).toBeLessThanOrEqual(12 * 3600);

      // The issued token opens a staff-only route.
      const inventory = await t.as(body.token).api.locations[':id'].inventory.$get({ param: { id: '1' } });
      expect(inventory.status).toBe(role === 'admin' ? 200 : 403);
    },
  );

  it('rejects a wrong password and an unknown user with the same message', async () => {
    t = await createTestApp();
    const wrong = await login('admin', 'nope');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({
      error: 'Invalid username or password',
      code: 'invalid_credentials',
    });
    const unknown = await login('ghost', 'nope');
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual({
      error: 'Invalid username or password',
      code: 'invalid_credentials',
    });
  });

  it('accepts the username in any case and with surrounding spaces', async () => {
    t = await createTestApp();
    expect((await login('  Admin ', TEST_PASSWORDS.admin)).status).toBe(200);
  });

  it('validates the body with messages naming the field', async () => {
    t = await createTestApp();
    const noUser = await t.call('POST', '/api/auth/login', { body: { password: 'x' } });
    expect(noUser.status).toBe(400);
    expect(await noUser.json()).toEqual({
      error: 'Username is required',
      code: 'invalid_input',
      field: 'username',
      rule: 'username_required',
    });
    const noPassword = await login('admin', '');
    expect(await noPassword.json()).toEqual({
      error: 'Password is required',
      code: 'invalid_input',
      field: 'password',
      rule: 'password_required',
    });
  });

  it('locks the username for 15 minutes after 5 consecutive failures', async () => {
    let now = new Date('2025-06-01T12:00:00Z');
    t = await createTestApp({ now: () => now });

    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await login('admin', 'wrong')).status).toBe(401);
    }
    const fifth = await login('admin', 'wrong');
    expect(fifth.status).toBe(429);
    expect(await fifth.json()).toEqual({
      error: 'Too many failed attempts. Try again in 15 minutes.',
      code: 'too_many_attempts',
      retry_after: '900',
    });
    expect(fifth.headers.get('Retry-After')).toBe('900');

    // Even the right password is refused while locked; the other account is unaffected.
    now = new Date('2025-06-01T12:10:30Z');
    const locked = await login('admin', TEST_PASSWORDS.admin);
    expect(locked.status).toBe(429);
    expect(await locked.json()).toEqual({
      error: 'Too many failed attempts. Try again in 5 minutes.',
      code: 'too_many_attempts',
      retry_after: '270',
    });
    expect((await login('ambassador', TEST_PASSWORDS.ambassador)).status).toBe(200);

    now = new Date('2025-06-01T12:15:01Z');
    expect((await login('admin', TEST_PASSWORDS.admin)).status).toBe(200);
  });

  it('resets the failure count after a successful login', async () => {
    t = await createTestApp();
    for (let attempt = 1; attempt <= 4; attempt++) await login('admin', 'wrong');
    expect((await login('admin', TEST_PASSWORDS.admin)).status).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await login('admin', 'wrong')).status).toBe(401);
    }
  });
});

describe('bearer token verification', () => {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const inventory = (token: string) =>
    t.as(token).api.locations[':id'].inventory.$get({ param: { id: '1' } });

  it('rejects a missing token with 401', async () => {
    t = await createTestApp();
    const res = await t.client.api.locations[':id'].inventory.$get({ param: { id: '1' } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Please log in to continue', code: 'unauthenticated' });
  });

  it('rejects an expired token', async () => {
    t = await createTestApp();
    const token = await signStaffToken(
      { username: 'admin', role: 'admin', version: 0 },
      t.config.jwtSecret,
      new Date(Date.now() - 13 * 3600 * 1000),
    );
    const res = await inventory(token);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'session_expired' });
  });

  it('rejects a tampered payload', async () => {
    t = await createTestApp();
    const [header, , signature] = t.tokens.ambassador.split('.');
    const payload = encode({ sub: 'ambassador', role: 'admin', exp: Math.floor(Date.now() / 1000) + 3600 });
    expect((await inventory(`${header}.${payload}.${signature}`)).status).toBe(401);
  });

  it('rejects alg none', async () => {
    t = await createTestApp();
    const token = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({
      sub: 'admin',
      role: 'admin',
      exp: Math.floor(Date.now() / 1000) + 3600,
    })}.`;
    expect((await inventory(token)).status).toBe(401);
  });

  it('rejects another algorithm even with the right secret, and tokens without exp', async () => {
    t = await createTestApp();
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const hs512 = await sign({ sub: 'admin', role: 'admin', exp }, t.config.jwtSecret, 'HS512');
    expect((await inventory(hs512)).status).toBe(401);
    const noExp = await sign({ sub: 'admin', role: 'admin' }, t.config.jwtSecret, 'HS256');
    expect((await inventory(noExp)).status).toBe(401);
    const foreign = await sign({ sub: 'admin', role: 'admin', exp }, 'another-secret', 'HS256');
    expect((await inventory(foreign)).status).toBe(401);
  });

  it('rejects a token whose role is unknown', async () => {
    t = await createTestApp();
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const token = await sign({ sub: 'x', role: 'root', exp }, t.config.jwtSecret, 'HS256');
    expect((await inventory(token)).status).toBe(401);
  });
});
