import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { portalPass } from '../../../../test/autopay-fixtures';
import { CARDS, confirm } from '../../../../test/checkout-fixtures';
import { cookiesOf, signIn, signInCodeIn, signInTokenIn } from '../../../../test/portal-session-fixtures';
import { recordingMail as recordMail } from '../../../../test/recording-mail';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { firstRow, returnedRow } from '../../../db/rows';
import { cards, customers, passPayments, portalSessions, subscriptions } from '../../../db/schema';
import type { MailMessage } from '../../../providers/mail/mail-provider';

// E-mail + plate are guessable (the plate is painted on the car), so they must not be enough
// to change a pass. Each attack that worked before is replayed by a stranger and must be refused with
// nothing changed and nothing e-mailed to the victim but, at most, a sign-in code.

let t: TestApp;
let clock: Date;
let mails: MailMessage[];

const recordingMail = recordMail(() => mails);
const read = (to: string) => mails.filter((mail) => mail.to === to).at(-1)?.text ?? null;
const to = (email: string) => mails.filter((mail) => mail.to === email);
const post = (path: string, body: unknown, cookie = '', headers: Record<string, string> = {}) =>
  t.call('POST', `/api/payments-public/${path}`, { body, cookie, headers });

beforeEach(async () => {
  clock = new Date('2026-11-23T18:00:00Z');
  mails = [];
  t = await createTestApp({ now: () => clock, mail: recordingMail });
});
afterEach(() => t.cleanup());

let cardCodes = 0;

/** The victim: an autopay pass with a saved card and an access card, as a real customer has. */
async function victim() {
  cardCodes += 1;
  const p = await portalPass(t, { nextRenewalDate: '2026-12-10', autopay: true, discountCyclesLeft: 2 });
  const cardId = (
    await returnedRow(
      t.db
        .insert(cards)
        .values({ code: `00099${cardCodes}`, locationId: 1, statusKey: 'assigned', subscriptionId: p.id })
        .returning(),
    )
  ).id;
  await t.db.update(subscriptions).set({ cardId }).where(eq(subscriptions.id, p.id));
  return { ...p, cardId };
}
/** Staff give the customer a new e-mail through the admin profile form's call. */
const staffChangesEmail = (customerId: number, email: string) =>
  t.call('PUT', `/api/clients/${customerId}`, {
    token: t.tokens.ambassador,
    body: { first_name: 'Test', last_name: 'Driver', email, phone_dial: '+1', phone: '6195550100' },
  });
const row = async (id: number) =>
  (await firstRow(t.db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1)))!;

describe('a stranger with only e-mail + plate', () => {
  it('cannot open the hosted card set-up, turn autopay off, start the lost-card fee or ask for links', async () => {
    const v = await victim();
    const before = await row(v.id);
    const key = { email: v.email, plate: v.plate };
    const attempts = [
      await post('portal', { ...key, language: 'en' }),
      await post('toggle-autopay', { ...key, enable: false }),
      await post('lost-card', { ...key, language: 'en' }),
      await post('send-card-update-link', key),
      await post('send-autopay-enable-link', key),
      await post('card/setup', key),
      await post('card/confirm', { ...key, setup_intent_id: 'seti_x' }),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: 'sign_in_required', error: expect.any(String) });
    }
    expect(await row(v.id)).toEqual(before);
    expect(await t.db.select().from(passPayments)).toHaveLength(0);
    expect(
      (await firstRow(t.db.select().from(cards).where(eq(cards.id, v.cardId)).limit(1)))?.statusKey,
    ).toBe('assigned');
    expect(mails).toHaveLength(0);
  });

  it('30 link requests from 3 addresses in a moment put no e-mail in the inbox', async () => {
    const v = await victim();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await post('send-card-update-link', { email: v.email, plate: v.plate }, '', {
        'X-Forwarded-For': `203.0.113.${i % 3}`,
      });
      statuses.push(res.status);
    }
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    expect(mails).toHaveLength(0);
  });

  it('many sign-in requests from many addresses put at most 5 e-mails an hour in one inbox', async () => {
    const v = await victim();
    for (let i = 0; i < 40; i++) {
      const res = await post('sign-in', { email: v.email, plate: v.plate }, '', {
        'X-Forwarded-For': `198.51.100.${i}`,
      });
      expect(res.status).toBe(202);
      clock = new Date(clock.getTime() + 61_000);
    }
    await t.drain();
    // 40 minutes of asking, one code a minute allowed by the cooldown, five by the hourly cap.
    expect(to(v.email)).toHaveLength(5);
  });

  it('reads nothing of the pass: every read asks for the sign-in (pass/attack-public-reads.test.ts)', async () => {
    const v = await victim();
    const query = `email=${encodeURIComponent(v.email)}&plate=${v.plate}`;
    for (const path of ['subscription', 'customer-info']) {
      const res = await t.call('GET', `/api/payments-public/${path}?${query}`);
      expect(res.status, path).toBe(401);
      expect(await res.json()).toEqual({ code: 'sign_in_required', error: expect.any(String) });
    }
  });
});

