import { desc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buyOneTime, outboxMessages } from '../../../test/checkout-fixtures';
import { extraStaffToken } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { ClientProfile } from '../../contract/admin-customers';
import type { AuditAction } from '../../contract/audit';
import type { LocationSettings } from '../../contract/online-sales-spaces-input';
import type {
  RefundApprovedResponse,
  RefundDeclinedResponse,
  RefundRequest,
  RefundRequestedResponse,
  RefundRequestListItem,
} from '../../contract/refund-requests';
import type { PassActionResponse } from '../../contract/subscriptions';
import { firstRow } from '../../db/rows';
import { auditLog, events, invoices, plans, sandboxObjects, subscriptions } from '../../db/schema';
import { verifyAudit } from '../../domain/audit/verify-audit';

// Two people for big money (docs/decisions/two-person-refunds.md), through the real app and the
// offline payment sandbox: a refund above the threshold waits, and money moves only on approval.

let t: TestApp;
afterEach(() => t?.cleanup());

const FOUR_HUNDRED = 40_000;

/** A one-time pass paid through the sandbox at `priceCents`; answers its subscription id. */
async function paidPass(priceCents: number): Promise<number> {
  await t.db.update(plans).set({ priceCents }).where(eq(plans.id, 1));
  await buyOneTime(t);
  const pass = await firstRow(t.db.select().from(subscriptions).orderBy(desc(subscriptions.id)).limit(1));
  if (!pass) throw new Error('no pass was sold');
  return pass.id;
}

const sandboxRefunds = async () =>
  (await t.db.select().from(sandboxObjects).where(eq(sandboxObjects.type, 'refund'))).map(
    (row) => row.data as { amount: number },
  );
const invoiceOf = async (id: number) =>
  firstRow(t.db.select().from(invoices).where(eq(invoices.subscriptionId, id)).limit(1));
const passOf = async (id: number) =>
  firstRow(t.db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1));
const auditActions = async () => (await t.db.select().from(auditLog)).map((row) => row.action as AuditAction);
const codeOf = async (res: Response) => ((await res.json()) as { code: string }).code;

const refund = (id: number, token = t.tokens.ambassador) =>
  t.call('PATCH', `/api/subscriptions/${id}/refund-cancel`, { token });
const approve = (id: number, token = t.tokens.admin) =>
  t.call('POST', `/api/refund-requests/${id}/approve`, { token });
const decline = (id: number, token = t.tokens.admin) =>
  t.call('POST', `/api/refund-requests/${id}/decline`, { token });

async function askedRequest(passId: number, token = t.tokens.ambassador): Promise<RefundRequest> {
  const res = await refund(passId, token);
  expect(res.status).toBe(202);
  return ((await res.json()) as RefundRequestedResponse).request;
}

