import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { insertCard, insertPass } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { firstRow } from '../db/rows';
import { auditLog, plans, vehicles } from '../db/schema';
import { verifyAudit } from '../domain/audit/verify-audit';
import { HttpError } from '../lib/http-error';
import { routeDocsOf } from '../lib/route-docs';
import { auditedFor } from './audited';
import type { AuthEnv } from './auth';

let t: TestApp;
afterEach(() => t?.cleanup());

const AT = new Date('2026-11-28T18:00:00.000Z');
const rows = async () => t.db.select().from(auditLog);
const json = (text: string | null) => (text === null ? null : JSON.parse(text));
const plan = {
  name: 'Quarterly pass',
  description: 'Three months',
  price_cents: 70000,
  autopay: false,
  duration_months: 3,
};

describe('audited() on a staff write', () => {
  it('records the person, the action, the target and only the fields that changed', async () => {
    t = await createTestApp({ now: () => AT });
    const res = await t.call('PUT', '/api/plans/1', {
      token: t.tokens.admin,
      body: { ...plan, name: 'Monthly pass, renamed' },
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(res.status).toBe(200);
    const [row, ...more] = await rows();
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      actor: 'admin',
      actorRole: 'admin',
      action: 'plan_updated',
      targetType: 'plan',
      targetId: 1,
      customerId: null,
      clientIp: '203.0.113.9',
      at: AT.toISOString(),
    });
    const before = json(row?.before ?? null);
    const after = json(row?.after ?? null);
    expect(before).toMatchObject({ name: 'Monthly pass' });
    expect(after).toMatchObject({ name: 'Monthly pass, renamed' });
    // Unchanged fields and the write's own timestamp are left out.
    expect(Object.keys(after)).not.toContain('updatedAt');
    expect(Object.keys(after)).not.toContain('id');
    expect((await verifyAudit(t.db)).breaks).toEqual([]);
  });

  it('reads a creation from the answer: nothing before, the new row after', async () => {
    t = await createTestApp({ now: () => AT });
    const res = await t.call('POST', '/api/plans', { token: t.tokens.admin, body: plan });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    const [row] = await rows();
    expect(row).toMatchObject({ action: 'plan_created', targetType: 'plan', targetId: id, before: null });
    expect(json(row?.after ?? null)).toMatchObject({ name: 'Quarterly pass', priceCents: 70000 });
  });

  it("names the customer of a vehicle and of a pass, so the customer's history lists the row", async () => {
    t = await createTestApp({ now: () => AT });
    const pass = await insertPass(t.db, { nextRenewalDate: '2026-12-20' });
    const vehicle = await firstRow(
      t.db.select().from(vehicles).where(eq(vehicles.id, pass.vehicleId)).limit(1),
    );
    const edit = await t.call('PUT', `/api/vehicles/${pass.vehicleId}`, {
      token: t.tokens.ambassador,
      body: { make: vehicle?.make, model: vehicle?.model, year: vehicle?.year, color: 'Red' },
    });
    expect(edit.status).toBe(200);
    const card = await insertCard(t.db, '4711');
    const assigned = await t.call('PATCH', `/api/subscriptions/${pass.id}`, {
      token: t.tokens.ambassador,
      body: { card_id: card.id },
    });
    expect(assigned.status).toBe(200);
    expect((await rows()).map((row) => [row.action, row.targetType, row.customerId, row.actor])).toEqual([
      ['vehicle_updated', 'vehicle', pass.customerId, 'ambassador'],
      ['pass_card_assigned', 'pass', pass.customerId, 'ambassador'],
    ]);
    expect(json((await rows())[0]?.after ?? null)).toEqual({ color: 'Red' });
    // The pass's card id changed; the number staff read on the card is recorded beside it.
    expect(json((await rows())[1]?.after ?? null)).toMatchObject({ cardId: card.id, card_code: '4711' });
  });

  it('never writes a secret: a device registered and its key rotated show no key, hash or secret', async () => {
    t = await createTestApp({ now: () => AT });
    const created = await t.call('POST', '/api/gate-devices', {
      token: t.tokens.admin,
      body: { name: 'North gate', location_id: 1, kind: 'entry' },
    });
    expect(created.status).toBe(201);
    const answer = (await created.json()) as {
      device: { id: number };
      api_key: string;
      webhook_secret: string;
    };
    const rotated = await t.call('POST', `/api/gate-devices/${answer.device.id}/rotate`, {
      token: t.tokens.admin,
    });
    expect(rotated.status).toBe(200);
    const { api_key: newKey, webhook_secret: newSecret } = (await rotated.json()) as Record<string, string>;
    const [registered, rotation] = await rows();
    expect(registered).toMatchObject({ action: 'gate_device_registered', targetId: answer.device.id });
    expect(rotation).toMatchObject({ action: 'gate_device_key_rotated', targetId: answer.device.id });
    expect(json(rotation?.after ?? null)).toMatchObject({ keyVersion: 2 });
    const written = JSON.stringify(await rows());
    for (const secret of [answer.api_key, answer.webhook_secret, newKey, newSecret]) {
      expect(written).not.toContain(secret);
    }
    expect(written).not.toMatch(/keyHash|key_hash/);
  });

  it('records nothing for a refused or failed request', async () => {
    t = await createTestApp({ now: () => AT });
    const notFound = await t.call('PUT', '/api/plans/999', { token: t.tokens.admin, body: plan });
    expect(notFound.status).toBe(404);
    const invalid = await t.call('PUT', '/api/plans/1', { token: t.tokens.admin, body: { name: '' } });
    expect(invalid.status).toBe(400);
    const forbidden = await t.call('PUT', '/api/plans/1', { token: t.tokens.ambassador, body: plan });
    expect(forbidden.status).toBe(403);
    expect(await rows()).toEqual([]);
  });

  it('is documented on the route with the actions it records', () => {
    const audited = auditedFor({ db: undefined as never, now: () => AT });
    const byField = audited({ byField: { a: 'pass_card_assigned', b: 'pass_status_changed' } }, 'pass');
    expect(routeDocsOf(byField)).toEqual([
      { kind: 'audited', actions: ['pass_card_assigned', 'pass_status_changed'], targetType: 'pass' },
    ]);
  });
});

