import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json } from '../../../../test/checkout-fixtures';
import {
  getPortal,
  portalPass as makePass,
  type PassKey,
  type PassOptions,
  type PortalApp,
  passStatus,
  postPortal,
  query,
  startPortalApp,
} from '../../../../test/portal-fixtures';
import { cookiesOf } from '../../../../test/portal-session-fixtures';
import type { TestApp } from '../../../../test/test-app';
import type { ConfirmInviteResponse, LookupResponse } from '../../../contract/portal';
import { firstRow } from '../../../db/rows';
import { customers } from '../../../db/schema';
import { INVITE_TTL_MS } from '../../../domain/customers/existing-parkers';
import { issueLinkToken } from '../../../domain/portal/link-tokens';
import type { MailMessage } from '../../../providers/mail/mail-provider';

// A customer staff created confirms their e-mail through the invite link before the pass shows.

// 11:00 on 2026-03-10 in the garage's zone (America/Los_Angeles).
const NOW = new Date('2026-03-10T18:00:00Z');

let app: PortalApp;
let t: TestApp;
let clock: Date;
let mails: MailMessage[];

beforeEach(async () => {
  clock = NOW;
  app = await startPortalApp(() => clock);
  ({ t, mails } = app);
});
afterEach(() => t.cleanup());

const portalPass = async (options: PassOptions) => makePass(t, options);
const get = (path: string) => getPortal(t, path);
const post = (path: string, body: unknown) => postPortal(t, path, body);
const status = (key: PassKey) => passStatus(t, key);
const customerOf = async (email: string) =>
  firstRow(t.db.select().from(customers).where(eq(customers.email, email)).limit(1));
/** The token of the invite staff's import or Add customer e-mails (domain/customers/existing-parkers.ts). */
const inviteTokenOf = async (pass: { subscriptionId: number }) =>
  (
    await issueLinkToken(t.db, t.config.jwtSecret, {
      purpose: 'invite',
      subscriptionId: pass.subscriptionId,
      ttlMs: INVITE_TTL_MS,
      now: clock,
    })
  ).token;

describe('invites', () => {
  it('keeps a pending invite from showing the pass until the e-mailed link is opened', async () => {
    const pass = await portalPass({
      renewal: '2026-03-20',
      invitePending: true,
      language: 'es',
      cardCode: '000777',
    });
    // Naming the pass shows nothing of it: every read asks for the sign-in, as for any pair.
    for (const path of ['lookup', 'subscription', 'customer-info', 'renew']) {
      const res = await get(`${path}?${query(pass)}`);
      expect(res.status, path).toBe(401);
      expect(await res.json()).toMatchObject({ code: 'sign_in_required' });
    }
    expect((await post('renew', pass)).status).toBe(401);

    // Nobody can ask for the invite again by naming the pass: that answer told strangers who is invited.
    expect((await post('resend-invite', pass)).status).toBe(404);
    expect(mails).toHaveLength(0);
    const token = await inviteTokenOf(pass);

    const confirmed = await post('confirm-invite', { token });
    expect(confirmed.status).toBe(200);
    expect(await json<ConfirmInviteResponse>(confirmed)).toEqual({ email: pass.email, plate: pass.plate });
    // Opening the link proved the mailbox: the browser is signed in.
    expect(confirmed.headers.getSetCookie().join('\n')).toMatch(/garage_portal=[A-Za-z0-9_-]{43};/);
    t.cookie = cookiesOf(confirmed);
    const lookup = await get(`lookup?${query(pass)}`);
    expect(lookup.status).toBe(200);
    expect(await json<LookupResponse>(lookup)).toMatchObject({ ok: true, invitePending: false });
    expect((await status(pass)).status).toBe('active');

    // Single use; a made-up token is unknown.
    expect(await json(await post('confirm-invite', { token }))).toMatchObject({ code: 'link_expired' });
    expect(await json(await post('confirm-invite', { token: 'zz.bogus' }))).toMatchObject({
      code: 'link_not_found',
    });
  });

  it('refuses an invite link after 24 hours', async () => {
    const pass = await portalPass({ renewal: '2026-03-20', invitePending: true });
    const token = await inviteTokenOf(pass);
    clock = new Date(NOW.getTime() + 24 * 3_600_000 + 1000);
    const res = await post('confirm-invite', { token });
    expect(res.status).toBe(410);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect((await customerOf(pass.email))?.invitePending).toBe(true);
  });
});
