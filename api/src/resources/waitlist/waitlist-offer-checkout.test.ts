import { afterEach, describe, expect, it } from 'vitest';
import {
  buyerIp,
  CARDS,
  confirm,
  createIntent,
  createIntentBody,
  humanPass,
  json,
  openSlots,
  passCount,
  wizardData,
} from '../../../test/checkout-fixtures';
import { eventActions } from '../../../test/fixtures';
import {
  createWaitlistTest,
  fillGarage,
  joinConfirmed,
  linkCall,
  tick,
  type WaitlistTest,
} from '../../../test/waitlist-fixtures';
import type { CreateIntentResponse } from '../../contract/billing-response';

let w: WaitlistTest;
afterEach(() => w?.t.cleanup());

/** create-intent from the offer link: the wizard sends the offer's token with the visitor's data. */
async function createIntentWithOffer(email: string, token: string) {
  const wizard = wizardData({ personal: { email } });
  const ip = buyerIp();
  const res = await w.t.call('POST', '/api/billing/create-intent', {
    body: {
      ...createIntentBody(wizard, { captchaPass: await humanPass(w.t, ip) }),
      waitlistOfferToken: token,
    },
    headers: { 'X-Forwarded-For': ip },
  });
  return { status: res.status, body: await json<CreateIntentResponse & { code?: string }>(res) };
}

/** A full garage of one space whose pass staff cancel while `email` is first in line. */
async function offerTo(email: string) {
  const [pass] = await fillGarage(w.t, 1);
  const token = await joinConfirmed(w, email);
  await w.t.call('POST', `/api/subscriptions/${pass?.id}/cancel`, { token: w.t.tokens.ambassador });
  expect((await linkCall(w.t, 'status', token)).body.status).toBe('offered');
  return token;
}

describe('buying through a waitlist offer', () => {
  it('takes over the held space, closes the offer as bought and writes the events', async () => {
    w = await createWaitlistTest();
    const token = await offerTo('rosa@example.com');
    const offerEnds = (await linkCall(w.t, 'status', token)).body.offerExpiresAt;

    // Another visitor finds no space while the offer is out.
    const rival = await createIntent(w.t, wizardData(), 1);
    expect(rival).toMatchObject({ status: 409, body: { code: 'spaces_taken' } });

    const intent = await createIntentWithOffer('Rosa@Example.com', token);
    expect(intent.status).toBe(200);
    expect(intent.body.holdExpiresAt).toBe(offerEnds);
    // Leaving the checkout page does not give the offered space away.
    await w.t.call('POST', '/api/billing/hold/release', {
      body: { checkoutToken: intent.body.checkoutToken },
    });
    expect(await openSlots(w.t)).toBe(0);
    expect((await linkCall(w.t, 'status', token)).body.status).toBe('offered');

    expect((await confirm(w.t, intent.body.clientSecret, CARDS.visa)).status).toBe(200);
    expect(await passCount(w.t)).toBe(1);
    expect((await linkCall(w.t, 'status', token)).body.status).toBe('bought');
    expect(await openSlots(w.t)).toBe(0);
    expect((await eventActions(w.t.db)).filter((a) => a.startsWith('Waitlist'))).toEqual([
      'Waitlist offer sent',
      'Waitlist offer bought',
    ]);
  });

  it('refuses the offer for another e-mail with 409 waitlist_offer_email_mismatch', async () => {
    w = await createWaitlistTest();
    const token = await offerTo('owner@example.com');
    const res = await createIntentWithOffer('someone-else@example.com', token);
    expect(res).toMatchObject({ status: 409, body: { code: 'waitlist_offer_email_mismatch' } });
  });

  it('refuses an offer that ran out with 409 waitlist_offer_expired, and an unknown token with 404', async () => {
    w = await createWaitlistTest();
    const token = await offerTo('late@example.com');
    w.advanceHours(49);
    await tick(w);
    expect(await createIntentWithOffer('late@example.com', token)).toMatchObject({
      status: 409,
      body: { code: 'waitlist_offer_expired' },
    });
    expect(await createIntentWithOffer('late@example.com', '1.forged')).toMatchObject({
      status: 404,
      body: { code: 'waitlist_entry_not_found' },
    });
  });

  it('behaves as before without a token when a space is free', async () => {
    w = await createWaitlistTest();
    const res = await createIntent(w.t, wizardData(), 1);
    expect(res.status).toBe(200);
  });
});
