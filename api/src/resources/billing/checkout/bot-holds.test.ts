import { afterEach, describe, expect, it } from 'vitest';
import { createIntentBody, humanPass, openSlots, wizardData } from '../../../../test/checkout-fixtures';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let t: TestApp;
afterEach(() => t?.cleanup());

const post = async (body: unknown, ip = '203.0.113.7') => {
  const res = await t.app.request('/api/billing/create-intent', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { code?: string } };
};

// One script with invented plates could hold every online space for 30 minutes.
describe('a script cannot hold the online spaces', () => {
  it('refuses create-intent without a verified CAPTCHA pass, with a forged one or an expired one', async () => {
    let now = new Date('2025-03-01T05:30:00Z');
    t = await createTestApp({ now: () => now });
    const bare = await post(createIntentBody(wizardData()));
    expect(bare).toEqual({ status: 403, body: expect.objectContaining({ code: 'captcha_pass_required' }) });
    const forged = await post({ ...createIntentBody(wizardData()), captchaPass: '9999999999999.abc.def' });
    expect(forged.body.code).toBe('captcha_pass_required');

    const pass = await humanPass(t, '203.0.113.7');
    now = new Date(now.getTime() + 11 * 60_000);
    const late = await post({ ...createIntentBody(wizardData()), captchaPass: pass });
    expect(late.body.code).toBe('captcha_pass_required');
    expect(await openSlots(t)).toBe(40);
  });

  it('caps open holds per client address (2) and per e-mail (1), and throttles the calls', async () => {
    t = await createTestApp();
    const results = [];
    for (let i = 0; i < 38; i += 1) {
      // A CAPTCHA solved for each call: one pass starts one checkout (attack-holds.test.ts).
      const captchaPass = await humanPass(t, '203.0.113.7');
      results.push(await post({ ...createIntentBody(wizardData()), captchaPass }));
    }
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(results[2]?.body.code).toBe('too_many_holds');
    expect(results.at(-1)?.status).toBe(429);
    expect(await openSlots(t)).toBe(38);

    const buyer = wizardData();
    const secondPlate = wizardData({ personal: { email: buyer.personal.email } });
    const first = await post(
      { ...createIntentBody(buyer), captchaPass: await humanPass(t, '198.51.100.1') },
      '198.51.100.1',
    );
    expect(first.status).toBe(200);
    const again = await post(
      { ...createIntentBody(secondPlate), captchaPass: await humanPass(t, '198.51.100.2') },
      '198.51.100.2',
    );
    // One live checkout per e-mail: a newer one replaces an unpaid one, it never holds a second space.
    expect(again.status).toBe(200);
    expect(await openSlots(t)).toBe(37);
  });
});
