import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';

// The landing and the checkout show the pass's dates from the server's clock in the garage's zone,
// never from the phone's.

let t: TestApp;
afterEach(() => t.cleanup());

async function passPeriod(now: string) {
  t = await createTestApp({ now: () => new Date(now) });
  const res = await t.client.api.billing.config.$get();
  expect(res.status).toBe(200);
  return (await res.json()).pass_period;
}

describe('GET /api/billing/config: the pass a purchase now would buy', () => {
  it('starts today in the garage time zone and runs one month minus a day', async () => {
    expect(await passPeriod('2026-03-10T18:00:00Z')).toEqual({
      start_date: '2026-03-10',
      next_renewal_date: '2026-04-09',
    });
  });

  it('is still the garage’s evening when UTC has passed midnight', async () => {
    // 23:30 on March 10 in Los Angeles.
    expect(await passPeriod('2026-03-11T06:30:00Z')).toEqual({
      start_date: '2026-03-10',
      next_renewal_date: '2026-04-09',
    });
  });
});
