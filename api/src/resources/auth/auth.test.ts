import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionOf, setCookieLine, signInThroughApi, totpCode } from '../../../test/staff-sign-in';
import {
  createTestApp,
  staffCookie,
  TEST_PASSWORDS,
  TEST_TOTP_SECRET,
  type TestApp,
} from '../../../test/test-app';
import { STAFF_SESSION_COOKIE } from '../../contract/staff-accounts';
import { staffUsers } from '../../db/schema';
import { hashPassword } from '../../lib/password-hash';

let t: TestApp;
afterEach(() => t?.cleanup());

const login = (username: string, password: string, cookie = '') =>
  t.call('POST', '/api/auth/login', { body: { username, password }, cookie });
const me = (session: string) => t.call('GET', '/api/auth/me', { cookie: staffCookie(session) });
const inventory = (session: string) =>
  t.call('GET', '/api/locations/1/inventory', { cookie: staffCookie(session) });
const STRONG = 'correct horse battery staple garage';

describe('signing in', () => {
  it('gives an ambassador without a second factor a session cookie, never a token in the body', async () => {
    t = await createTestApp();
    const res = await login('ambassador', TEST_PASSWORDS.ambassador);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ status: 'signed_in', me: { username: 'ambassador', role: 'ambassador' } });
    expect(JSON.stringify(body)).not.toMatch(/token/i);
    const line = setCookieLine(res, STAFF_SESSION_COOKIE) ?? '';
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Strict/);
    expect(line).toMatch(/Path=\/api/);
    const session = sessionOf(res) ?? '';
    expect((await me(session)).status).toBe(200);
    expect((await inventory(session)).status).toBe(403);
  });

  it('asks the admin for a code after the right password, then signs in with it', async () => {
    t = await createTestApp();
    const res = await login('admin', TEST_PASSWORDS.admin);
    const answer = (await res.json()) as { status: string; challenge: string };
    expect(answer.status).toBe('second_factor');
    expect(sessionOf(res)).toBeNull();
    const wrong = await t.call('POST', '/api/auth/login/second-factor', {
      body: { challenge: answer.challenge, code: '000000' },
    });
    expect(wrong.status).toBe(401);
    expect(((await wrong.json()) as { code: string }).code).toBe('second_factor_invalid');
    const right = await t.call('POST', '/api/auth/login/second-factor', {
      body: { challenge: answer.challenge, code: totpCode() },
    });
    expect(right.status).toBe(200);
    expect((await inventory(sessionOf(right) ?? '')).status).toBe(200);
  });

  it('never accepts one code twice', async () => {
    t = await createTestApp();
    const code = totpCode();
    await signInThroughApi(t, { username: 'admin', password: TEST_PASSWORDS.admin, code });
    await expect(
      signInThroughApi(t, { username: 'admin', password: TEST_PASSWORDS.admin, code }),
    ).rejects.toThrow(/answered 401/);
  });

  it('signs in once with each recovery code', async () => {
    t = await createTestApp();
    const first = await signInThroughApi(t, { username: 'admin', password: TEST_PASSWORDS.admin });
    const renewed = await t.call('POST', '/api/auth/recovery-codes', {
      body: { password: TEST_PASSWORDS.admin },
      cookie: staffCookie(first.session),
    });
    const { recovery_codes } = (await renewed.json()) as { recovery_codes: string[] };
    expect(recovery_codes).toHaveLength(10);
    const code = recovery_codes[3] ?? '';
    const withCode = await signInThroughApi(t, { username: 'admin', password: TEST_PASSWORDS.admin, code });
    expect((await me(withCode.session)).status).toBe(200);
    expect(
      ((await (await me(withCode.session)).json()) as { recovery_codes_left: number }).recovery_codes_left,
    ).toBe(9);
    await expect(
      signInThroughApi(t, { username: 'admin', password: TEST_PASSWORDS.admin, code }),
    ).rejects.toThrow(/answered 401/);
  });

  it('skips the code for 30 days on a device the same person trusted, and only for them', async () => {
    t = await createTestApp();
    const trusted = await signInThroughApi(t, {
      username: 'admin',
      password: TEST_PASSWORDS.admin,
      trustDevice: true,
    });
    expect(trusted.trustedDevice).toBeTruthy();
    const again = await login('admin', TEST_PASSWORDS.admin, `garage_staff_device=${trusted.trustedDevice}`);
    expect(((await again.json()) as { status: string }).status).toBe('signed_in');
    // The manager's password on the admin's trusted device still asks the manager for a code.
    const other = await login(
      'manager',
      TEST_PASSWORDS.manager,
      `garage_staff_device=${trusted.trustedDevice}`,
    );
    expect(((await other.json()) as { status: string }).status).toBe('second_factor');
  });

  it('keeps a session when the sandbox clock moves a month', async () => {
    t = await createTestApp();
    const advanced = await t.call('POST', '/api/sandbox/advance-clock', { body: { hours: 24 * 31 } });
    expect(advanced.status).toBe(200);
    expect((await inventory(t.tokens.admin)).status).toBe(200);
  });
});

