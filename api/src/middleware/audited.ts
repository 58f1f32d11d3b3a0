import { eq } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AuditAction, AuditTargetType } from '../contract/audit';
import type { Database } from '../db/open-database';
import { firstRow } from '../db/rows';
import {
  addresses,
  cards,
  customers,
  events,
  garageDetails,
  gateDevices,
  invoices,
  items,
  locations,
  plans,
  refundRequests,
  sales,
  staffUsers,
  subscriptions,
  vehicles,
  waitlistEntries,
} from '../db/schema';
import { changedFields, recordAuditNow, withoutSecrets } from '../domain/audit/record-audit';
import { documents, withRouteDoc } from '../lib/route-docs';
import type { AuthEnv } from './auth';
import { clientAddress } from './throttle';

// The record of staff writes (docs/decisions/audit-record.md). Placed after requireAuth, the capability
// check and the validators on every staff write route: it reads the target row, lets the handler run,
// and on a 2xx reads it again and appends who did what to it, with only the fields that changed. It is
// appended after the handler, not in its transaction: handlers await the payment provider and mail in
// between their writes, and one transaction cannot be held open across those.

export type AuditedDeps = { db: Database; now: () => Date };

type Row = Record<string, unknown>;

/** Where the target's id is read. */
export type AuditedTarget =
  /** A route parameter (`:id` unless named). */
  | { from: 'param'; name?: string }
  /** The validated JSON body's field (a batch of cards names its location). */
  | { from: 'body'; field: string }
  /** The JSON answer: a creation's new id (`id` unless `pick` says where). */
  | { from: 'response'; pick?: (answer: Row) => unknown }
  /** No one row: an import, an export. */
  | { from: 'none' }
  /** The one row of a single-row table (the garage's details). */
  | { from: 'fixed'; id: number };

export type AuditedOptions = {
  target?: AuditedTarget;
  /** Facts beside the row's changes: from the answer (a card's number, an import's counts) or the request. */
  details?: (answer: Row | null, request: { json: Row; query: Row }) => Row;
  /** Record only when the validated JSON body says so (an import's dry run changes nothing). */
  when?: (body: Row) => boolean;
  /** Answers whose row the service appended itself, as another action (a refund's 202: only asked for). */
  notOn?: readonly number[];
};

/** One action, or the action of each field of a one-change-per-call body (`PATCH /subscriptions/:id`). */
export type AuditedAction = AuditAction | { byField: Readonly<Record<string, AuditAction>> };

const byId =
  (table: SQLiteTable, id: SQLiteColumn) =>
  async (db: Database, key: number): Promise<Row | undefined> =>
    (await firstRow(db.select().from(table).where(eq(id, key)).limit(1))) as Row | undefined;

/** How each kind of target is read; a customer with their address, which staff edit on the same page. */
const LOADERS: Readonly<Record<AuditTargetType, (db: Database, id: number) => Promise<Row | undefined>>> = {
  customer: async (db, id) => {
    const customer = await byId(customers, customers.id)(db, id);
    if (!customer) return undefined;
    const address = await firstRow(db.select().from(addresses).where(eq(addresses.customerId, id)).limit(1));
    const { line1, line2, city, state, zipCode, country } = address ?? {};
    return address ? { ...customer, line1, line2, city, state, zipCode, country } : customer;
  },
  pass: byId(subscriptions, subscriptions.id),
  vehicle: byId(vehicles, vehicles.id),
  card: byId(cards, cards.id),
  plan: byId(plans, plans.id),
  item: byId(items, items.id),
  location: byId(locations, locations.id),
  sale: byId(sales, sales.id),
  invoice: byId(invoices, invoices.id),
  event: byId(events, events.id),
  waitlist_entry: byId(waitlistEntries, waitlistEntries.id),
  gate_device: byId(gateDevices, gateDevices.id),
  staff_user: byId(staffUsers, staffUsers.id),
  refund_request: byId(refundRequests, refundRequests.id),
  garage_details: byId(garageDetails, garageDetails.id),
};

/** The customer a row concerns: itself, or the owner of the pass it names. */
async function customerOf(db: Database, type: AuditTargetType, row: Row | undefined): Promise<number | null> {
  if (!row) return null;
  if (type === 'customer') return typeof row.id === 'number' ? row.id : null;
  if (typeof row.customerId === 'number') return row.customerId;
  if (typeof row.subscriptionId === 'number') {
    const pass = await firstRow(
      db
        .select({ customerId: subscriptions.customerId })
        .from(subscriptions)
        .where(eq(subscriptions.id, row.subscriptionId))
        .limit(1),
    );
    return pass?.customerId ?? null;
  }
  return null;
}

