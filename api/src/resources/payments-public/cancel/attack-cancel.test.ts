import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { portalPass } from '../../../../test/autopay-fixtures';
import { signIn } from '../../../../test/portal-session-fixtures';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { passCancellations } from '../../../db/schema';

// Someone signed in as themselves tries to cancel, read or undo another owner's pass: each answer is
// the same 401 a made-up pass gets, and nothing is written.

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.cleanup());

describe('attack: cancelling another owner’s pass', () => {
  it('refuses a session of another e-mail, without telling a real pass from a made-up one', async () => {
    const victim = await portalPass(t, { nextRenewalDate: '2099-01-01' });
    const attacker = await portalPass(t, { nextRenewalDate: '2099-01-01' });
    await signIn(t, attacker);
    const madeUp = { email: 'nobody@example.com', plate: 'ZZZ999' };

    for (const key of [victim, madeUp]) {
      const read = await t.call(
        'GET',
        `/api/payments-public/cancel?email=${encodeURIComponent(key.email)}&plate=${key.plate}`,
      );
      const cancel = await t.call('POST', '/api/payments-public/cancel', {
        body: { email: key.email, plate: key.plate, reason: 'moving' },
      });
      const undo = await t.call('POST', '/api/payments-public/cancel/undo', {
        body: { email: key.email, plate: key.plate },
      });
      expect([read.status, cancel.status, undo.status]).toEqual([401, 401, 401]);
    }
    expect(
      await t.db.select().from(passCancellations).where(eq(passCancellations.subscriptionId, victim.id)),
    ).toEqual([]);
  });

  it('refuses everyone without a session', async () => {
    const victim = await portalPass(t, { nextRenewalDate: '2099-01-01' });
    const res = await t.call('POST', '/api/payments-public/cancel', {
      body: { email: victim.email, plate: victim.plate, reason: 'moving' },
      cookie: '',
    });
    expect(res.status).toBe(401);
  });
});
