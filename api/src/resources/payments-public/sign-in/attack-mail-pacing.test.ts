import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { portalPass } from '../../../../test/autopay-fixtures';
import { signInCodeIn } from '../../../../test/portal-session-fixtures';
import { recordingMail } from '../../../../test/recording-mail';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { onPostgres } from '../../../../test/test-database';
import { join } from '../../../../test/waitlist-fixtures';
import type { MailMessage } from '../../../providers/mail/mail-provider';

// A customer's own sign-in must reach them whatever a stranger does with their address, the answer
// must say honestly when no e-mail went out, and neither the answer nor the work behind it may tell
// a stranger whether an e-mail and plate name a pass.

let t: TestApp;
let clock: Date;
let mails: MailMessage[];

beforeEach(async () => {
  clock = new Date('2026-11-28T18:00:00Z');
  mails = [];
  t = await createTestApp({ now: () => clock, mail: recordingMail(() => mails) });
});
afterEach(() => t.cleanup());

const minutes = (n: number) => {
  clock = new Date(clock.getTime() + n * 60_000);
};
let client = 0;
/** `POST sign-in` from a client (an IPv6 /64) of its own, as a stranger with many addresses asks. */
const askSignIn = (body: { email: string; plate: string }) => {
  client += 1;
  return t.call('POST', '/api/payments-public/sign-in', {
    body,
    cookie: '',
    headers: { 'X-Forwarded-For': `2001:db8:${client.toString(16)}::1` },
  });
};
const inbox = (email: string) => mails.filter((mail) => mail.to === email);

describe('a stranger who knows only the e-mail', () => {
  it('cannot hold back the owner’s sign-in code by joining the waitlist with it', async () => {
    const v = await portalPass(t, { nextRenewalDate: '2026-12-20' });
    for (let i = 0; i < 6; i++) {
      await join(t, { email: v.email, firstName: 'Mallory' }, `203.0.113.${i + 1}`);
      minutes(1.1);
    }
    await t.drain();
    const waitlistMails = inbox(v.email).length;
    expect(waitlistMails).toBeGreaterThan(0);

    const own = await askSignIn({ email: v.email, plate: v.plate });
    expect(own.status).toBe(202);
    expect(await own.json()).toMatchObject({ held_back: null, retry_after_seconds: null });
    await t.drain();
    expect(inbox(v.email)).toHaveLength(waitlistMails + 1);
    expect(signInCodeIn(inbox(v.email).at(-1)?.text ?? null)).toMatch(/^\d{6}$/);
  });
});

describe('the sign-in answer', () => {
  it('says when no e-mail went out and when to ask again, alike for a real pass and a made-up one', async () => {
    const v = await portalPass(t, { nextRenewalDate: '2026-12-20' });
    const real = { email: v.email, plate: v.plate };
    const madeUp = { email: v.email, plate: 'ZZZ9999' };
    for (const pair of [real, madeUp]) expect((await askSignIn(pair)).status).toBe(202);
    minutes(0.5);
    const [realSoon, madeUpSoon] = [await askSignIn(real), await askSignIn(madeUp)];
    const soon = await realSoon.json();
    expect(soon).toMatchObject({ held_back: 'cooldown', retry_after_seconds: 30 });
    expect(await madeUpSoon.json()).toEqual(soon);

    for (let i = 0; i < 4; i++) {
      minutes(1.5);
      for (const pair of [real, madeUp]) {
        expect(await (await askSignIn(pair)).json()).toMatchObject({ held_back: null });
      }
    }
    minutes(1.5);
    const capped = await (await askSignIn(real)).json();
    // Five codes this hour; the first is 8 minutes old, so the next may go in 52 minutes.
    expect(capped).toMatchObject({ held_back: 'hourly_cap', retry_after_seconds: 52 * 60 });
    expect(await (await askSignIn(madeUp)).json()).toEqual(capped);
    await t.drain();
    expect(inbox(v.email)).toHaveLength(5);

    minutes(54);
    expect(await (await askSignIn(real)).json()).toMatchObject({ held_back: null });
    await t.drain();
    expect(inbox(v.email)).toHaveLength(6);
  });

  // Counted through SQLite's statement preparation; the code path is the same on PostgreSQL.
  it.skipIf(onPostgres)(
    'does the same database work before answering for a real pass and a made-up one',
    async () => {
      const v = await portalPass(t, { nextRenewalDate: '2026-12-20' });
      const client = t.db.$client;
      const prepare = client.prepare.bind(client);
      let statements: string[] = [];
      client.prepare = ((source: string) => {
        statements.push(source);
        return prepare(source);
      }) as typeof client.prepare;

      const workFor = async (pair: { email: string; plate: string }) => {
        statements = [];
        expect((await askSignIn(pair)).status).toBe(202);
        const before = statements;
        await t.drain();
        return before;
      };
      const real = await workFor({ email: v.email, plate: v.plate });
      const madeUp = await workFor({ email: `other-${v.email}`, plate: v.plate });
      expect(real.length).toBeGreaterThan(0);
      expect(madeUp).toEqual(real);
      expect(inbox(v.email)).toHaveLength(1);
    },
  );
});
