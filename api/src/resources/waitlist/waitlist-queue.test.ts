import { afterEach, describe, expect, it } from 'vitest';
import { openSlots } from '../../../test/checkout-fixtures';
import { eventActions } from '../../../test/fixtures';
import { createTestApp } from '../../../test/test-app';
import {
  createWaitlistTest,
  entryRows,
  fillGarage,
  join,
  joinConfirmed,
  linkCall,
  tick,
  tokenIn,
  type WaitlistTest,
} from '../../../test/waitlist-fixtures';
import type { MailMessage, MailProvider } from '../../providers/mail/mail-provider';

let w: WaitlistTest;
afterEach(() => w?.t.cleanup());

const cancel = (passId: number) =>
  w.t.call('POST', `/api/subscriptions/${passId}/cancel`, { token: w.t.tokens.ambassador });

describe('the waitlist queue', () => {
  it('confirms once and shows each person their place in line', async () => {
    w = await createWaitlistTest();
    await fillGarage(w.t, 1);
    await join(w.t, { email: 'a@example.com', firstName: 'Ana' });
    const tokenA = tokenIn(w.sent, 'a@example.com');
    expect((await linkCall(w.t, 'status', tokenA)).body).toEqual({
      status: 'unconfirmed',
      position: null,
      waitingCount: 0,
      offerExpiresAt: null,
      offerHours: 48,
      email: 'a@example.com',
      firstName: 'Ana',
      lang: 'en',
    });
    expect((await linkCall(w.t, 'confirm', tokenA)).body).toMatchObject({ status: 'waiting', position: 1 });
    w.advanceHours(1);
    const tokenB = await joinConfirmed(w, 'b@example.com');
    // Confirming again changes nothing: A keeps the first place.
    expect((await linkCall(w.t, 'confirm', tokenA)).body).toMatchObject({ position: 1, waitingCount: 2 });
    expect((await linkCall(w.t, 'status', tokenB)).body).toMatchObject({ position: 2, waitingCount: 2 });
  });

  it('offers a space freed by staff to the first confirmed person, holding it so the landing stays full', async () => {
    w = await createWaitlistTest();
    const [pass] = await fillGarage(w.t, 1);
    await join(w.t, { email: 'unconfirmed@example.com' });
    const first = await joinConfirmed(w, 'first@example.com', { lang: 'es', firstName: 'Rosa' });
    w.advanceHours(1);
    await joinConfirmed(w, 'second@example.com');
    w.sent.length = 0;
    expect((await cancel(pass?.id ?? 0)).status).toBe(200);
    const offers = w.sent.filter((m) => m.text.includes('?offer='));
    expect(offers.map((m) => [m.to, m.subject])).toEqual([
      ['first@example.com', 'Le reservamos un lugar de estacionamiento'],
    ]);
    expect(offers[0]?.text).toContain(`${w.t.config.publicBaseUrl}/?offer=${first}`);
    const status = (await linkCall(w.t, 'status', first)).body;
    expect(status).toMatchObject({ status: 'offered', position: null });
    expect(Date.parse(status.offerExpiresAt ?? '')).toBe(w.clock.now.getTime() + 48 * 3_600_000);
    // The exact end of the hold, in the garage's time zone.
    const local = new Intl.DateTimeFormat('es-MX', {
      timeStyle: 'short',
      timeZone: 'America/Los_Angeles',
    }).format(new Date(status.offerExpiresAt ?? ''));
    expect(offers[0]?.text).toContain(local);
    expect(await openSlots(w.t)).toBe(0);
    expect(await eventActions(w.t.db)).toContain('Waitlist offer sent');
  });

  it('lets an offer expire by the clock and offers the space to the next person', async () => {
    w = await createWaitlistTest();
    const [pass] = await fillGarage(w.t, 1);
    const first = await joinConfirmed(w, 'first@example.com');
    w.advanceHours(1);
    const second = await joinConfirmed(w, 'second@example.com');
    await cancel(pass?.id ?? 0);
    w.advanceHours(47);
    await tick(w);
    expect((await linkCall(w.t, 'status', first)).body.status).toBe('offered');
    w.sent.length = 0;
    w.advanceHours(2);
    await tick(w);
    expect((await linkCall(w.t, 'status', first)).body.status).toBe('expired');
    expect((await linkCall(w.t, 'status', second)).body.status).toBe('offered');
    expect(w.sent.filter((m) => m.text.includes('?offer=')).map((m) => m.to)).toEqual(['second@example.com']);
    expect(await openSlots(w.t)).toBe(0);
    expect((await eventActions(w.t.db)).filter((a) => a.startsWith('Waitlist'))).toEqual([
      'Waitlist offer sent',
      'Waitlist offer expired',
      'Waitlist offer sent',
    ]);
  });

  it('passes a declined offer to the next person; declining twice answers 409 waitlist_offer_not_open', async () => {
    w = await createWaitlistTest();
    const [pass] = await fillGarage(w.t, 1);
    const first = await joinConfirmed(w, 'first@example.com');
    w.advanceHours(1);
    const second = await joinConfirmed(w, 'second@example.com');
    expect((await linkCall(w.t, 'decline', first)).body).toMatchObject({ code: 'waitlist_offer_not_open' });
    await cancel(pass?.id ?? 0);
    expect((await linkCall(w.t, 'decline', first)).body).toMatchObject({
      status: 'left',
      offerExpiresAt: null,
    });
    expect((await linkCall(w.t, 'status', second)).body.status).toBe('offered');
    expect((await linkCall(w.t, 'decline', first)).status).toBe(409);
    expect(await openSlots(w.t)).toBe(0);
  });

  it('passes the offer on when the offered person leaves the list', async () => {
    w = await createWaitlistTest();
    const [pass] = await fillGarage(w.t, 1);
    const first = await joinConfirmed(w, 'first@example.com');
    w.advanceHours(1);
    const second = await joinConfirmed(w, 'second@example.com');
    await cancel(pass?.id ?? 0);
    expect((await linkCall(w.t, 'leave', first)).body.status).toBe('left');
    expect((await linkCall(w.t, 'status', second)).body.status).toBe('offered');
  });

  it('opens only the entry a token belongs to; a forged or unknown token answers 404', async () => {
    w = await createWaitlistTest();
    await fillGarage(w.t, 1);
    const a = await joinConfirmed(w, 'a@example.com');
    const b = await joinConfirmed(w, 'b@example.com');
    expect((await linkCall(w.t, 'status', a)).body.email).toBe('a@example.com');
    expect((await linkCall(w.t, 'status', b)).body.email).toBe('b@example.com');
    const [idA] = a.split('.');
    const [, macB] = b.split('.');
    for (const forged of [`${idA}.${macB}`, `${idA}.x`, 'zz.abc', '', 'not-a-token']) {
      const res = await linkCall(w.t, 'leave', forged);
      expect(res.status, forged).toBe(forged === '' ? 400 : 404);
      if (forged !== '') expect(res.body.code).toBe('waitlist_entry_not_found');
    }
    expect((await entryRows(w.t)).map((row) => row.status)).toEqual(['waiting', 'waiting']);
  });

  it('throttles a client guessing tokens', async () => {
    w = await createWaitlistTest();
    const statuses: number[] = [];
    for (let i = 0; i < 65; i += 1) {
      const res = await w.t.call('POST', '/api/waitlist/status', {
        body: { token: `${i + 1}.guess` },
        headers: { 'X-Forwarded-For': '203.0.113.77' },
      });
      statuses.push(res.status);
    }
    expect(new Set(statuses.slice(0, 60))).toEqual(new Set([404]));
    expect(new Set(statuses.slice(60))).toEqual(new Set([429]));
  });
});

