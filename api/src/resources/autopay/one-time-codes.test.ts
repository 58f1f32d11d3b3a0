import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lastCodeTo, lastMailTo, portalPass } from '../../../test/autopay-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { MailProvider } from '../../providers/mail/mail-provider';

describe('one-time codes (POST /payments-public/otp/request, /otp/verify)', () => {
  let t: TestApp;
  let clock: Date;
  beforeEach(async () => {
    clock = new Date('2026-11-23T18:00:00Z');
    t = await createTestApp({ now: () => clock });
  });
  afterEach(() => t.cleanup());

  const later = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const request = (body: object) => t.call('POST', '/api/payments-public/otp/request', { body });
  const verify = (body: object) => t.call('POST', '/api/payments-public/otp/verify', { body });
  const pass = (language?: 'en' | 'es') =>
    portalPass(t, { nextRenewalDate: '2026-12-10', ...(language ? { language } : {}) });

  it('e-mails a 6-digit code with a link back to the code step, and answers the masked address', async () => {
    const p = pass('es');
    const res = await request({
      email: p.email.toUpperCase(),
      plate: p.plate.toLowerCase(),
      purpose: 'card_update',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ sent_to: `d***@example.com`, cooldown_seconds: 60 });
    const mail = lastMailTo(t, p.email);
    expect(mail).toMatch(/\d{6} es su código/);
    expect(mail).toContain(`/change-card?email=${encodeURIComponent(p.email)}&plate=${p.plate}&otp=1`);
    expect(lastCodeTo(t, p.email)).toMatch(/^\d{6}$/);
  });

  it('gives an otp_session for the right code, once', async () => {
    const p = pass();
    await request({ ...p, purpose: 'card_update' });
    const code = lastCodeTo(t, p.email);
    const ok = await verify({ email: p.email, plate: p.plate, purpose: 'card_update', code });
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as { otp_session: string; expires_in_seconds: number };
    expect(body.expires_in_seconds).toBe(600);
    expect(body.otp_session.length).toBeGreaterThan(20);
    const again = await verify({ email: p.email, plate: p.plate, purpose: 'card_update', code });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ code: 'otp_invalid' });
  });

  it('refuses a code after 10 minutes', async () => {
    const p = pass();
    await request({ ...p, purpose: 'card_update' });
    const code = lastCodeTo(t, p.email);
    later(10 * 60_000 + 1000);
    const res = await verify({ email: p.email, plate: p.plate, purpose: 'card_update', code });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'otp_invalid' });
  });

  it('locks the code after 5 wrong tries, even for the right code, until a new one is sent', async () => {
    const p = pass();
    await request({ ...p, purpose: 'card_update' });
    const code = lastCodeTo(t, p.email);
    const wrong = code === '000000' ? '111111' : '000000';
    const statuses: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await verify({ email: p.email, plate: p.plate, purpose: 'card_update', code: wrong });
      statuses.push(((await res.json()) as { code: string }).code);
    }
    expect(statuses).toEqual(['otp_invalid', 'otp_invalid', 'otp_invalid', 'otp_invalid', 'otp_locked']);
    const right = await verify({ email: p.email, plate: p.plate, purpose: 'card_update', code });
    expect(right.status).toBe(429);
    expect(await right.json()).toMatchObject({ code: 'otp_locked' });

    later(61_000);
    await request({ ...p, purpose: 'card_update' });
    const fresh = lastCodeTo(t, p.email);
    const res = await verify({ email: p.email, plate: p.plate, purpose: 'card_update', code: fresh });
    expect(res.status).toBe(200);
  });

  it('answers 429 otp_cooldown with retry_after within 60 s, and sends again after it', async () => {
    const p = pass();
    expect((await request({ ...p, purpose: 'card_update' })).status).toBe(200);
    later(20_000);
    const refused = await request({ ...p, purpose: 'card_update' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('40');
    expect(await refused.json()).toMatchObject({ code: 'otp_cooldown', retry_after: '40' });
    later(40_000);
    expect((await request({ ...p, purpose: 'card_update' })).status).toBe(200);
  });

  it('only the newest code counts', async () => {
    const p = pass();
    await request({ ...p, purpose: 'card_update' });
    const first = lastCodeTo(t, p.email);
    later(61_000);
    await request({ ...p, purpose: 'card_update' });
    const second = lastCodeTo(t, p.email);
    if (first !== second) {
      const old = await verify({ email: p.email, plate: p.plate, purpose: 'card_update', code: first });
      expect(old.status).toBe(400);
    }
    expect(
      (await verify({ email: p.email, plate: p.plate, purpose: 'card_update', code: second })).status,
    ).toBe(200);
  });

  it('answers pass_not_found alike for a wrong e-mail and a wrong plate, and sends nothing', async () => {
    const p = pass();
    const other = pass();
    for (const body of [
      { email: other.email, plate: p.plate },
      { email: p.email, plate: other.plate },
      { email: 'nobody@example.com', plate: p.plate },
    ]) {
      const res = await request({ ...body, purpose: 'card_update' });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'pass_not_found' });
    }
    expect(lastMailTo(t, p.email)).toBeNull();
    expect(lastMailTo(t, other.email)).toBeNull();
  });

  it("does not accept one pass's code for another pass of the same person", async () => {
    const p = pass();
    const other = pass();
    await request({ ...p, purpose: 'card_update' });
    const code = lastCodeTo(t, p.email);
    const res = await verify({ email: other.email, plate: other.plate, purpose: 'card_update', code });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'otp_invalid' });
  });

  it('validates the code (exactly 6 digits) and the purpose', async () => {
    const p = pass();
    for (const code of ['12345', '1234567', 'abcdef']) {
      const res = await verify({ email: p.email, plate: p.plate, purpose: 'card_update', code });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        code: 'invalid_input',
        field: 'code',
        rule: 'otp_code_format',
      });
    }
    const res = await request({ ...p, purpose: 'renew' });
    expect(await res.json()).toMatchObject({ code: 'invalid_input', field: 'purpose', rule: 'otp_purpose' });
  });

  it('answers 502 otp_send_failed when the mail service refuses, without starting the cooldown', async () => {
    let fail = true;
    const inner = t.mail;
    const flaky: MailProvider = {
      kind: 'outbox',
      send: (message) => (fail ? Promise.reject(new Error('smtp down')) : inner.send(message)),
      checkHealth: () => inner.checkHealth(),
    };
    t.cleanup();
    t = await createTestApp({ now: () => clock, mail: flaky });
    const p = portalPass(t, { nextRenewalDate: '2026-12-10' });
    const res = await request({ ...p, purpose: 'card_update' });
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ code: 'otp_send_failed', error: 'Could not send code' });
    fail = false;
    expect((await request({ ...p, purpose: 'card_update' })).status).toBe(200);
  });

  it('throttles code requests per client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await request({ email: `x${i}@example.com`, plate: 'NOPE1', purpose: 'card_update' })).status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