describe('sign-in', () => {
  it('answers the same body for a pass that exists and one that does not, and e-mails only the owner', async () => {
    const v = await victim();
    const real = await post('sign-in', { email: v.email, plate: v.plate });
    const fake = await post('sign-in', { email: v.email, plate: 'NOPE999' });
    const stranger = await post('sign-in', { email: `x${v.email}`, plate: v.plate });
    expect(real.status).toBe(202);
    expect(fake.status).toBe(202);
    const body = await real.json();
    expect(await fake.json()).toEqual(body);
    expect(body).toEqual({
      sent_to: `d***@${v.email.split('@')[1]}`,
      cooldown_seconds: 60,
      held_back: null,
      retry_after_seconds: null,
    });
    expect((await stranger.json()).cooldown_seconds).toBe(60);
    await t.drain();
    expect(mails.map((mail) => mail.to)).toEqual([v.email]);
    const text = mails[0]?.text ?? '';
    expect(text).toMatch(/Your code to sign in to the Payments page is \d{6}\./);
    expect(text).toContain(`${t.config.publicBaseUrl}/payments?signin=`);
    expect(text).toContain(
      "If you didn't ask for this, ignore this e-mail: nobody can sign in without this code.",
    );
  });

  it('a wrong code answers alike for real and made-up passes, and five wrong tries lock the code', async () => {
    const v = await victim();
    await post('sign-in', { email: v.email, plate: v.plate });
    await post('sign-in', { email: v.email, plate: 'NOPE999' });
    await t.drain();
    const code = signInCodeIn(read(v.email));
    const wrong = code === '000000' ? '000001' : '000000';
    const onReal = await post('sign-in/verify', { email: v.email, plate: v.plate, code: wrong });
    const onFake = await post('sign-in/verify', { email: v.email, plate: 'NOPE999', code: wrong });
    expect(onReal.status).toBe(400);
    expect(onFake.status).toBe(400);
    expect(await onReal.json()).toEqual(await onFake.json());
    for (let i = 0; i < 3; i++) await post('sign-in/verify', { email: v.email, plate: v.plate, code: wrong });
    const fifth = await post('sign-in/verify', { email: v.email, plate: v.plate, code: wrong });
    expect(fifth.status).toBe(429);
    expect(await fifth.json()).toMatchObject({ code: 'otp_locked' });
    // Locked: even the right code no longer works.
    const right = await post('sign-in/verify', { email: v.email, plate: v.plate, code });
    expect(right.status).toBe(429);
    expect(right.headers.getSetCookie()).toEqual([]);
    expect(await t.db.select().from(portalSessions)).toHaveLength(0);
  });

  it('the right code signs in once; the e-mailed link signs in once; sessions follow keep_signed_in', async () => {
    const v = await victim();
    await post('sign-in', { email: v.email, plate: v.plate });
    await t.drain();
    const code = signInCodeIn(read(v.email));
    const token = signInTokenIn(read(v.email));
    const verified = await post('sign-in/verify', {
      email: v.email,
      plate: v.plate,
      code,
      keep_signed_in: false,
    });
    expect(verified.status).toBe(200);
    expect(await verified.json()).toMatchObject({ email: v.email, plate: v.plate, next: '/payments' });
    const session = verified.headers.getSetCookie().find((line) => line.startsWith('garage_portal=')) ?? '';
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).toMatch(/Path=\/api\/payments-public/);
    expect(session).not.toMatch(/Max-Age/);
    expect(session).not.toMatch(/Secure/);
    expect((await post('sign-in/verify', { email: v.email, plate: v.plate, code })).status).toBe(400);

    // The code and the link of one e-mail are one proof: used once, by either.
    expect((await post('sign-in/link', { token })).status).toBe(410);
    const codeSignInAt = clock.getTime();
    clock = new Date(clock.getTime() + 61_000);
    await post('sign-in', { email: v.email, plate: v.plate });
    await t.drain();
    const secondToken = signInTokenIn(read(v.email));
    const linked = await post('sign-in/link', { token: secondToken });
    expect(linked.status).toBe(200);
    const kept = linked.headers.getSetCookie().find((line) => line.startsWith('garage_portal=')) ?? '';
    expect(kept).toMatch(/Max-Age=2592000/);
    expect((await post('sign-in/link', { token: secondToken })).status).toBe(410);

    const stored = await t.db.select().from(portalSessions);
    expect(stored.map((s) => s.kept)).toEqual([false, true]);
    // The 12-hour life of a session that was not kept, kept server-side.
    expect(Date.parse(stored[0]?.expiresAt ?? '') - codeSignInAt).toBe(12 * 3_600_000);
    // Only a hash of the cookie is stored.
    const value = session.split(';')[0]?.split('=')[1] ?? '';
    expect(stored.some((s) => s.tokenHash.includes(value))).toBe(false);

    const me = await t.call('GET', '/api/payments-public/session', { cookie: cookiesOf(linked) });
    expect(await me.json()).toMatchObject({ signed_in: true, email: v.email, plates: [v.plate], kept: true });
    const none = await t.call('GET', '/api/payments-public/session', { cookie: '' });
    expect(await none.json()).toEqual({ signed_in: false });
  });

  it('sets Secure when the public address is https', async () => {
    await t.cleanup();
    t = await createTestApp(
      { now: () => clock, mail: recordingMail },
      { env: { PUBLIC_BASE_URL: 'https://garage.example' } },
    );
    const v = await victim();
    await signIn(t, v, { read });
    await post('sign-in', { email: v.email, plate: v.plate });
    clock = new Date(clock.getTime() + 61_000);
    await post('sign-in', { email: v.email, plate: v.plate });
    await t.drain();
    const res = await post('sign-in/link', { token: signInTokenIn(read(v.email)) });
    expect(res.headers.getSetCookie().find((line) => line.startsWith('garage_portal='))).toMatch(/Secure/);
  });

  it('confirms a pending invite: signing in proves the address', async () => {
    const v = await victim();
    await t.db.update(customers).set({ invitePending: true }).where(eq(customers.email, v.email));
    await signIn(t, v, { read });
    expect(
      (await firstRow(t.db.select().from(customers).where(eq(customers.email, v.email)).limit(1)))
        ?.invitePending,
    ).toBe(false);
  });
});

