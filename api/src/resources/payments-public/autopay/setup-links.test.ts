import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lastLinkTokenTo, lastMailTo, portalPass } from '../../../../test/autopay-fixtures';
import { sessionCookieFor, signIn } from '../../../../test/portal-session-fixtures';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import type { MailProvider } from '../../../providers/mail/mail-provider';

describe('e-mailed set-up links (send-autopay-enable-link, send-card-update-link)', () => {
  let t: TestApp;
  let clock: Date;
  beforeEach(async () => {
    clock = new Date('2026-11-23T18:00:00Z');
    t = await createTestApp({ now: () => clock });
  });
  afterEach(() => t.cleanup());

  const send = async (
    kind: 'send-autopay-enable-link' | 'send-card-update-link',
    body: { email: string; plate: string },
  ) => {
    if (!t.cookie) await signIn(t, body);
    return t.call('POST', `/api/payments-public/${kind}`, { body });
  };
  // The recipient's cooldown (60 s per kind) lies between two e-mails of one kind.
  const later = () => {
    clock = new Date(clock.getTime() + 61_000);
  };

  it('e-mails an enable link in the customer language, and the same live link when asked again', async () => {
    const p = await portalPass(t, { nextRenewalDate: '2026-12-10', language: 'es' });
    const first = await send('send-autopay-enable-link', { email: p.email, plate: p.plate });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ sent: true, reusedToken: false });
    const mail = lastMailTo(t, p.email) ?? '';
    expect(mail).toContain('Active el pago automático');
    expect(mail).toContain('usted autoriza');
    expect(mail).toContain('10 de diciembre de 2026');
    const token = lastLinkTokenTo(t, p.email);
    expect(mail).toMatch(/\/pay\?token=[^&\s]+&signin=/);

    const tooSoon = await send('send-autopay-enable-link', { email: p.email, plate: p.plate });
    expect(tooSoon.status).toBe(429);
    expect(await tooSoon.json()).toMatchObject({ code: 'mail_cooldown', retry_after: '60' });
    later();
    const again = await send('send-autopay-enable-link', { email: p.email, plate: p.plate });
    expect(await again.json()).toEqual({ sent: true, reusedToken: true });
    expect(lastLinkTokenTo(t, p.email)).toBe(token);
  });

  it('e-mails a card-update link in English, apart from the enable link', async () => {
    const p = await portalPass(t, { nextRenewalDate: '2026-12-10', autopay: true });
    await send('send-autopay-enable-link', { email: p.email, plate: p.plate });
    const enable = lastLinkTokenTo(t, p.email);
    const res = await send('send-card-update-link', { email: p.email, plate: p.plate });
    expect(await res.json()).toEqual({ sent: true, reusedToken: false });
    expect(lastMailTo(t, p.email)).toContain('Update the card for your pass');
    expect(lastLinkTokenTo(t, p.email)).not.toBe(enable);
  });

  it('refuses an enable link for an expired pass (409 pass_expired); a card link is still sent', async () => {
    const p = await portalPass(t, { nextRenewalDate: '2026-11-20' });
    const res = await send('send-autopay-enable-link', { email: p.email, plate: p.plate });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'pass_expired', error: 'Pass expired — renew first' });
    expect((await send('send-card-update-link', { email: p.email, plate: p.plate })).status).toBe(200);
  });

  it('answers pass_not_found for another customer’s plate and sends nothing to either', async () => {
    const mine = await portalPass(t, { nextRenewalDate: '2026-12-10' });
    const theirs = await portalPass(t, { nextRenewalDate: '2026-12-10' });
    await signIn(t, mine);
    const mailsBefore = lastMailTo(t, mine.email);
    for (const kind of ['send-autopay-enable-link', 'send-card-update-link'] as const) {
      const res = await send(kind, { email: mine.email, plate: theirs.plate });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'pass_not_found' });
    }
    expect(lastMailTo(t, mine.email)).toBe(mailsBefore);
    expect(lastMailTo(t, theirs.email)).toBeNull();
  });

  it('answers 502 mail_send_failed when the mail service refuses', async () => {
    const broken: MailProvider = {
      kind: 'outbox',
      send: () => Promise.reject(new Error('smtp down')),
      checkHealth: async () => false,
    };
    await t.cleanup();
    t = await createTestApp({ now: () => clock, mail: broken });
    const p = await portalPass(t, { nextRenewalDate: '2026-12-10' });
    // No code can arrive through a broken mail service: a session made directly.
    t.cookie = await sessionCookieFor(t, p.email, clock);
    const res = await send('send-card-update-link', { email: p.email, plate: p.plate });
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ code: 'mail_send_failed', error: 'Could not send the link' });
  });

  it('caps link e-mails per recipient: one per kind a minute, five of a kind an hour', async () => {
    const p = await portalPass(t, { nextRenewalDate: '2026-12-10' });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await send('send-card-update-link', { email: p.email, plate: p.plate })).status);
      later();
    }
    // The sign-in e-mail of the hour counts apart (sign-in-mail-pacing.md): five link e-mails, then 429.
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
  });
});
