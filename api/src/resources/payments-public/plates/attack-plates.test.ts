import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { portalPass } from '../../../../test/autopay-fixtures';
import { signIn } from '../../../../test/portal-session-fixtures';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { returnedRow } from '../../../db/rows';
import { passPlates } from '../../../db/schema';

// Someone signed in to their own pass tries the plates of another's (docs/decisions/pass-plates.md):
// every call about a pass needs the session of that pass's e-mail, checked before the pass is looked
// for, so a real pass and a made-up one answer alike and a plate id of another pass is just not theirs.

let t: TestApp;

beforeEach(async () => {
  t = await createTestApp({ now: () => new Date('2026-03-10T19:00:00Z') });
});
afterEach(() => t.cleanup());

async function victimAndAttacker() {
  const victim = await portalPass(t, { nextRenewalDate: '2026-04-09' });
  const { id: victimPlateId } = await returnedRow(
    t.db
      .insert(passPlates)
      .values({ subscriptionId: victim.id, plate: 'VICTIM2', addedBy: 'owner' })
      .returning(),
  );
  const attacker = await portalPass(t, { nextRenewalDate: '2026-04-09' });
  await signIn(t, attacker);
  return { victim, victimPlateId, attacker };
}

const livePlates = async () =>
  (await t.db.select().from(passPlates)).filter((row) => row.removedAt === null).map((row) => row.plate);

describe('plates of a pass that is not yours', () => {
  it('cannot be read, added to or removed from: 401 before the pass is looked for, alike for a made-up pass', async () => {
    const { victim, victimPlateId } = await victimAndAttacker();
    const madeUp = { email: 'nobody@example.com', plate: 'NOPASS1' };
    const answers: unknown[] = [];
    for (const key of [victim, madeUp]) {
      const query = `email=${encodeURIComponent(key.email)}&plate=${key.plate}`;
      const calls = [
        t.call('GET', `/api/payments-public/plates?${query}`),
        t.call('POST', '/api/payments-public/plates', {
          body: { email: key.email, plate: key.plate, new_plate: 'THIEF1' },
        }),
        t.call('POST', '/api/payments-public/plates/remove', {
          body: { email: key.email, plate: key.plate, plate_id: victimPlateId },
        }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.status).toBe(401);
        answers.push(await res.json());
      }
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(await livePlates()).toEqual(['VICTIM2']);
  });

  it("naming your own pass with another pass's plate id removes nothing and says only that it is not on your pass", async () => {
    const { victimPlateId, attacker } = await victimAndAttacker();
    const res = await t.call('POST', '/api/payments-public/plates/remove', {
      body: { email: attacker.email, plate: attacker.plate, plate_id: victimPlateId },
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'plate_not_on_pass' });
    expect(await livePlates()).toEqual(['VICTIM2']);
  });

  it("adding another pass's plate to your own is refused without naming the pass or its owner", async () => {
    const { victim, attacker } = await victimAndAttacker();
    for (const plate of [victim.plate, 'VICTIM2']) {
      const res = await t.call('POST', '/api/payments-public/plates', {
        body: { email: attacker.email, plate: attacker.plate, new_plate: plate },
      });
      expect(res.status).toBe(409);
      const text = JSON.stringify(await res.json());
      expect(text).toContain('plate_on_other_pass');
      expect(text).not.toContain(victim.email);
      expect(text).not.toContain(String(victim.id));
    }
    expect(await t.db.select().from(passPlates).where(eq(passPlates.subscriptionId, attacker.id))).toEqual(
      [],
    );
  });

  it('signed out, nothing is answered but 401', async () => {
    const { victim } = await victimAndAttacker();
    t.cookie = null;
    const res = await t.call(
      'GET',
      `/api/payments-public/plates?email=${encodeURIComponent(victim.email)}&plate=${victim.plate}`,
    );
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'sign_in_required' });
  });
});