type Target = 'json' | 'param' | 'query';
type ValidatedRequest = { valid(target: Target): Row | undefined };
const validated = (c: Context, target: Target): Row | undefined => {
  try {
    return (c.req as unknown as ValidatedRequest).valid(target);
  } catch {
    return undefined;
  }
};

function positiveId(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

function idBeforeHandler(c: Context, target: AuditedTarget): number | null {
  if (target.from === 'param') {
    const name = target.name ?? 'id';
    return positiveId(validated(c, 'param')?.[name] ?? c.req.param(name));
  }
  if (target.from === 'body') return positiveId(validated(c, 'json')?.[target.field]);
  if (target.from === 'fixed') return target.id;
  return null;
}

async function jsonAnswer(res: Response): Promise<Row | null> {
  if (!res.headers.get('content-type')?.includes('application/json')) return null;
  try {
    const body: unknown = await res.clone().json();
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Row) : null;
  } catch {
    return null;
  }
}

function actionOf(c: Context, action: AuditedAction): AuditAction | null {
  if (typeof action === 'string') return action;
  const body = validated(c, 'json') ?? {};
  const field = Object.keys(action.byField).find((name) => body[name] !== undefined);
  return field ? (action.byField[field] ?? null) : null;
}

/** The actions a route may record, for the route's description and the coverage test. */
export function auditedActions(action: AuditedAction): readonly AuditAction[] {
  return typeof action === 'string' ? [action] : [...new Set(Object.values(action.byField))];
}

/** `audited(action, targetType, options)` for one app's routes. */
export function auditedFor(deps: AuditedDeps) {
  return function audited(
    action: AuditedAction,
    targetType: AuditTargetType | null,
    options: AuditedOptions = {},
  ) {
    const target: AuditedTarget =
      targetType === null ? { from: 'none' } : (options.target ?? { from: 'param' });
    const load = (id: number) => (targetType === null ? undefined : LOADERS[targetType](deps.db, id));
    const middleware = createMiddleware<AuthEnv>(async (c, next) => {
      const knownId = idBeforeHandler(c, target);
      const before = knownId === null ? undefined : await load(knownId);
      await next();
      const answered = c.res.status >= 200 && c.res.status < 300;
      const answer = await jsonAnswer(c.res);
      const id =
        target.from === 'response' ? positiveId((target.pick ?? ((a: Row) => a.id))(answer ?? {})) : knownId;
      const after = id === null ? undefined : await load(id);
      const changes = changedFields(before ?? null, after ?? null);
      // A failed answer records nothing, unless the row did change before the failure (a refund made
      // whose follow-up e-mail failed): what happened to a customer's pass is never off the record.
      if (!answered && !(before && changes)) return;
      if (options.when && !options.when(validated(c, 'json') ?? {})) return;
      if (options.notOn?.includes(c.res.status)) return;
      const named = actionOf(c, action);
      if (!named) return;
      const extra = options.details?.(answer, {
        json: validated(c, 'json') ?? {},
        query: validated(c, 'query') ?? {},
      });
      const staff = c.get('staff');
      await recordAuditNow(deps.db, {
        actor: staff ? { username: staff.username, role: staff.role } : null,
        action: named,
        target: id === null || targetType === null ? null : { type: targetType, id },
        customerId: targetType === null ? null : await customerOf(deps.db, targetType, before ?? after),
        before: changes?.before ?? null,
        after: extra ? { ...(changes?.after ?? {}), ...withoutSecrets(extra) } : (changes?.after ?? null),
        clientIp: clientAddress(c)?.address ?? null,
        at: deps.now(),
      });
    });
    return withRouteDoc(middleware, { kind: 'audited', actions: auditedActions(action), targetType });
  };
}

/**
 * For a staff write whose service appends its own rows in the change's transaction (staff accounts,
 * where the row must never be missing and holds what only the service knows): documents the actions
 * it records, so the coverage test and the reader see the route is on the record.
 */
export function recordedByService(targetType: AuditTargetType, ...actions: AuditAction[]) {
  return documents({ kind: 'audited', actions, targetType });
}
