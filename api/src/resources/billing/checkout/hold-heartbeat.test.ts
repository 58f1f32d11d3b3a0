import { afterEach, describe, expect, it } from 'vitest';
import { createIntent, openSlots, setSpaces, wizardData } from '../../../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
afterEach(() => t?.cleanup());

const START = new Date('2025-03-01T05:30:00Z').getTime();
const minutes = (n: number) => n * 60_000;

const hold = (action: 'keepalive' | 'release', checkoutToken: string) =>
  t.call('POST', `/api/billing/hold/${action}`, { body: { checkoutToken } });

// A declined card or a closed tab must not keep a space for 30 minutes.
describe('holds follow the buyer', () => {
  it('lets a hold lapse after 10 minutes without the checkout page', async () => {
    let now = START;
    t = await createTestApp({ now: () => new Date(now) });
    const intent = await createIntent(t, wizardData());
    expect(intent.body.holdExpiresAt).toBe(new Date(START + minutes(10)).toISOString());
    expect(await openSlots(t)).toBe(39);
    now = START + minutes(11);
    expect(await openSlots(t)).toBe(40);
  });

  it('keeps it while the page sends its heartbeat, up to 30 minutes', async () => {
    let now = START;
    t = await createTestApp({ now: () => new Date(now) });
    const intent = await createIntent(t, wizardData());
    for (let minute = 1; minute <= 29; minute += 1) {
      now = START + minutes(minute);
      const res = await hold('keepalive', intent.body.checkoutToken);
      expect(res.status).toBe(200);
    }
    expect(await openSlots(t)).toBe(39);
    const last = await hold('keepalive', intent.body.checkoutToken);
    expect(await last.json()).toEqual({ holdExpiresAt: new Date(START + minutes(30)).toISOString() });
    now = START + minutes(31);
    expect(await openSlots(t)).toBe(40);
  });

  it('frees the space at once when the page is left, and takes it again if the buyer comes back', async () => {
    t = await createTestApp({ now: () => new Date(START) });
    const intent = await createIntent(t, wizardData());
    expect(await openSlots(t)).toBe(39);
    expect((await hold('release', intent.body.checkoutToken)).status).toBe(204);
    expect(await openSlots(t)).toBe(40);
    expect((await hold('keepalive', intent.body.checkoutToken)).status).toBe(200);
    expect(await openSlots(t)).toBe(39);
  });

  // The checkout page reads these answers to say the space is gone before a card is typed.
  it('says the space is gone when the hold lapsed and none is free, within the cap or past it', async () => {
    let now = START;
    t = await createTestApp({ now: () => new Date(now) });
    const intent = await createIntent(t, wizardData());
    now = START + minutes(11);
    await setSpaces(t, 0);
    const lapsed = await hold('keepalive', intent.body.checkoutToken);
    expect(lapsed.status).toBe(409);
    expect(await lapsed.json()).toMatchObject({ code: 'spaces_taken' });

    await setSpaces(t, 40);
    for (let minute = 12; minute <= 30; minute += 1) {
      now = START + minutes(minute);
      expect((await hold('keepalive', intent.body.checkoutToken)).status).toBe(200);
    }
    now = START + minutes(31);
    // Past the cap with a space free, buying still works (the lapsed-hold path): nothing to say yet.
    expect((await hold('keepalive', intent.body.checkoutToken)).status).toBe(200);
    await setSpaces(t, 0);
    const pastCap = await hold('keepalive', intent.body.checkoutToken);
    expect(pastCap.status).toBe(409);
    expect(await pastCap.json()).toMatchObject({ code: 'spaces_taken' });
  });

  it('knows nothing of an invented token', async () => {
    t = await createTestApp();
    const res = await hold('keepalive', 'invented-token');
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: 'checkout_not_found' });
    expect((await hold('release', 'invented-token')).status).toBe(204);
  });
});