describe('sessions', () => {
  it("a session of e-mail A cannot change e-mail B's pass", async () => {
    const a = await victim();
    const b = await victim();
    const cookieA = await signIn(t, a, { read });
    mails.length = 0;
    for (const body of [
      { email: b.email, plate: b.plate, enable: false },
      { email: a.email, plate: b.plate, enable: false },
    ]) {
      const res = await post('toggle-autopay', body, cookieA);
      expect([401, 404]).toContain(res.status);
    }
    expect((await row(b.id)).autopay).toBe(true);
    expect(to(b.email)).toHaveLength(0);
  });

  it('sign out everywhere ends the other devices’ sessions', async () => {
    const v = await victim();
    const phone = await signIn(t, v, { read });
    clock = new Date(clock.getTime() + 61_000);
    const laptop = await signIn(t, v, { read });
    const out = await post('sign-out', { everywhere: true }, laptop);
    expect(await out.json()).toEqual({ signed_out: true, sessions_ended: 2 });
    expect(out.headers.getSetCookie().join('\n')).toMatch(/garage_portal=;/);
    const res = await post('toggle-autopay', { email: v.email, plate: v.plate, enable: false }, phone);
    expect(res.status).toBe(401);
    expect((await row(v.id)).autopay).toBe(true);
  });

  it('a staff change of the e-mail ends the session', async () => {
    const v = await victim();
    const cookie = await signIn(t, v, { read });
    const res = await staffChangesEmail(v.customerId, 'new-owner@example.com');
    expect(res.status).toBe(200);
    const after = await t.call('GET', '/api/payments-public/session', { cookie });
    expect(await after.json()).toEqual({ signed_in: false });
    await t.drain();
    const notice = to(v.email).find((m) => m.subject.startsWith('The e-mail address of your parking pass'));
    expect(notice?.text).toContain("If this wasn't you");
  });

  it('a link still in the old mailbox stops working once staff change the e-mail', async () => {
    const v = await victim();
    await post('sign-in', { email: v.email, plate: v.plate });
    await t.drain();
    const token = signInTokenIn(read(v.email));
    const res = await staffChangesEmail(v.customerId, 'new-owner@example.com');
    expect(res.status).toBe(200);
    const exchanged = await post('sign-in/link', { token });
    expect(exchanged.status).toBe(410);
    expect(cookiesOf(exchanged)).not.toContain('garage_portal=');
  });

  it('tells the owner of a sign-in from a new device, and only then', async () => {
    const v = await victim();
    const first = await signIn(t, v, { read });
    expect(to(v.email).filter((m) => m.subject.startsWith('New sign-in'))).toHaveLength(0);
    clock = new Date(clock.getTime() + 61_000);
    await signIn(t, v, { read, device: first });
    expect(to(v.email).filter((m) => m.subject.startsWith('New sign-in'))).toHaveLength(0);
    clock = new Date(clock.getTime() + 61_000);
    await signIn(t, v, { read, device: '' });
    const notices = to(v.email).filter((m) => m.subject.startsWith('New sign-in'));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain("If this wasn't you: sign out everywhere on the Payments page");
  });

  it('a renewal paid by hand never saves or changes the card on file', async () => {
    const p = await portalPass(t, { nextRenewalDate: '2026-11-30' });
    const key = { email: p.email, plate: p.plate, language: 'en' };
    // Only the owner's session starts one (pass/attack-public-reads.test.ts); it still saves no card.
    const started = await post('renew', key, await signIn(t, p, { read }));
    expect(started.status).toBe(200);
    const { client_secret } = (await started.json()) as { client_secret: string };
    await confirm(t, client_secret, CARDS.visa);
    const customerId =
      (await firstRow(t.db.select().from(passPayments).limit(1)))?.providerCustomerId ?? null;
    expect(customerId).not.toBeNull();
    expect(await t.payments.getSavedCard(customerId as string)).toBeNull();
    expect((await row(p.id)).autopay).toBe(false);
  });
});
