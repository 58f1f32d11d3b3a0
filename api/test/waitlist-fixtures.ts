import { expect } from 'vitest';
import type { WaitlistStatus } from '../src/contract/waitlist';
import { waitlistEntries } from '../src/db/schema';
import { runWaitlist } from '../src/domain/waitlist/waitlist-queue';
import type { MailMessage } from '../src/providers/mail/mail-provider';
import { humanPass, setSpaces } from './checkout-fixtures';
import { insertPass } from './fixtures';
import { recordingMail } from './recording-mail';
import { createTestApp, type TestApp } from './test-app';

// A waitlist test's app: a movable clock, every e-mail recorded, and helpers that act as the visitor
// (join, open the private link), as staff and as the scheduler's tick.

export type WaitlistTest = {
  t: TestApp;
  sent: MailMessage[];
  clock: { now: Date };
  advanceHours: (hours: number) => void;
};

export async function createWaitlistTest(start = new Date()): Promise<WaitlistTest> {
  const sent: MailMessage[] = [];
  const clock = { now: start };
  const t = await createTestApp({ now: () => clock.now, mail: recordingMail(() => sent) });
  return {
    t,
    sent,
    clock,
    advanceHours: (hours) => {
      clock.now = new Date(clock.now.getTime() + hours * 3_600_000);
    },
  };
}

/** A full garage: `spaces` online spaces, each taken by a live pass. Returns the passes. */
export async function fillGarage(t: TestApp, spaces: number) {
  await setSpaces(t, spaces);
  const passes = [];
  for (let n = 0; n < spaces; n += 1) passes.push(await insertPass(t.db, { nextRenewalDate: '2099-01-01' }));
  return passes;
}

let joinAddress = 0;
/** `POST /leads` from a client address of its own (the per-client throttle is tested apart). */
export async function join(t: TestApp, body: Record<string, unknown>, ip?: string) {
  joinAddress += 1;
  const from = ip ?? `192.0.2.${joinAddress % 250}`;
  const res = await t.app.request('/api/leads', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from },
    body: JSON.stringify({ tag: 'waitlist', website: '', captchaPass: await humanPass(t, from), ...body }),
  });
  return { status: res.status, body: (await res.json()) as unknown };
}

/** The private token in the last e-mail sent to `to` with a `token=` or `offer=` link. */
export function tokenIn(
  sent: readonly MailMessage[],
  to: string,
  param: 'token' | 'offer' = 'token',
): string {
  const mail = [...sent].reverse().find((m) => m.to === to && m.text.includes(`${param}=`));
  const match = mail?.text.match(new RegExp(`[?&]${param}=([^\\s&]+)`));
  if (!match?.[1]) throw new Error(`no ${param} link sent to ${to}`);
  return decodeURIComponent(match[1]);
}

let actionAddress = 0;
/** One of the private link's calls, as the waitlist page makes it. */
export async function linkCall(
  t: TestApp,
  action: 'status' | 'confirm' | 'leave' | 'decline',
  token: string,
) {
  actionAddress += 1;
  const res = await t.call('POST', `/api/waitlist/${action}`, {
    body: { token },
    headers: { 'X-Forwarded-For': `198.18.0.${actionAddress % 250}` },
  });
  return { status: res.status, body: (await res.json()) as WaitlistStatus & { code?: string } };
}

/** Joins and confirms; returns the private token. */
export async function joinConfirmed(w: WaitlistTest, email: string, extra: Record<string, unknown> = {}) {
  expect((await join(w.t, { email, ...extra })).status).toBe(200);
  const token = tokenIn(w.sent, email);
  expect((await linkCall(w.t, 'confirm', token)).status).toBe(200);
  return token;
}

/** The scheduler's tick, on the test's clock. */
export async function tick(w: WaitlistTest) {
  return runWaitlist({
    db: w.t.db,
    config: w.t.config,
    now: () => w.clock.now,
    mail: w.t.mail,
    log: () => {},
  });
}

export const entryRows = async (t: TestApp) =>
  t.db.select().from(waitlistEntries).orderBy(waitlistEntries.id);
