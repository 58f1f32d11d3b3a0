import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lastLinkTokenTo, portalPass } from '../../../test/autopay-fixtures';
import { signIn } from '../../../test/portal-session-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { consumeLinkToken } from '../../domain/portal/link-tokens';

// `GET /checkout/init/{token}`: the link e-mailed by send-autopay-enable-link / send-card-update-link
// opens the hosted card set-up once, within 24 hours.

describe('GET /checkout/init/{token}', () => {
  let t: TestApp;
  let clock: Date;
  beforeEach(async () => {
    clock = new Date('2026-11-23T18:00:00Z');
    t = await createTestApp({ now: () => clock });
  });
  afterEach(() => t.cleanup());

  const send = async (
    kind: 'send-autopay-enable-link' | 'send-card-update-link',
    body: { email: string; plate: string },
  ) => {
    if (!t.cookie) await signIn(t, body);
    return t.call('POST', `/api/payments-public/${kind}`, { body });
  };
  const init = (token: string) => t.call('GET', `/api/checkout/init/${encodeURIComponent(token)}`);

  it('init: 404 link_not_found for a forged or unknown token, 410 link_expired for an expired or used one', async () => {
    const p = await portalPass(t, { nextRenewalDate: '2026-12-10' });
    await send('send-card-update-link', { email: p.email, plate: p.plate });
    const token = lastLinkTokenTo(t, p.email);
    const [id] = token.split('.');
    for (const forged of [
      'nonsense',
      `${id}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
      `zz.${token.split('.')[1]}`,
    ]) {
      const res = await init(forged);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'link_not_found' });
    }

    clock = new Date(clock.getTime() + 24 * 60 * 60_000 + 1000);
    const expired = await init(token);
    expect(expired.status).toBe(410);
    expect(await expired.json()).toMatchObject({ code: 'link_expired' });

    const fresh = await send('send-card-update-link', { email: p.email, plate: p.plate });
    expect(await fresh.json()).toEqual({ sent: true, reusedToken: false });
    const second = lastLinkTokenTo(t, p.email);
    await consumeLinkToken(t.db, Number.parseInt(second.split('.')[0] as string, 36), clock);
    const used = await init(second);
    expect(used.status).toBe(410);
    expect(await used.json()).toMatchObject({ code: 'link_expired' });
  });
});
