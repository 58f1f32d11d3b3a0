import { afterEach, describe, expect, it } from 'vitest';
import { openSlots, setSpaces } from '../../../test/checkout-fixtures';
import { eventActions } from '../../../test/fixtures';
import {
  createWaitlistTest,
  entryRows,
  fillGarage,
  join,
  joinConfirmed,
  linkCall,
  type WaitlistTest,
} from '../../../test/waitlist-fixtures';
import type { WaitlistEntry, WaitlistList } from '../../contract/waitlist';
import { events } from '../../db/schema';

let w: WaitlistTest;
afterEach(() => w?.t.cleanup());

const staffCall = (method: string, path: string, role: 'admin' | 'ambassador' = 'ambassador') =>
  w.t.call(method, path, { token: w.t.tokens[role] });

async function list(role: 'admin' | 'ambassador' = 'ambassador') {
  const res = await staffCall('GET', '/api/waitlist', role);
  expect(res.status).toBe(200);
  return (await res.json()) as WaitlistList;
}

describe('staff waitlist', () => {
  it('lists offered, then waiting by position, then unconfirmed, then closed; with its numbers', async () => {
    w = await createWaitlistTest();
    const [pass] = await fillGarage(w.t, 1);
    await joinConfirmed(w, 'first@example.com', { firstName: 'Ana', lastName: 'Ruiz', plate: 'AAA1' });
    w.advanceHours(24);
    const second = await joinConfirmed(w, 'second@example.com', { lang: 'es' });
    w.advanceHours(1);
    await joinConfirmed(w, 'third@example.com');
    await join(w.t, { email: 'unconfirmed@example.com' });
    await linkCall(w.t, 'leave', second);
    await staffCall('POST', `/api/subscriptions/${pass?.id}/cancel`);
    const { entries, stats } = await list('admin');
    expect(entries.map((e) => [e.email, e.status, e.position])).toEqual([
      ['first@example.com', 'offered', null],
      ['third@example.com', 'waiting', 1],
      ['unconfirmed@example.com', 'unconfirmed', null],
      ['second@example.com', 'left', null],
    ]);
    expect(entries[0]).toMatchObject({
      firstName: 'Ana',
      lastName: 'Ruiz',
      plate: 'AAA1',
      lang: 'en',
      offerExpiresAt: expect.any(String),
    } satisfies Partial<WaitlistEntry>);
    expect(stats).toEqual({ waiting: 1, offered: 1, averageWaitDays: 1, offerHours: 48, spacesFree: 0 });
  });

  it('sends the next offer by hand, or says why not (waitlist_empty, waitlist_no_space)', async () => {
    w = await createWaitlistTest();
    await setSpaces(w.t, 0);
    let res = await staffCall('POST', '/api/waitlist/offer-next');
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'waitlist_empty' });
    await joinConfirmed(w, 'next@example.com');
    res = await staffCall('POST', '/api/waitlist/offer-next');
    expect(await res.json()).toMatchObject({
      code: 'waitlist_no_space',
      error: expect.stringContaining('Raise the online sales limit'),
    });
    // Staff raise the limit: the queue offers the new space at once.
    w.sent.length = 0;
    const raised = await w.t.call('POST', '/api/locations/1/online-sales-spaces', {
      token: w.t.tokens.admin,
      body: { online_sales_spaces: 1 },
    });
    expect(await raised.json()).toMatchObject({ availables: 0 });
    expect(w.sent.map((m) => m.to)).toEqual(['next@example.com']);
    expect((await entryRows(w.t)).map((row) => row.status)).toEqual(['offered']);
  });

  it('says how many spaces are free, so the screen offers "Send next offer now" only when one is', async () => {
    w = await createWaitlistTest();
    await fillGarage(w.t, 1);
    await setSpaces(w.t, 3);
    // Nobody waiting: the free spaces stay free.
    expect((await list()).stats).toMatchObject({ waiting: 0, spacesFree: 2 });
    await joinConfirmed(w, 'first@example.com');
    await joinConfirmed(w, 'second@example.com');
    await joinConfirmed(w, 'third@example.com');
    // The queue offered both free spaces: none is left for a hand-sent offer, one person still waits.
    expect((await list()).stats).toMatchObject({ waiting: 1, offered: 2, spacesFree: 0 });
    const refused = await staffCall('POST', '/api/waitlist/offer-next');
    expect(await refused.json()).toMatchObject({ code: 'waitlist_no_space' });
  });

  it('offer-next answers the entry it offered the space to', async () => {
    w = await createWaitlistTest();
    await fillGarage(w.t, 1);
    await joinConfirmed(w, 'manual@example.com');
    // A space the scheduler has not offered yet.
    await setSpaces(w.t, 2);
    const res = await staffCall('POST', '/api/waitlist/offer-next', 'admin');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ email: 'manual@example.com', status: 'offered' });
    expect((await w.t.db.select().from(events)).at(-1)).toMatchObject({ actor: 'admin' });
    expect(await openSlots(w.t)).toBe(0);
  });

  it('removes an entry; an offer it held goes to the next person', async () => {
    w = await createWaitlistTest();
    const [pass] = await fillGarage(w.t, 1);
    await joinConfirmed(w, 'first@example.com');
    w.advanceHours(1);
    await joinConfirmed(w, 'second@example.com');
    await staffCall('POST', `/api/subscriptions/${pass?.id}/cancel`);
    const [first] = await entryRows(w.t);
    const res = await staffCall('DELETE', `/api/waitlist/${first?.id}`);
    expect(res.status).toBe(204);
    expect((await entryRows(w.t)).map((row) => row.status)).toEqual(['removed', 'offered']);
    expect((await eventActions(w.t.db)).filter((a) => a.startsWith('Waitlist'))).toEqual([
      'Waitlist offer sent',
      'Waitlist offer expired',
      'Waitlist offer sent',
    ]);
    const missing = await staffCall('DELETE', '/api/waitlist/999');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'waitlist_entry_not_found' });
  });

  it('refuses every staff call without a staff token', async () => {
    w = await createWaitlistTest();
    for (const [method, path] of [
      ['GET', '/api/waitlist'],
      ['POST', '/api/waitlist/offer-next'],
      ['DELETE', '/api/waitlist/1'],
    ] as const) {
      const res = await w.t.call(method, path);
      expect(res.status, path).toBe(401);
      expect(await res.json()).toMatchObject({ code: 'unauthenticated' });
    }
  });
});
