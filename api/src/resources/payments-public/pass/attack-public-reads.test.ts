import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type PassKey,
  type PassOptions,
  type PortalApp,
  portalPass,
  query,
  signedIn,
  startPortalApp,
} from '../../../../test/portal-fixtures';
import type { TestApp } from '../../../../test/test-app';
import { passPayments } from '../../../db/schema';

// Issue 30, row 6: e-mail + plate only name a pass (a plate is painted on the car), so whoever is not
// signed in for that e-mail must learn nothing from the pass reads and the renewal: not whether the pair
// is a customer, nor the car, the language, the status, autopay or the days to renewal. Each real pair
// below (confirmed, invite pending, too early, on autopay, canceled, in its window) must get exactly the
// made-up pair's answer, byte for byte.

// 11:00 on 2026-03-10 in the garage's zone (America/Los_Angeles).
const NOW = new Date('2026-03-10T18:00:00Z');

let app: PortalApp;
let t: TestApp;

beforeEach(async () => {
  app = await startPortalApp(() => NOW);
  ({ t } = app);
});
afterEach(() => t.cleanup());

const REAL_PASSES: PassOptions[] = [
  { renewal: '2026-03-20', cardCode: 'CARD-4821', language: 'es' },
  { renewal: '2026-03-20', invitePending: true },
  { renewal: '2026-04-05' },
  { renewal: '2026-03-12', autopay: true },
  { renewal: '2026-03-06', statusKey: 'canceled' },
];
const MADE_UP: PassKey = { email: 'nobody-here@example.com', plate: 'NOSUCH9' };

/** Every call that names a pass by e-mail + plate and reads or starts something about it. */
const CALLS: { name: string; send: (key: PassKey, cookie: string) => Promise<Response> }[] = [
  ...['lookup', 'subscription', 'customer-info', 'renew'].map((path) => ({
    name: `GET ${path}`,
    send: (key: PassKey, cookie: string) =>
      t.call('GET', `/api/payments-public/${path}?${query(key)}`, { cookie }),
  })),
  {
    name: 'POST renew',
    send: (key: PassKey, cookie: string) =>
      t.call('POST', '/api/payments-public/renew', { body: { ...key, language: 'en' }, cookie }),
  },
];

async function answer(res: Response) {
  return { status: res.status, body: await res.text() };
}

async function answersOf(cookie: string, keys: PassKey[]) {
  const answers: Record<string, { status: number; body: string }[]> = {};
  for (const call of CALLS) {
    answers[call.name] = [];
    for (const key of keys) answers[call.name]?.push(await answer(await call.send(key, cookie)));
  }
  return answers;
}

function expectAllAlike(answers: Record<string, { status: number; body: string }[]>) {
  for (const [name, list] of Object.entries(answers)) {
    const [madeUp, ...real] = list;
    for (const each of real) expect(each, name).toEqual(madeUp);
  }
}

describe('a stranger with only e-mail + plate', () => {
  it('gets the same answer for real pairs as for a made-up one, from every read and the renewal', async () => {
    const real = await Promise.all(REAL_PASSES.map(async (options) => portalPass(t, options)));
    const answers = await answersOf('', [MADE_UP, ...real]);
    expectAllAlike(answers);
    // …and that answer asks for the sign-in, so the portal can offer it.
    for (const [name, [madeUp]] of Object.entries(answers)) {
      expect(madeUp?.status, name).toBe(401);
      expect(JSON.parse(madeUp?.body ?? '{}'), name).toMatchObject({ code: 'sign_in_required' });
    }
    expect(await t.db.select().from(passPayments)).toHaveLength(0);
  });

  it('signed in for another e-mail learns nothing more than without a session', async () => {
    const own = await portalPass(t, { renewal: '2026-03-20' });
    const real = await Promise.all(REAL_PASSES.map(async (options) => portalPass(t, options)));
    await signedIn(app, own);
    const cookie = t.cookie ?? '';
    expectAllAlike(await answersOf(cookie, [MADE_UP, ...real]));
    // Also a pair made of the session's own e-mail and someone else's plate.
    const mixed = { email: own.email, plate: real[0]?.plate ?? '' };
    for (const call of CALLS) {
      expect(await answer(await call.send(mixed, cookie)), call.name).toEqual(
        await answer(await call.send({ email: own.email, plate: MADE_UP.plate }, cookie)),
      );
    }
    expect(await t.db.select().from(passPayments)).toHaveLength(0);
  });
});
