import { afterEach, describe, expect, it } from 'vitest';
import { insertPass } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { AuditAction, AuditPage } from '../../contract/audit';
import { runQuery } from '../../db/raw-sql';
import { auditLog } from '../../db/schema';
import { recordAuditNow } from '../../domain/audit/record-audit';

let t: TestApp;
afterEach(() => t?.cleanup());

// Garage time is America/Los_Angeles (test-app.ts): 2026-11-28 runs 08:00Z to the next 08:00Z.
async function seed(entries: { actor: string; action: AuditAction; at: string; customerId?: number }[]) {
  for (const entry of entries) {
    await recordAuditNow(t.db, {
      actor: { username: entry.actor, role: entry.actor === 'admin' ? 'admin' : 'ambassador' },
      action: entry.action,
      target: entry.customerId ? { type: 'customer', id: entry.customerId } : null,
      customerId: entry.customerId ?? null,
      before: { email: 'old@example.com' },
      after: { email: 'new@example.com' },
      clientIp: '198.51.100.7',
      at: new Date(entry.at),
    });
  }
}

const get = async (query: string, token = t.tokens.admin) => {
  const res = await t.call('GET', `/api/audit${query}`, { token });
  return { status: res.status, body: (await res.json()) as AuditPage & { code?: string; rule?: string } };
};

describe('GET /api/audit', () => {
  it('answers the record newest first, paged by id with a cursor', async () => {
    t = await createTestApp();
    await seed(
      Array.from({ length: 5 }, (_, i) => ({
        actor: 'admin',
        action: 'plan_updated' as const,
        at: `2026-11-2${i}T12:00:00.000Z`,
      })),
    );
    const first = await get('?limit=2');
    expect(first.status).toBe(200);
    expect(first.body.rows.map((row) => row.id)).toEqual([5, 4]);
    expect(first.body.next_cursor).toBe(4);
    expect(first.body.rows[0]).toEqual({
      id: 5,
      at: '2026-11-24T12:00:00.000Z',
      actor: 'admin',
      actor_role: 'admin',
      action: 'plan_updated',
      target_type: null,
      target_id: null,
      customer_id: null,
      before: { email: 'old@example.com' },
      after: { email: 'new@example.com' },
      client_ip: '198.51.100.7',
      redacted: false,
    });
    const second = await get('?limit=2&cursor=4');
    expect(second.body.rows.map((row) => row.id)).toEqual([3, 2]);
    const last = await get('?limit=2&cursor=2');
    expect(last.body.rows.map((row) => row.id)).toEqual([1]);
    expect(last.body.next_cursor).toBeNull();
  });

  it('filters by person, action, customer and garage calendar days', async () => {
    t = await createTestApp();
    const pass = await insertPass(t.db, { nextRenewalDate: '2026-12-20' });
    await seed([
      { actor: 'admin', action: 'plan_updated', at: '2026-11-28T07:59:00.000Z' }, // the 27th in the garage
      {
        actor: 'ana',
        action: 'customer_updated',
        at: '2026-11-28T08:00:00.000Z',
        customerId: pass.customerId,
      },
      { actor: 'ana', action: 'pass_banned', at: '2026-11-29T07:59:59.000Z', customerId: pass.customerId },
      { actor: 'admin', action: 'plan_updated', at: '2026-11-29T08:00:00.000Z' }, // the 29th
    ]);
    const ids = async (query: string) => (await get(query)).body.rows.map((row) => row.id);
    expect(await ids('?actor=ana')).toEqual([3, 2]);
    expect(await ids('?actor=ANA')).toEqual([3, 2]);
    expect(await ids('?action=plan_updated')).toEqual([4, 1]);
    expect(await ids(`?customer_id=${pass.customerId}`)).toEqual([3, 2]);
    expect(await ids('?from=2026-11-28&to=2026-11-28')).toEqual([3, 2]);
    expect(await ids('?from=2026-11-29')).toEqual([4]);
    expect(await ids('?to=2026-11-27')).toEqual([1]);
    expect(await ids('?actor=admin&from=2026-11-28')).toEqual([4]);
  });

  it('refuses filters it cannot read, naming the rule', async () => {
    t = await createTestApp();
    for (const [query, rule] of [
      ['?action=drop_tables', 'audit_action'],
      ['?customer_id=abc', 'audit_customer_id'],
      ['?cursor=0', 'audit_cursor'],
      ['?limit=201', 'audit_limit'],
      ['?from=28-11-2026', 'date_format'],
      ['?from=2026-11-29&to=2026-11-28', 'date_range'],
    ] as const) {
      const res = await get(query);
      expect(res.status, query).toBe(400);
      expect(res.body, query).toMatchObject({ code: 'invalid_input', rule });
    }
  });

  it('is for those who hold audit_view: an ambassador is refused', async () => {
    t = await createTestApp();
    expect((await get('', t.tokens.ambassador)).status).toBe(403);
    expect((await t.call('GET', '/api/audit.csv', { token: t.tokens.ambassador })).status).toBe(403);
    expect((await t.call('GET', '/api/audit')).status).toBe(401);
  });

  it('shows a redacted row as redacted, without the erased text', async () => {
    t = await createTestApp();
    await seed([{ actor: 'ana', action: 'customer_updated', at: '2026-11-28T12:00:00.000Z' }]);
    await runQuery(
      t.db,
      `UPDATE audit_log SET before = '{"redacted":"abc"}', after = '{"redacted":"def"}' WHERE id = 1`,
    );
    const [row] = (await get('')).body.rows;
    expect(row).toMatchObject({ redacted: true, before: null, after: null });
  });
});

describe('GET /api/audit.csv', () => {
  it('answers the filtered rows as CSV, defuses formulas, and records the export itself', async () => {
    t = await createTestApp({ now: () => new Date('2026-11-28T20:00:00.000Z') });
    await seed([
      { actor: 'admin', action: 'plan_updated', at: '2026-11-27T12:00:00.000Z' },
      { actor: '=cmd|calc', action: 'customer_updated', at: '2026-11-28T12:00:00.000Z' },
    ]);
    const res = await t.call('GET', '/api/audit.csv?action=customer_updated', {
      token: t.tokens.admin,
      headers: { 'x-forwarded-for': '192.0.2.44' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="activity-2026-11-28.csv"');
    const lines = (await res.text()).split('\r\n');
    expect(lines[0]).toBe(
      'id,at,person,role,action,target_type,target_id,customer_id,before,after,client_address,hash',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^2,2026-11-28T12:00:00.000Z,'=cmd\|calc,ambassador,customer_updated,,,,/);
    expect(lines[1]).toContain('"{""email"":""old@example.com""}"');
    const exported = (await t.db.select().from(auditLog)).at(-1);
    expect(exported).toMatchObject({
      actor: 'admin',
      action: 'audit_exported',
      targetType: null,
      clientIp: '192.0.2.44',
    });
    expect(JSON.parse(exported?.after ?? 'null')).toEqual({ action: 'customer_updated' });
  });
});
