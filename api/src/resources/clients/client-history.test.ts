import { afterEach, describe, expect, it } from 'vitest';
import { insertPass } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { AuditPage } from '../../contract/audit';

let t: TestApp;
afterEach(() => t?.cleanup());

describe('GET /api/clients/:id/history', () => {
  it("lists the customer's own rows of the record, newest first, and no one else's", async () => {
    t = await createTestApp();
    const mine = await insertPass(t.db, { nextRenewalDate: '2026-12-20' });
    const theirs = await insertPass(t.db, { nextRenewalDate: '2026-12-20' });
    const edit = (customerId: number, firstName: string) =>
      t.call('PUT', `/api/clients/${customerId}`, {
        token: t.tokens.ambassador,
        body: {
          first_name: firstName,
          last_name: 'Driver',
          email: `${firstName.toLowerCase()}@example.com`,
          phone_dial: '+1',
          phone: '555 0100',
        },
      });
    expect((await edit(mine.customerId, 'Anna')).status).toBe(200);
    expect((await edit(theirs.customerId, 'Bruno')).status).toBe(200);
    expect((await edit(mine.customerId, 'Ana')).status).toBe(200);

    const res = await t.call('GET', `/api/clients/${mine.customerId}/history`, {
      token: t.tokens.ambassador,
    });
    expect(res.status).toBe(200);
    const page = (await res.json()) as AuditPage;
    expect(page.next_cursor).toBeNull();
    expect(page.rows.map((row) => [row.action, row.actor, row.customer_id, row.after?.firstName])).toEqual([
      ['customer_updated', 'ambassador', mine.customerId, 'Ana'],
      ['customer_updated', 'ambassador', mine.customerId, 'Anna'],
    ]);
    const paged = await t.call('GET', `/api/clients/${mine.customerId}/history?limit=1`, {
      token: t.tokens.admin,
    });
    expect(((await paged.json()) as AuditPage).next_cursor).toBe(page.rows[0]?.id);
  });

  it('answers 404 for a customer that does not exist', async () => {
    t = await createTestApp();
    const res = await t.call('GET', '/api/clients/999/history', { token: t.tokens.admin });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'customer_not_found' });
  });
});
