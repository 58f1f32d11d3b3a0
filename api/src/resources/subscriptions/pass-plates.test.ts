import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lastMailTo, portalPass } from '../../../test/autopay-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { ClientProfile, ClientSearchResult } from '../../contract/admin-customers';
import type { PassPlatesResponse } from '../../contract/pass-plates';
import type { SubscriptionListResponse } from '../../contract/subscriptions';
import { auditLog } from '../../db/schema';

// Staff and a pass's plates (docs/decisions/pass-plates.md): they see every plate where they see the
// pass, add and remove them with the capability to edit a profile, each change on the record and
// e-mailed to the owner; the customer search finds the pass by any of its plates.

let t: TestApp;

beforeEach(async () => {
  t = await createTestApp({ now: () => new Date('2026-03-10T19:00:00Z') });
});
afterEach(() => t.cleanup());

const addAs = (token: string, passId: number, body: Record<string, unknown>) =>
  t.call('POST', `/api/subscriptions/${passId}/plates`, { token, body });

describe('staff and a pass’s plates', () => {
  it('the ambassador adds a temporary plate: on the profile, on the record, e-mailed to the owner', async () => {
    const pass = await portalPass(t, { nextRenewalDate: '2026-04-09' });
    const res = await addAs(t.tokens.ambassador, pass.id, {
      plate: 'loan 42',
      plate_state: 'US-AZ',
      ends_on: '2026-03-20',
    });
    expect(res.status).toBe(200);
    const profile = (await (
      await t.call('GET', `/api/clients/${pass.customerId}/profile`, { token: t.tokens.admin })
    ).json()) as ClientProfile;
    expect(profile.subscriptions[0]?.added_plates).toEqual([
      { id: expect.any(Number), plate: 'LOAN42', plate_state: 'US-AZ', main: false, ends_on: '2026-03-20' },
    ]);
    const record = (await t.db.select().from(auditLog)).filter((row) => row.action === 'pass_plate_added');
    expect(record).toHaveLength(1);
    expect(record[0]).toMatchObject({
      actor: 'ambassador',
      targetType: 'pass',
      targetId: pass.id,
      customerId: pass.customerId,
    });
    expect(record[0]?.after).toContain('LOAN42');
    expect(lastMailTo(t, pass.email)).toContain('A plate was added to your parking pass');
  });

  it('the ambassador removes it, on the record with the plate', async () => {
    const pass = await portalPass(t, { nextRenewalDate: '2026-04-09' });
    const added = (await (
      await addAs(t.tokens.ambassador, pass.id, { plate: 'GONE1' })
    ).json()) as PassPlatesResponse;
    const plateId = added.plates[1]?.id;
    const res = await t.call('DELETE', `/api/subscriptions/${pass.id}/plates/${plateId}`, {
      token: t.tokens.ambassador,
    });
    expect(res.status).toBe(200);
    const record = (await t.db.select().from(auditLog)).filter((row) => row.action === 'pass_plate_removed');
    expect(record[0]?.after).toContain('GONE1');
    const list = (await (
      await t.call('GET', `/api/subscriptions/${pass.id}/plates`, { token: t.tokens.admin })
    ).json()) as PassPlatesResponse;
    expect(list.plates.map((plate) => plate.plate)).toEqual([pass.plate]);
  });

  it('the view-only admin sees the plates but cannot change them', async () => {
    const pass = await portalPass(t, { nextRenewalDate: '2026-04-09' });
    const res = await addAs(t.tokens.admin, pass.id, { plate: 'NOPE1' });
    expect(res.status).toBe(403);
    const list = await t.call('GET', `/api/subscriptions/${pass.id}/plates`, { token: t.tokens.admin });
    expect(list.status).toBe(200);
  });

  it('an unknown pass is 404', async () => {
    const res = await addAs(t.tokens.ambassador, 999_999, { plate: 'NOPE2' });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'subscription_not_found' });
  });

  it('the customer search and the passes list find a pass by an added plate', async () => {
    const pass = await portalPass(t, { nextRenewalDate: '2026-04-09' });
    await addAs(t.tokens.ambassador, pass.id, { plate: 'ZQX987' });
    const found = (await (
      await t.call('GET', '/api/clients/search?q=ZQX9', { token: t.tokens.admin })
    ).json()) as ClientSearchResult[];
    expect(found.map((row) => row.id)).toEqual([pass.customerId]);
    const passes = (await (
      await t.call('GET', '/api/subscriptions?q=ZQX9', { token: t.tokens.admin })
    ).json()) as SubscriptionListResponse;
    expect(passes.data.map((row) => row.id)).toEqual([pass.id]);
  });
});
