import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { LeadInput } from '../../contract/lead-input';
import { leads } from '../../db/schema';

let t: TestApp;
afterEach(() => t?.cleanup());

const lead: LeadInput = {
  firstName: 'Ana',
  lastName: 'López',
  email: 'Ana@Example.com',
  tag: 'waitlist',
  website: '',
};

describe('POST /api/leads', () => {
  it('stores a waitlist lead', async () => {
    t = await createTestApp();
    const res = await t.client.api.leads.$post({ json: lead });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(t.db.select().from(leads).all()).toEqual([
      expect.objectContaining({
        firstName: 'Ana',
        lastName: 'López',
        email: 'ana@example.com',
        tag: 'waitlist',
      }),
    ]);
  });

  it('stores the same e-mail and tag once, still answering ok', async () => {
    t = await createTestApp();
    expect((await t.client.api.leads.$post({ json: lead })).status).toBe(200);
    const again = await t.client.api.leads.$post({ json: { ...lead, email: ' ana@example.COM ' } });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ok: true });
    expect(t.db.select().from(leads).all()).toHaveLength(1);
  });

  it('accepts a filled honeypot silently and stores nothing', async () => {
    t = await createTestApp();
    const res = await t.client.api.leads.$post({ json: { ...lead, website: 'http://spam.example' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(t.db.select().from(leads).all()).toHaveLength(0);
  });

  it('needs only first name and e-mail', async () => {
    t = await createTestApp();
    const res = await t.client.api.leads.$post({ json: { firstName: 'Bo', email: 'bo@example.com' } });
    expect(res.status).toBe(200);
    expect(t.db.select().from(leads).all()).toEqual([
      expect.objectContaining({ lastName: null, tag: 'waitlist' }),
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
