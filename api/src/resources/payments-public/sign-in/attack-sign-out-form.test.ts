import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { portalPass } from '../../../../test/autopay-fixtures';
import { signIn } from '../../../../test/portal-session-fixtures';
import { createTestApp, type TestApp } from '../../../../test/test-app';

// Issue 30, row 9: any page of the same site signed a customer out with a plain HTML form
// (`enctype="text/plain"`, no script, no CORS preflight): the JSON validator read a non-JSON body as
// `{}`, which sign-out accepts. A page's own fetch sends `Content-Type: application/json`, which a
// form cannot, and another origin cannot without a preflight the API never answers.

let t: TestApp;
let clock: Date;

beforeEach(async () => {
  clock = new Date('2026-11-28T18:00:00Z');
  t = await createTestApp({ now: () => clock });
});
afterEach(() => t.cleanup());

const signedIn = async (cookie: string) =>
  ((await (await t.call('GET', '/api/payments-public/session', { cookie })).json()) as { signed_in: boolean })
    .signed_in;

/** What the browser sends for `<form method="post" enctype="text/plain">` with one hidden field. */
const formPost = (path: string, cookie: string, headers: Record<string, string> = {}) =>
  t.app.request(`/api/payments-public/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain', Cookie: cookie, ...headers },
    body: 'x=y\r\n',
  });

describe('a page elsewhere on the site posting a form to the portal', () => {
  it('cannot sign the customer out: 415, the session stays', async () => {
    const pass = await portalPass(t, { nextRenewalDate: '2026-12-20' });
    const cookie = await signIn(t, pass);
    expect(await signedIn(cookie)).toBe(true);

    const res = await formPost('sign-out', cookie);
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ code: 'json_required' });
    expect(res.headers.getSetCookie().join('\n')).not.toMatch(/garage_portal=;/);
    expect(await signedIn(cookie)).toBe(true);
  });

  it('cannot do it with a urlencoded form or a body-less beacon either', async () => {
    const pass = await portalPass(t, { nextRenewalDate: '2026-12-20' });
    const cookie = await signIn(t, pass);
    const urlencoded = await t.app.request('/api/payments-public/sign-out', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
      body: 'everywhere=true',
    });
    expect(urlencoded.status).toBe(415);
    const bare = await t.app.request('/api/payments-public/sign-out', {
      method: 'POST',
      headers: { Cookie: cookie },
    });
    expect(bare.status).toBe(415);
    expect(await signedIn(cookie)).toBe(true);
  });

  it('refuses a JSON write the browser marks as coming from another site, whatever it carries', async () => {
    const pass = await portalPass(t, { nextRenewalDate: '2026-12-20' });
    const cookie = await signIn(t, pass);
    for (const site of ['cross-site', 'same-site']) {
      const res = await t.call('POST', '/api/payments-public/sign-out', {
        body: { everywhere: true },
        cookie,
        headers: { 'Sec-Fetch-Site': site },
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'cross_site_request' });
    }
    expect(await signedIn(cookie)).toBe(true);
  });

  it('still signs out the portal’s own JSON call', async () => {
    const pass = await portalPass(t, { nextRenewalDate: '2026-12-20' });
    const cookie = await signIn(t, pass);
    const res = await t.call('POST', '/api/payments-public/sign-out', {
      body: { everywhere: false },
      cookie,
      headers: { 'Sec-Fetch-Site': 'same-origin' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ signed_out: true, sessions_ended: 1 });
    expect(await signedIn(cookie)).toBe(false);
  });
});
