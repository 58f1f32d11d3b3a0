import { desc, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import { buyOneTime, wizardData } from '../../../test/checkout-fixtures';
import { sessionCookieFor } from '../../../test/portal-session-fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app';
import type { ClientProfile } from '../../contract/admin-customers';
import type { AccessDecision, GateDeviceWithSecrets } from '../../contract/gate-access';
import type { EraseCustomerResponse } from '../../contract/privacy-requests';
import { queryRow, queryRows } from '../../db/raw-sql';
import { firstRow } from '../../db/rows';
import { auditLog, cards, customers, portalSessions, subscriptions, waitlistEntries } from '../../db/schema';
import { recordAuditNow } from '../../domain/audit/record-audit';
import { verifyAudit } from '../../domain/audit/verify-audit';

// A customer's privacy requests through the real app: the export holds their data and nobody else's;
// the erasure removes every personal value, keeps the money, revokes the gate credentials and leaves
// the record verifiable.

let t: TestApp;
afterEach(() => t?.cleanup());

type Bought = { customerId: number; passId: number; email: string; plate: string; card: string };

let cardNumber = 800;
/** A one-time pass bought through the checkout, with a card assigned and an entry on the waitlist. */
async function boughtCustomer(
  lastName: string,
  phone = '664 123 4567',
  addr1 = '123 Border Ave',
): Promise<Bought> {
  const wizard = wizardData({ personal: { lastName, phone }, address: { addr1 } });
  await buyOneTime(t, wizard);
  const pass = await firstRow(t.db.select().from(subscriptions).orderBy(desc(subscriptions.id)).limit(1));
  if (!pass) throw new Error('no pass was sold');
  cardNumber += 1;
  const card = String(cardNumber);
  await t.call('POST', '/api/cards/bulk', { token: t.tokens.admin, body: { location_id: 1, cards: [card] } });
  const cardId = (await firstRow(t.db.select().from(cards).where(eq(cards.code, card)).limit(1)))?.id;
  const assigned = await t.call('PATCH', `/api/subscriptions/${pass.id}`, {
    token: t.tokens.ambassador,
    body: { card_id: cardId },
  });
  expect(assigned.status).toBe(200);
  const email = wizard.personal.email;
  await t.db
    .insert(waitlistEntries)
    .values({ email, firstName: 'Ana', lastName, plate: null, status: 'waiting' });
  await sessionCookieFor(t, email);
  // A staff change about them, as the record keeps it.
  await recordAuditNow(t.db, {
    actor: { username: 'ambassador', role: 'ambassador' },
    action: 'customer_updated',
    target: { type: 'customer', id: pass.customerId },
    customerId: pass.customerId,
    before: { email: 'old@example.com', last_name: 'Before' },
    after: { email, last_name: lastName },
    at: new Date(),
  });
  return { customerId: pass.customerId, passId: pass.id, email, plate: wizard.vehicle.plate, card };
}

const exportOf = (id: number, token = t.tokens.admin) =>
  t.call('GET', `/api/clients/${id}/export`, { token });
const erase = (id: number, confirm_email: string, token = t.tokens.admin) =>
  t.call('POST', `/api/clients/${id}/erase`, { token, body: { confirm_email } });
const codeOf = async (res: Response) => ((await res.json()) as { code: string }).code;

/** Every row of every table but those named, as text: where a personal value could still hide. */
async function wholeDatabaseText(except: readonly string[]): Promise<string> {
  const tables = await queryRows<{ name: string }>(
    t.db,
    t.config.databaseUrl
      ? 'SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()'
      : "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
  );
  const texts: string[] = [];
  for (const { name } of tables.filter((table) => !except.includes(table.name))) {
    texts.push(`${name}: ${JSON.stringify(await queryRows(t.db, `SELECT * FROM "${name}"`))}`);
  }
  return texts.join('\n').toLowerCase();
}

async function moneySums() {
  const sum = (query: string) => queryRow(t.db, query);
  return {
    invoices: await sum(
      "SELECT count(*) AS n, sum(amount_cents) AS cents, string_agg(status_key, ',' ORDER BY id) AS s FROM invoices",
    ),
    sales: await sum(
      "SELECT count(*) AS n, sum(amount_cents) AS cents, string_agg(sold_at, ',' ORDER BY id) AS at FROM sales",
    ),
    refunds: await sum('SELECT count(*) AS n, sum(amount_cents) AS cents FROM sale_refunds'),
  };
}

describe('GET /api/clients/:id/export', () => {
  it("answers one zip with customer.json and a CSV per table, holding this customer's data and nobody else's", async () => {
    t = await createTestApp();
    const ana = await boughtCustomer('Exported');
    const other = await boughtCustomer('Someone');
    const res = await exportOf(ana.customerId);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="customer-\d+-/);

    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const json = JSON.parse(strFromU8(files['customer.json'] ?? new Uint8Array())) as Record<
      string,
      unknown[]
    >;
    expect(json.customers).toEqual([expect.objectContaining({ id: ana.customerId, email: ana.email })]);
    expect(json.vehicles).toEqual([expect.objectContaining({ plate: ana.plate })]);
    expect(json.passes).toEqual([expect.objectContaining({ id: ana.passId })]);
    expect(json.invoices).toHaveLength(1);
    expect(json.sales).toHaveLength(1);
    expect(json.cards).toEqual([expect.objectContaining({ code: ana.card })]);
    expect(json.consents?.length).toBeGreaterThan(0);
    expect(json.waitlist_entries).toEqual([expect.objectContaining({ email: ana.email })]);
    expect(json.portal_sessions).toEqual([expect.not.objectContaining({ token_hash: expect.anything() })]);
    // Every row about this customer: the staff's card assignment and the profile change, nothing else.
    expect(json.audit_log?.map((row) => (row as { action: string }).action).sort()).toEqual([
      'customer_updated',
      'pass_card_assigned',
    ]);
    expect(Object.keys(files).sort()).toEqual(
      [
        'customer.json',
        ...Object.keys(json)
          .filter((key) => Array.isArray(json[key]))
          .map((key) => `${key}.csv`),
      ].sort(),
    );
    expect(strFromU8(files['vehicles.csv'] ?? new Uint8Array())).toContain(ana.plate);

    const everything = Object.values(files)
      .map((file) => strFromU8(file))
      .join('\n');
    expect(everything).toContain(ana.email);
    expect(everything).not.toContain(other.email);
    expect(everything).not.toContain(other.plate);
    expect(everything).not.toContain('Someone');
    expect(everything).not.toMatch(/token_hash|code_hash/);

    const exported = await firstRow(
      t.db.select().from(auditLog).where(eq(auditLog.action, 'customer_exported')).limit(1),
    );
    expect(exported).toMatchObject({ actor: 'admin', customerId: ana.customerId });
  });

  it('is refused to the ambassador (403) and answers 404 for an unknown customer', async () => {
    t = await createTestApp();
    const ana = await boughtCustomer('Private');
    const res = await exportOf(ana.customerId, t.tokens.ambassador);
    expect([res.status, await codeOf(res)]).toEqual([403, 'forbidden']);
    const missing = await exportOf(999);
    expect([missing.status, await codeOf(missing)]).toEqual([404, 'customer_not_found']);
  });
});

describe('POST /api/clients/:id/erase', () => {
  async function gateDevice(): Promise<string> {
    const res = await t.call('POST', '/api/gate-devices', {
      token: t.tokens.admin,
      body: { name: 'Entry', location_id: 1, kind: 'both' },
    });
    return ((await res.json()) as GateDeviceWithSecrets).api_key;
  }
  async function decide(key: string, credential_type: 'rfid' | 'licensePlate', value: string) {
    const res = await t.call('POST', '/api/access/events', {
      headers: { Authorization: `Bearer ${key}` },
      body: { credential_type, value, direction: 'in' },
    });
    return ((await res.json()) as AccessDecision).decision;
  }

  it('anonymises every personal value, keeps the money, revokes the gate credentials and the sessions', async () => {
    t = await createTestApp();
    const ana = await boughtCustomer('Erasable', '664 555 0101', '9 Forgotten St');
    const other = await boughtCustomer('Keeps');
    const key = await gateDevice();
    expect(await decide(key, 'licensePlate', ana.plate)).toBe('allow');
    expect(await decide(key, 'rfid', ana.card)).toBe('allow');
    const money = await moneySums();

    const res = await erase(ana.customerId, ` ${ana.email.toUpperCase()} `);
    expect(res.status).toBe(200);
    expect((await res.json()) as EraseCustomerResponse).toMatchObject({
      passes_ended: 1,
      cards_released: 1,
      portal_sessions_revoked: 1,
    });

    // Personal values are gone from every table but the gate feed's change rows (which must name the
    // revoked plate until every gate has it, then are pruned) and the payment provider's own store.
    const text = await wholeDatabaseText(['access_changes', 'sandbox_objects']);
    expect(text).not.toContain(ana.email.toLowerCase());
    expect(text).not.toContain(ana.plate.toLowerCase());
    expect(text).not.toContain('erasable');
    expect(text).not.toContain('664 555 0101');
    expect(text).not.toContain('9 forgotten st');
    // The other customer is untouched.
    expect(text).toContain(other.email.toLowerCase());
    expect(text).toContain(other.plate.toLowerCase());

    expect(await moneySums()).toEqual(money);
    expect(
      await firstRow(t.db.select().from(subscriptions).where(eq(subscriptions.id, ana.passId)).limit(1)),
    ).toMatchObject({
      statusKey: 'canceled',
      cardId: null,
    });
    const sessions = await t.db.select().from(portalSessions).orderBy(portalSessions.id);
    expect(sessions.map((session) => [session.email === other.email, session.revokedAt === null])).toEqual([
      [false, false],
      [true, true],
    ]);
    expect(await decide(key, 'licensePlate', ana.plate)).toBe('deny');
    expect(await decide(key, 'rfid', ana.card)).toBe('deny');
    expect(await decide(key, 'licensePlate', other.plate)).toBe('allow');

    expect((await verifyAudit(t.db)).breaks).toEqual([]);
    const erased = await firstRow(
      t.db.select().from(auditLog).where(eq(auditLog.action, 'customer_erased')).limit(1),
    );
    expect(erased).toMatchObject({ actor: 'admin', customerId: ana.customerId });

    const profile = await t.call('GET', `/api/clients/${ana.customerId}/profile`, { token: t.tokens.admin });
    expect(((await profile.json()) as ClientProfile).customer.erased_at).toEqual(expect.any(String));
    const again = await erase(ana.customerId, ana.email);
    expect([again.status, await codeOf(again)]).toEqual([409, 'customer_erased']);
  });

  it('refuses a confirmation that is not the e-mail on file, and the ambassador, changing nothing', async () => {
    t = await createTestApp();
    const ana = await boughtCustomer('Careful');
    const slip = await erase(ana.customerId, 'someone.else@example.com');
    expect([slip.status, await codeOf(slip)]).toEqual([409, 'erase_confirmation_mismatch']);
    const ambassador = await erase(ana.customerId, ana.email, t.tokens.ambassador);
    expect([ambassador.status, await codeOf(ambassador)]).toEqual([403, 'forbidden']);
    expect(
      await firstRow(t.db.select().from(customers).where(eq(customers.id, ana.customerId)).limit(1)),
    ).toMatchObject({
      email: ana.email,
      erasedAt: null,
    });
  });
});