describe('audited() when the handler fails after changing the row', () => {
  // A route whose change is written before a later step fails (a provider, an e-mail).
  function failingApp(status: 409 | 502) {
    const audited = auditedFor({ db: t.db, now: () => AT });
    return new Hono<AuthEnv>()
      .use(async (c, next) => {
        c.set('staff', { username: 'casey', role: 'manager', sessionId: 1, userId: 1, setupRequired: [] });
        await next();
      })
      .onError((error, c) =>
        c.json({ code: 'x' }, error instanceof HttpError ? (error.status as 409 | 502) : 500),
      )
      .put('/plans/:id', audited('plan_updated', 'plan'), async () => {
        if (status === 502) {
          await t.db.update(plans).set({ name: 'Changed, then failed' }).where(eq(plans.id, 1));
          throw new HttpError(502, 'mail_send_failed');
        }
        throw new HttpError(409, 'card_not_available');
      });
  }

  it('still records a change that was made', async () => {
    t = await createTestApp();
    const res = await failingApp(502).request('/plans/1', { method: 'PUT' });
    expect(res.status).toBe(502);
    expect(await rows()).toEqual([
      expect.objectContaining({ actor: 'casey', action: 'plan_updated', targetId: 1 }),
    ]);
    expect(json((await rows())[0]?.after ?? null)).toEqual({ name: 'Changed, then failed' });
  });

  it('records nothing when the failure changed nothing', async () => {
    t = await createTestApp();
    const res = await failingApp(409).request('/plans/1', { method: 'PUT' });
    expect(res.status).toBe(409);
    expect(await rows()).toEqual([]);
  });
});
