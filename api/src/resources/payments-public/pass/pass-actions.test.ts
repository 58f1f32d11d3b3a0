import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type PassKey,
  type PortalApp,
  passStatus,
  portalPass,
  postPortal,
  renew,
  signedIn,
  startPortalApp,
} from '../../../../test/portal-fixtures';
import type { TestApp } from '../../../../test/test-app';

// Every dashboard action the pass answer offers is one its call accepts now, and every one it refuses
// is refused by that call with the same reason; autopay passes never lead with Renew.

// 11:00 on 2026-03-10 in the garage's zone (America/Los_Angeles).
const NOW = new Date('2026-03-10T18:00:00Z');

let app: PortalApp;
let t: TestApp;

beforeEach(async () => {
  app = await startPortalApp(() => NOW);
  ({ t } = app);
});
afterEach(() => t.cleanup());

async function signedInPass(options: Parameters<typeof portalPass>[1]): Promise<PassKey> {
  const pass = await portalPass(t, options);
  await signedIn(app, pass);
  return pass;
}

describe('GET subscription: actions and the main one', () => {
  it('answers today in the garage time zone, from the server clock', async () => {
    const pass = await signedInPass({ renewal: '2026-03-20' });
    expect((await passStatus(t, pass)).today).toBe('2026-03-10');
  });

  it('an autopay pass leads with its card, never Renew, and renewing by hand is refused alike', async () => {
    const pass = await signedInPass({ renewal: '2026-03-20', autopay: true });
    const body = await passStatus(t, pass);
    expect(body.main_action).toBe('manage_card');
    expect(body.actions).toMatchObject({
      renew: { available: false, reason: 'autopay_blocks_renewal' },
      autopay_on: { available: false, reason: 'autopay_already_on' },
      autopay_link: { available: false, reason: 'autopay_already_on' },
      autopay_off: { available: true, reason: null },
      change_card: { available: true, reason: null },
    });
    expect((await renew(t, pass)).body.code).toBe('autopay_blocks_renewal');
  });

  it('an expired pass offers renewal, not the autopay link, and the link call refuses it the same way', async () => {
    const pass = await signedInPass({ renewal: '2026-03-06' });
    const body = await passStatus(t, pass);
    expect(body.main_action).toBe('renew');
    expect(body.actions).toMatchObject({
      renew: { available: true, reason: null },
      autopay_link: { available: false, reason: 'pass_expired' },
      autopay_on: { available: false, reason: 'pass_expired' },
      autopay_off: { available: false, reason: 'autopay_already_off' },
      change_card: { available: false, reason: 'no_saved_card' },
    });
    const link = await postPortal(t, 'send-autopay-enable-link', pass);
    expect(link.status).toBe(409);
    expect(((await link.json()) as { code: string }).code).toBe('pass_expired');
    expect((await renew(t, pass)).status).toBe(200);
  });

  it('a live pass too early to renew: no main action, renew refused with its reason, autopay offered', async () => {
    const pass = await signedInPass({ renewal: '2026-04-05' });
    const body = await passStatus(t, pass);
    expect(body.main_action).toBe('none');
    expect(body.actions.renew).toEqual({ available: false, reason: 'renew_too_early' });
    expect(body.actions.autopay_link).toEqual({ available: true, reason: null });
    expect((await renew(t, pass)).body.code).toBe('renew_too_early');
    expect((await postPortal(t, 'send-autopay-enable-link', pass)).status).toBe(200);
  });

  it('the lost-card action follows the assigned access card; an ended pass keeps nothing else', async () => {
    const withCard = await signedInPass({ renewal: '2026-03-20', cardCode: '000451' });
    expect((await passStatus(t, withCard)).actions.lost_card).toEqual({ available: true, reason: null });
    const refunded = await signedInPass({ renewal: '2026-03-20', statusKey: 'refunded' });
    const body = await passStatus(t, refunded);
    expect(body.main_action).toBe('none');
    expect(body.actions).toMatchObject({
      renew: { available: false, reason: 'pass_not_renewable' },
      autopay_on: { available: false, reason: 'pass_ended' },
      change_card: { available: false, reason: 'pass_ended' },
      lost_card: { available: false, reason: 'no_card_assigned' },
    });
    const lost = await postPortal(t, 'lost-card', { ...refunded, language: 'en' });
    expect(lost.status).toBe(409);
  });
});
