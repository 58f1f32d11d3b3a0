import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  getPortal,
  type PassOptions,
  type PortalApp,
  passStatus,
  portalPass,
  query,
  renew,
  signedIn,
  startPortalApp,
} from '../../../../test/portal-fixtures';
import type { TestApp } from '../../../../test/test-app';
import { locations } from '../../../db/schema';

// What the dashboard tells a customer about each kind of pass, and that the next step it offers is
// exactly what the renewal calls then allow (or refuse).

// 11:00 on 2026-03-10 in the garage's zone (America/Los_Angeles).
const NOW = new Date('2026-03-10T18:00:00Z');

let app: PortalApp;
let t: TestApp;

beforeEach(async () => {
  app = await startPortalApp(() => NOW);
  ({ t } = app);
});
afterEach(() => t.cleanup());

async function outlook(options: PassOptions) {
  const pass = await portalPass(t, options);
  await signedIn(app, pass);
  const body = await passStatus(t, pass);
  const quote = await getPortal(t, `renew?${query(pass)}`);
  return { pass, body, quote: { status: quote.status, body: (await quote.json()) as { code?: string } } };
}

describe('GET subscription: every status told truthfully, with the next step', () => {
  it('an active pass far from its date: renewing opens later, and the quote says the same', async () => {
    const { body, quote } = await outlook({ renewal: '2026-04-05' });
    expect(body).toMatchObject({
      status: 'active',
      next_step: 'renew_later',
      renew_refusal: 'renew_too_early',
      autopay_failure: null,
    });
    expect(quote).toMatchObject({ status: 409, body: { code: 'renew_too_early' } });
  });

  it('an active pass in its window, and one expired days ago: renew, and the quote agrees', async () => {
    const due = await outlook({ renewal: '2026-03-20' });
    expect(due.body).toMatchObject({ status: 'active', next_step: 'renew', renew_refusal: null });
    expect(due.quote.status).toBe(200);
    const lapsed = await outlook({ renewal: '2026-03-06' });
    expect(lapsed.body).toMatchObject({ status: 'expired', days_ago: 4, next_step: 'renew' });
    expect(lapsed.quote.status).toBe(200);
  });

  it('a canceled pass is "canceled", never "expired 0 days ago", and may be renewed from today', async () => {
    const { body, quote, pass } = await outlook({ renewal: '2026-03-20', statusKey: 'canceled' });
    expect(body).toMatchObject({ status: 'canceled', next_step: 'renew', renew_refusal: null });
    expect(quote.status).toBe(200);
    expect((await renew(t, pass)).status).toBe(200);
  });

  it('refunded and banned passes send the customer to the office, with its phone, e-mail and hours', async () => {
    await t.db.update(locations).set({ address: '100 Garage Rd, San Ysidro' });
    for (const statusKey of ['refunded', 'banned'] as const) {
      const { body, quote } = await outlook({ renewal: '2026-03-20', statusKey });
      expect(body).toMatchObject({
        status: statusKey,
        next_step: 'contact_office',
        renew_refusal: 'pass_not_renewable',
        office: {
          phone: t.config.office.phone,
          email: t.config.office.email,
          hours: t.config.office.hours,
          address: '100 Garage Rd, San Ysidro',
        },
      });
      expect(quote).toMatchObject({ status: 409, body: { code: 'pass_not_renewable' } });
    }
  });

  it('an inactive pass is shown as inactive, with the same renewal rule', async () => {
    const { body, quote } = await outlook({ renewal: '2026-03-20', statusKey: 'inactive' });
    expect(body).toMatchObject({ status: 'inactive', next_step: 'renew' });
    expect(quote.status).toBe(200);
  });

  it('an autopay pass that is live needs nothing; renewing by hand is refused alike', async () => {
    const { body, quote } = await outlook({ renewal: '2026-03-20', autopay: true });
    expect(body).toMatchObject({
      status: 'active',
      next_step: 'none',
      renew_refusal: 'autopay_blocks_renewal',
    });
    expect(quote).toMatchObject({ status: 409, body: { code: 'autopay_blocks_renewal' } });
  });
});