describe('a refund above the threshold', () => {
  it('waits for approval: nothing is refunded, the checklist and the record show the request', async () => {
    t = await createTestApp();
    const passId = await paidPass(FOUR_HUNDRED);
    const mailsBefore = outboxMessages(t).length;

    const request = await askedRequest(passId);
    expect(request).toMatchObject({
      subscription_id: passId,
      amount_cents: FOUR_HUNDRED,
      status: 'pending',
      requested_by: 'ambassador',
      decided_by: null,
    });
    expect(await sandboxRefunds()).toEqual([]);
    expect((await invoiceOf(passId))?.statusKey).toBe('paid');
    expect((await passOf(passId))?.statusKey).toBe('active');
    expect(outboxMessages(t).length).toBe(mailsBefore);

    const event = await firstRow(t.db.select().from(events).orderBy(desc(events.id)).limit(1));
    expect(event).toMatchObject({
      action: 'Refund approval requested',
      actor: 'ambassador',
      completed: false,
    });
    expect(JSON.parse(event?.payload ?? '{}')).toMatchObject({
      subscription_id: passId,
      amount_usd: '400.00',
      refund_request_id: request.id,
    });
    expect(await auditActions()).toContain('refund_requested');
    const clientId = (await passOf(passId))?.customerId ?? 0;
    const profile = await t.call('GET', `/api/clients/${clientId}/profile`, { token: t.tokens.ambassador });
    expect(((await profile.json()) as ClientProfile).subscriptions[0]?.refund_request).toEqual({
      id: request.id,
      amount_cents: FOUR_HUNDRED,
      requested_by: 'ambassador',
      requested_at: request.requested_at,
    });

    // One open request per pass: asking again is refused and changes nothing.
    const again = await refund(passId);
    expect([again.status, await codeOf(again)]).toEqual([409, 'refund_request_pending']);

    const listed = await t.call('GET', '/api/refund-requests?status=pending', { token: t.tokens.admin });
    expect((await listed.json()) as RefundRequestListItem[]).toEqual([{ ...request, asked_by_you: false }]);
  });

  it('is refunded exactly once, for that amount, when another person approves it', async () => {
    t = await createTestApp();
    const passId = await paidPass(FOUR_HUNDRED);
    const request = await askedRequest(passId);
    const mailsBefore = outboxMessages(t).length;

    const res = await approve(request.id);
    expect(res.status).toBe(200);
    const body = (await res.json()) as RefundApprovedResponse;
    expect(body.request).toMatchObject({
      status: 'approved',
      requested_by: 'ambassador',
      decided_by: 'admin',
    });
    expect(body.pass).toMatchObject<Partial<PassActionResponse>>({
      status_key: 'refunded',
      refund: { invoice_id: (await invoiceOf(passId))?.id ?? 0, amount_cents: FOUR_HUNDRED },
    });
    expect(await sandboxRefunds()).toEqual([expect.objectContaining({ amount: FOUR_HUNDRED })]);
    expect((await invoiceOf(passId))?.statusKey).toBe('refunded');
    // The customer hears of the refund now, not when it was asked.
    expect(outboxMessages(t).length).toBe(mailsBefore + 1);

    const approved = (await t.db.select().from(auditLog)).find((row) => row.action === 'refund_approved');
    expect(approved).toMatchObject({ actor: 'admin', targetType: 'refund_request', targetId: request.id });
    expect(JSON.parse(approved?.after ?? '{}')).toMatchObject({
      requested_by: 'ambassador',
      decided_by: 'admin',
      amount_cents: FOUR_HUNDRED,
    });
    const asked = await firstRow(
      t.db.select().from(events).where(eq(events.action, 'Refund approval requested')).limit(1),
    );
    expect(asked).toMatchObject({ completed: true, completedBy: 'admin' });
    expect((await verifyAudit(t.db)).breaks).toEqual([]);

    const twice = await approve(request.id);
    expect([twice.status, await codeOf(twice)]).toEqual([409, 'refund_request_decided']);
    expect(await sandboxRefunds()).toHaveLength(1);
  });

  it('cannot be approved by the person who asked, even a manager; an ambassador cannot approve at all', async () => {
    t = await createTestApp();
    const manager = await extraStaffToken(t.db, t.config.jwtSecret, 'maria', 'manager');
    const passId = await paidPass(FOUR_HUNDRED);
    // A manager holds both sets, and still waits for another person above the threshold.
    const request = await askedRequest(passId, manager);
    expect(request.requested_by).toBe('maria');

    const own = await approve(request.id, manager);
    expect([own.status, await codeOf(own)]).toEqual([403, 'refund_own_request']);
    const ownDecline = await decline(request.id, manager);
    expect([ownDecline.status, await codeOf(ownDecline)]).toEqual([403, 'refund_own_request']);
    const ambassador = await approve(request.id, t.tokens.ambassador);
    expect([ambassador.status, await codeOf(ambassador)]).toEqual([403, 'forbidden']);
    const list = await t.call('GET', '/api/refund-requests', { token: t.tokens.ambassador });
    expect(list.status).toBe(403);
    expect(await sandboxRefunds()).toEqual([]);

    expect((await approve(request.id, t.tokens.admin)).status).toBe(200);
    expect(await sandboxRefunds()).toHaveLength(1);
  });

  it('declined: nothing is refunded, the pass stays as it was, and it cannot be approved later', async () => {
    t = await createTestApp();
    const passId = await paidPass(FOUR_HUNDRED);
    const before = await passOf(passId);
    const request = await askedRequest(passId);

    const res = await decline(request.id);
    expect(res.status).toBe(200);
    expect(((await res.json()) as RefundDeclinedResponse).request).toMatchObject({
      status: 'declined',
      decided_by: 'admin',
    });
    expect(await sandboxRefunds()).toEqual([]);
    expect((await invoiceOf(passId))?.statusKey).toBe('paid');
    expect(await passOf(passId)).toEqual(before);
    expect(await auditActions()).toContain('refund_declined');
    expect(
      await firstRow(
        t.db.select().from(events).where(eq(events.action, 'Refund approval requested')).limit(1),
      ),
    ).toMatchObject({
      completed: true,
      completedBy: 'admin',
    });

    const late = await approve(request.id);
    expect([late.status, await codeOf(late)]).toEqual([409, 'refund_request_decided']);
    expect(await sandboxRefunds()).toEqual([]);
    // Declined, the pass may be asked about again.
    expect((await refund(passId)).status).toBe(202);
  });

  it('answers 404 for a request that does not exist', async () => {
    t = await createTestApp();
    const res = await approve(999);
    expect([res.status, await codeOf(res)]).toEqual([404, 'refund_request_not_found']);
  });
});

describe('a refund at or below the threshold', () => {
  it('is made at once, as before', async () => {
    t = await createTestApp();
    const passId = await paidPass(25_000);
    const res = await refund(passId);
    expect(res.status).toBe(200);
    expect(((await res.json()) as PassActionResponse).status_key).toBe('refunded');
    expect(await sandboxRefunds()).toEqual([expect.objectContaining({ amount: 25_000 })]);
    expect(await t.db.select().from(events).where(eq(events.action, 'Refund approval requested'))).toEqual(
      [],
    );
  });

  it('follows the threshold staff set for the location', async () => {
    t = await createTestApp();
    const save = await t.call('POST', '/api/locations/1/online-sales-spaces', {
      token: t.tokens.admin,
      body: { refund_approval_cents: 50_000 },
    });
    expect(save.status).toBe(200);
    expect(((await save.json()) as LocationSettings).refund_approval_cents).toBe(50_000);
    const passId = await paidPass(FOUR_HUNDRED);
    expect((await refund(passId)).status).toBe(200);
    expect(await sandboxRefunds()).toEqual([expect.objectContaining({ amount: FOUR_HUNDRED })]);
  });
});
