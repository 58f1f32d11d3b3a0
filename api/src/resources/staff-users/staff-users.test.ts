import { afterEach, describe, expect, it } from 'vitest';
import { decodeEml, outboxMessages } from '../../../test/checkout-fixtures';
import { signInThroughApi } from '../../../test/staff-sign-in';
import { createTestApp, staffCookie, type TestApp } from '../../../test/test-app';

let t: TestApp;
afterEach(() => t?.cleanup());

const asAdmin = (method: string, path: string, body?: unknown) =>
  t.call(method, path, { body, cookie: staffCookie(t.tokens.admin) });
const GOOD = 'maple river copper window';

/** The token of the last staff link e-mailed to `to`, read as the person reads it. */
function linkTokenTo(to: string): string {
  const mail =
    outboxMessages(t)
      .map(decodeEml)
      .reverse()
      .find((text) => text.includes(`To: ${to}`)) ?? '';
  const token = /set-password#token=([A-Za-z0-9_-]+)/.exec(mail)?.[1];
  if (!token) throw new Error(`no staff link was e-mailed to ${to}`);
  return token;
}

async function invite(username: string, role = 'ambassador', language = 'en') {
  const res = await asAdmin('POST', '/api/staff-users', {
    username,
    email: `${username}@garage.example`,
    role,
    language,
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number; status: string };
}

describe('inviting a person', () => {
  it('e-mails a single-use link; the person chooses a password the policy accepts and signs in as themselves', async () => {
    t = await createTestApp();
    const sam = await invite('sam', 'ambassador', 'es');
    expect(sam.status).toBe('invited');
    const mail = outboxMessages(t).map(decodeEml).at(-1) ?? '';
    expect(mail).toContain('Elegir mi contraseña');
    expect(mail).toContain('sam');
    const token = linkTokenTo('sam@garage.example');

    const info = await t.call('POST', '/api/auth/link', { body: { token } });
    expect(await info.json()).toEqual({ username: 'sam', purpose: 'invite' });
    const common = await t.call('POST', '/api/auth/link/password', {
      body: { token, new_password: 'iloveyou1234' },
    });
    expect(common.status).toBe(422);
    expect(((await common.json()) as { code: string }).code).toBe('password_too_common');
    const set = await t.call('POST', '/api/auth/link/password', { body: { token, new_password: GOOD } });
    expect(set.status).toBe(200);
    // Single use.
    expect(
      (await t.call('POST', '/api/auth/link/password', { body: { token, new_password: GOOD } })).status,
    ).toBe(410);

    const signedIn = await signInThroughApi(t, { username: 'sam', password: GOOD });
    const me = await t.call('GET', '/api/auth/me', { cookie: staffCookie(signedIn.session) });
    expect(await me.json()).toMatchObject({ username: 'sam', role: 'ambassador', setup_required: [] });
    const listed = (await (await asAdmin('GET', '/api/staff-users')).json()) as {
      username: string;
      status: string;
    }[];
    expect(listed.find((row) => row.username === 'sam')?.status).toBe('active');
  });

  it('refuses a taken username or e-mail, and an invite from an ambassador', async () => {
    t = await createTestApp();
    await invite('sam');
    const again = await asAdmin('POST', '/api/staff-users', {
      username: 'sam',
      email: 'other@garage.example',
      role: 'ambassador',
    });
    expect(((await again.json()) as { code: string }).code).toBe('staff_username_taken');
    const email = await asAdmin('POST', '/api/staff-users', {
      username: 'sam2',
      email: 'SAM@garage.example',
      role: 'ambassador',
    });
    expect(((await email.json()) as { code: string }).code).toBe('staff_email_taken');
    const byAmbassador = await t.call('POST', '/api/staff-users', {
      body: { username: 'x-y', email: 'xy@garage.example', role: 'admin' },
      cookie: staffCookie(t.tokens.ambassador),
    });
    expect(byAmbassador.status).toBe(403);
  });

  it('refuses an expired or unknown link', async () => {
    t = await createTestApp();
    expect((await t.call('POST', '/api/auth/link', { body: { token: 'made-up' } })).status).toBe(410);
  });
});

describe('managing people', () => {
  it('lets nobody act on their own account, so whoever acts stays an admin', async () => {
    t = await createTestApp();
    const users = (await (await asAdmin('GET', '/api/staff-users')).json()) as {
      id: number;
      username: string;
    }[];
    const adminId = users.find((row) => row.username === 'admin')?.id ?? 0;
    const managerId = users.find((row) => row.username === 'manager')?.id ?? 0;
    const self = await asAdmin('POST', `/api/staff-users/${adminId}/disable`);
    expect(((await self.json()) as { code: string }).code).toBe('own_account');
    // The manager holds the admin's set: demoting the admin leaves the manager.
    expect((await asAdmin('PATCH', `/api/staff-users/${managerId}`, { role: 'ambassador' })).status).toBe(
      200,
    );
    const asManager = await t.call('PATCH', `/api/staff-users/${adminId}`, {
      body: { role: 'ambassador' },
      cookie: staffCookie(t.tokens.manager),
    });
    // The manager is no longer an admin either, so the capability table refuses first.
    expect(asManager.status).toBe(403);
  });

  it('sends a reset link that ends the person’s sessions once used', async () => {
    t = await createTestApp();
    const users = (await (await asAdmin('GET', '/api/staff-users')).json()) as {
      id: number;
      username: string;
    }[];
    const ambassadorId = users.find((row) => row.username === 'ambassador')?.id ?? 0;
    const noEmail = await asAdmin('POST', `/api/staff-users/${ambassadorId}/password-link`);
    expect(((await noEmail.json()) as { code: string }).code).toBe('staff_email_missing');
    const own = await t.call('PATCH', '/api/auth/me', {
      body: { email: 'amb@garage.example', language: 'es' },
      cookie: staffCookie(t.tokens.ambassador),
    });
    expect(own.status).toBe(200);
    expect((await asAdmin('POST', `/api/staff-users/${ambassadorId}/password-link`)).status).toBe(200);
    const token = linkTokenTo('amb@garage.example');
    expect(
      (await t.call('POST', '/api/auth/link/password', { body: { token, new_password: GOOD } })).status,
    ).toBe(200);
    expect((await t.call('GET', '/api/auth/me', { cookie: staffCookie(t.tokens.ambassador) })).status).toBe(
      401,
    );
  });
});
