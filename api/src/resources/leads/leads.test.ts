import { afterEach, describe, expect, it } from 'vitest';
import { humanPass } from '../../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { LeadInput } from '../../contract/lead-input';
import { waitlistEntries } from '../../db/schema';

let t: TestApp;
afterEach(() => t?.cleanup());

const lead: LeadInput = {
  firstName: 'Ana',
  lastName: 'López',
  email: 'Ana@Example.com',
  tag: 'waitlist',
  website: '',
};

/** A POST from one client address, as the waitlist form sends it (with a CAPTCHA pass unless given). */
async function join(body: object, ip = '203.0.113.9') {
  const res = await t.app.request('/api/leads', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('POST /api/leads', () => {
  it('stores a waitlist lead', async () => {
    t = await createTestApp();
    const res = await t.client.api.leads.$post({ json: { ...lead, captchaPass: await humanPass(t) } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(await t.db.select().from(waitlistEntries)).toEqual([
      expect.objectContaining({
        firstName: 'Ana',
        lastName: 'López',
        email: 'ana@example.com',
        status: 'unconfirmed',
      }),
    ]);
  });

  // A repeat must not tell whether the e-mail is already on the list, nor change the entry.
  it('stores the same e-mail and tag once, answering a repeat exactly as the first', async () => {
    t = await createTestApp();
    const captchaPass = await humanPass(t, '203.0.113.9');
    const first = await join({ ...lead, captchaPass });
    const again = await join({ ...lead, firstName: 'Someone', email: ' ana@example.COM ', captchaPass });
    expect(first).toEqual({ status: 200, body: { ok: true } });
    expect(again).toEqual(first);
    expect(await t.db.select().from(waitlistEntries)).toEqual([
      expect.objectContaining({ firstName: 'Ana', email: 'ana@example.com' }),
    ]);
  });

  it('refuses a lead without a live CAPTCHA pass with 403 captcha_pass_required, storing nothing', async () => {
    let now = new Date('2025-03-01T05:30:00Z');
    t = await createTestApp({ now: () => now });
    const pass = await humanPass(t, '203.0.113.9');
    const refused = { status: 403, body: expect.objectContaining({ code: 'captcha_pass_required' }) };
    expect(await join(lead)).toEqual(refused);
    expect(await join({ ...lead, captchaPass: '9999999999999.abc.def' })).toEqual(refused);
    now = new Date(now.getTime() + 11 * 60_000);
    expect(await join({ ...lead, captchaPass: pass })).toEqual(refused);
    expect(await t.db.select().from(waitlistEntries)).toHaveLength(0);
  });

  // A script once stored 300 entries from one address in 1.8 s.
  it('throttles a flood from one client to 5 per 10 minutes', async () => {
    t = await createTestApp();
    const captchaPass = await humanPass(t, '203.0.113.9');
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      statuses.push((await join({ ...lead, email: `flood${i}@example.com`, captchaPass })).status);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
    expect(await t.db.select().from(waitlistEntries)).toHaveLength(5);
    // The pass is worth nothing on another network; a pass solved there joins.
    expect((await join({ ...lead, captchaPass }, '198.51.100.4')).status).toBe(403);
    const there = await humanPass(t, '198.51.100.4');
    expect((await join({ ...lead, captchaPass: there }, '198.51.100.4')).status).toBe(200);
  });

  it('accepts a filled honeypot silently and stores nothing', async () => {
    t = await createTestApp();
    const res = await t.client.api.leads.$post({
      json: { ...lead, website: 'http://spam.example', captchaPass: await humanPass(t) },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(await t.db.select().from(waitlistEntries)).toHaveLength(0);
  });

  it('needs only first name and e-mail', async () => {
    t = await createTestApp();
    const res = await t.client.api.leads.$post({
      json: { firstName: 'Bo', email: 'bo@example.com', captchaPass: await humanPass(t) },
    });
    expect(res.status).toBe(200);
    expect(await t.db.select().from(waitlistEntries)).toEqual([
      expect.objectContaining({ lastName: null, language: 'en', plate: null }),
    ]);
  });

  // SPEC: "Waitlist: e-mail required"; names are optional.
  it('needs only the e-mail', async () => {
    t = await createTestApp();
    const res = await t.client.api.leads.$post({
      json: { email: 'cy@example.com', captchaPass: await humanPass(t) },
    });
    expect(res.status).toBe(200);
    expect(await t.db.select().from(waitlistEntries)).toEqual([
      expect.objectContaining({ firstName: null, lastName: null, email: 'cy@example.com' }),
    ]);
  });

  it.each([
    [{ ...lead, email: undefined }, 'E-mail is required'],
    [{ ...lead, email: '  ' }, 'E-mail is required'],
    [{ ...lead, email: 'ana@' }, 'Invalid email address'],
    [{ ...lead, firstName: 'A' }, 'First name: Min. 2 letters'],
    [{ ...lead, tag: 'newsletter' }, 'Tag must be "waitlist"'],
  ])('rejects %j with 400 "%s"', async (body, message) => {
    t = await createTestApp();
    const res = await t.call('POST', '/api/leads', { body });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: message,
      code: 'invalid_input',
      rule: expect.any(String),
    });
  });
});
