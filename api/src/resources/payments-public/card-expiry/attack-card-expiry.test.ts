import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buyAutopay, wizardData } from '../../../../test/checkout-fixtures';
import { signIn } from '../../../../test/portal-session-fixtures';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { EXPIRING_TEST_CARD } from '../../../providers/payments/sandbox/test-cards';

// The dashboard read now carries the saved card (brand, last 4, expiry), the next charge and the
// switch preview: a stranger, signed in for another pass or not at all, must learn none of them.

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

describe('the card expiry, next charge and switch preview of another pass', () => {
  it('are refused to a stranger, signed in for their own pass or not', async () => {
    const victim = await buyAutopay(t, wizardData(), EXPIRING_TEST_CARD);
    const stranger = await buyAutopay(t, wizardData());
    const victimKey = { email: victim.wizard.personal.email, plate: victim.wizard.vehicle.plate };
    const strangerKey = { email: stranger.wizard.personal.email, plate: stranger.wizard.vehicle.plate };
    const read = (key: typeof victimKey, cookie?: string) =>
      t.call(
        'GET',
        `/api/payments-public/subscription?${new URLSearchParams(key)}`,
        cookie === undefined ? {} : { cookie },
      );

    const signedOut = await read(victimKey, '');
    expect(signedOut.status).toBe(401);
    expect(await signedOut.text()).not.toMatch(/3030|card_expiry|next_charge/);

    const cookie = await signIn(t, strangerKey);
    const own = await read(strangerKey, cookie);
    expect(own.status).toBe(200);
    // Their own pass with the victim's plate, or the victim's e-mail with their own plate: no answer.
    for (const key of [
      victimKey,
      { ...victimKey, email: strangerKey.email },
      { ...strangerKey, email: victimKey.email },
    ]) {
      const res = await read(key, cookie);
      expect(res.status).not.toBe(200);
      expect(await res.text()).not.toMatch(/3030|card_expiry|next_charge/);
    }
    // The owner sees it.
    const ownerCookie = await signIn(t, victimKey, { device: null });
    const owner = await read(victimKey, ownerCookie);
    expect(await owner.json()).toMatchObject({ card_expiry: { last4: '3030' } });
  });
});