describe('an offer e-mail the mail server refuses', () => {
  /** The waitlist's app, whose mail server refuses the next `refusals` offer e-mails (other mail goes). */
  async function withRefusedOffers(refusals: number) {
    const sent: MailMessage[] = [];
    const clock = { now: new Date() };
    let left = refusals;
    const mail: MailProvider = {
      kind: 'outbox',
      send: async (message) => {
        if (message.text.includes('?offer=') && left > 0) {
          left -= 1;
          throw new Error('451 greylisted, try again later');
        }
        sent.push(message);
        return { messageId: `m${sent.length}` };
      },
      checkHealth: async () => true,
    };
    const t = await createTestApp({ now: () => clock.now, mail });
    w = {
      t,
      sent,
      clock,
      advanceHours: (hours) => (clock.now = new Date(clock.now.getTime() + hours * 3_600_000)),
    };
    const [pass] = await fillGarage(w.t, 1);
    const token = await joinConfirmed(w, 'first@example.com');
    return { pass, token };
  }

  it('is tried again, so a refusal for a moment still brings the person their offer', async () => {
    const { pass, token } = await withRefusedOffers(1);
    await cancel(pass?.id ?? 0);
    await w.t.drain();
    expect(
      w.sent.filter((m) => m.to === 'first@example.com' && m.text.includes(`?offer=${token}`)),
    ).toHaveLength(1);
    expect(await eventActions(w.t.db)).not.toContain('Waitlist offer e-mail failed');
  });

  it('that still fails is on the staff checklist, and the space stays held for the person', async () => {
    const { pass } = await withRefusedOffers(100);
    await cancel(pass?.id ?? 0);
    await w.t.drain();
    expect(await eventActions(w.t.db)).toContain('Waitlist offer e-mail failed');
    expect((await entryRows(w.t)).find((e) => e.email === 'first@example.com')?.status).toBe('offered');
    expect(await openSlots(w.t)).toBe(0);
  });
});