describe('first sign-in of a seeded account', () => {
  it('allows only the set-up until a new password and (for an admin) a second factor are in place', async () => {
    t = await createTestApp();
    await t.db
      .update(staffUsers)
      .set({ mustChangePassword: true, totpSecret: null, totpEnabledAt: null })
      .where(eq(staffUsers.username, 'admin'));
    const res = await login('admin', TEST_PASSWORDS.admin);
    const body = (await res.json()) as { status: string; me: { setup_required: string[] } };
    expect(body.me.setup_required).toEqual(['password', 'second_factor']);
    const session = sessionOf(res) ?? '';
    const blocked = await inventory(session);
    expect(blocked.status).toBe(403);
    expect(((await blocked.json()) as { code: string }).code).toBe('setup_required');

    const common = await t.call('POST', '/api/auth/password', {
      body: { current_password: TEST_PASSWORDS.admin, new_password: 'password1234' },
      cookie: staffCookie(session),
    });
    expect(common.status).toBe(422);
    expect(((await common.json()) as { code: string }).code).toBe('password_too_common');
    const short = await t.call('POST', '/api/auth/password', {
      body: { current_password: TEST_PASSWORDS.admin, new_password: 'Xq7!zL' },
      cookie: staffCookie(session),
    });
    expect(((await short.json()) as { code: string }).code).toBe('password_too_short');
    const changed = await t.call('POST', '/api/auth/password', {
      body: { current_password: TEST_PASSWORDS.admin, new_password: STRONG },
      cookie: staffCookie(session),
    });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { setup_required: string[] }).setup_required).toEqual([
      'second_factor',
    ]);

    const started = await t.call('POST', '/api/auth/totp', { cookie: staffCookie(session) });
    const { secret, qr_svg, uri } = (await started.json()) as { secret: string; qr_svg: string; uri: string };
    expect(qr_svg).toMatch(/^<svg/);
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    const confirmed = await t.call('POST', '/api/auth/totp/confirm', {
      body: { code: totpCode(secret) },
      cookie: staffCookie(session),
    });
    expect(confirmed.status).toBe(200);
    expect(((await confirmed.json()) as { recovery_codes: string[] }).recovery_codes).toHaveLength(10);
    expect((await inventory(session)).status).toBe(200);
    expect(secret).not.toBe(TEST_TOTP_SECRET);
  });
});

describe('own sessions and password', () => {
  it('a password change ends the other sessions and keeps this one', async () => {
    t = await createTestApp();
    const other = await signInThroughApi(t, { username: 'ambassador', password: TEST_PASSWORDS.ambassador });
    const changed = await t.call('POST', '/api/auth/password', {
      body: { current_password: TEST_PASSWORDS.ambassador, new_password: STRONG },
      cookie: staffCookie(t.tokens.ambassador),
    });
    expect(changed.status).toBe(200);
    expect((await me(other.session)).status).toBe(401);
    expect((await me(t.tokens.ambassador)).status).toBe(200);
    expect((await login('ambassador', TEST_PASSWORDS.ambassador)).status).toBe(401);
  });

  it('refuses a wrong current password', async () => {
    t = await createTestApp();
    const res = await t.call('POST', '/api/auth/password', {
      body: { current_password: 'not it', new_password: STRONG },
      cookie: staffCookie(t.tokens.ambassador),
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe('wrong_password');
  });

  it('lists the own sessions and ends another one; sign-out ends this one', async () => {
    t = await createTestApp();
    const second = await signInThroughApi(t, { username: 'ambassador', password: TEST_PASSWORDS.ambassador });
    const listed = (await (
      await t.call('GET', '/api/auth/sessions', { cookie: staffCookie(t.tokens.ambassador) })
    ).json()) as { id: number; current: boolean }[];
    expect(listed).toHaveLength(2);
    const other = listed.find((row) => !row.current);
    const ended = await t.call('DELETE', `/api/auth/sessions/${other?.id}`, {
      cookie: staffCookie(t.tokens.ambassador),
    });
    expect(ended.status).toBe(204);
    expect((await me(second.session)).status).toBe(401);
    // Another person's session id is not found for this one.
    const admins = await t.call('GET', '/api/auth/sessions', { cookie: staffCookie(t.tokens.admin) });
    const adminSession = ((await admins.json()) as { id: number }[])[0];
    expect(
      (
        await t.call('DELETE', `/api/auth/sessions/${adminSession?.id}`, {
          cookie: staffCookie(t.tokens.ambassador),
        })
      ).status,
    ).toBe(404);
    const out = await t.call('POST', '/api/auth/logout', { cookie: staffCookie(t.tokens.ambassador) });
    expect(out.status).toBe(204);
    expect((await me(t.tokens.ambassador)).status).toBe(401);
    expect((await me(t.tokens.admin)).status).toBe(200);
  });

  it('lets an ambassador drop the second factor, never an admin', async () => {
    t = await createTestApp();
    const admin = await t.call('POST', '/api/auth/totp/remove', {
      body: { password: TEST_PASSWORDS.admin },
      cookie: staffCookie(t.tokens.admin),
    });
    expect(admin.status).toBe(409);
    expect(((await admin.json()) as { code: string }).code).toBe('second_factor_required');
  });
});

describe('a person who never finished the invite', () => {
  it('cannot sign in with an empty password', async () => {
    t = await createTestApp();
    await t.db
      .insert(staffUsers)
      .values({ username: 'newbie', role: 'ambassador', passwordHash: '', status: 'invited' });
    expect((await login('newbie', 'anything at all here')).status).toBe(401);
  });

  it('a disabled person with the right password is refused like a wrong one', async () => {
    t = await createTestApp();
    await t.db.insert(staffUsers).values({
      username: 'gone',
      role: 'ambassador',
      passwordHash: await hashPassword(STRONG),
      status: 'disabled',
    });
    const res = await login('gone', STRONG);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { code: string }).code).toBe('invalid_credentials');
  });
});
