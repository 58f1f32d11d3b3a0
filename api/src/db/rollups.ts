import type { DbExecutor } from './db-executor';
import type { Database } from './open-database';
import { runStatements } from './raw-sql';
import { inTransaction } from './transaction';
import { createTriggers, dropTrigger, hasTrigger, type Trigger } from './triggers';

// The rollups behind staff's money views (docs/decisions/admin-lists-at-scale.md): sales and invoices
// counted per UTC day and per UTC hour. Triggers, not application code, keep them, so every writer of
// `sales`, `sale_refunds` and `invoices` (checkout, renewals, the portal, staff refunds, the demo
// seeder) is covered without knowing they exist. drizzle-kit cannot declare triggers: they are created
// here at start-up. A rollup whose triggers are missing (a new database, a migration that rebuilt its
// table, a bulk load that dropped them, a newer trigger version) is rebuilt from its rows, so history
// always matches what the triggers would have counted (docs/decisions/revenue-net-of-refunds.md).

type Rollup = {
  table: string;
  source: 'sales' | 'invoices';
  /** Characters of the ISO instant that name the period: 10 (day) or 13 (hour). */
  length: 10 | 13;
  instant: string;
  key: string;
  /** Summed columns beyond `count`: rollup column -> the value of one source row (`row` is NEW/OLD). */
  sums: Record<string, (row: string) => string>;
  /** Refunds of the source rows are netted in (sales only). */
  refunds: boolean;
};

// A sale's refund, read while the sale's own row is counted (a sale moved between periods or types
// takes its refund with it).
const refundOf = (row: string) =>
  `coalesce((SELECT amount_cents FROM sale_refunds WHERE sale_id = ${row}.id), 0)`;
// A count, not a truth value: PostgreSQL adds no booleans.
const refundedOf = (row: string) =>
  `(CASE WHEN EXISTS (SELECT 1 FROM sale_refunds WHERE sale_id = ${row}.id) THEN 1 ELSE 0 END)`;

const salesRollup = (table: string, length: 10 | 13): Rollup => ({
  table,
  source: 'sales',
  length,
  instant: 'sold_at',
  key: 'type',
  sums: {
    revenue_cents: (row) => `${row}.amount_cents`,
    refunded_cents: refundOf,
    refunded_count: refundedOf,
  },
  refunds: true,
});

const invoicesRollup = (table: string, length: 10 | 13): Rollup => ({
  table,
  source: 'invoices',
  length,
  instant: 'created_at',
  key: 'status_key',
  sums: {},
  refunds: false,
});

const ROLLUPS: readonly Rollup[] = [
  salesRollup('sales_daily', 10),
  salesRollup('sales_hourly', 13),
  invoicesRollup('invoices_daily', 10),
  invoicesRollup('invoices_hourly', 13),
];

/** Bumped when a trigger's body changes: the old triggers are dropped and the rollup rebuilt. */
const TRIGGER_VERSION = 'v2';

const triggerNames = (r: Rollup) =>
  [
    ...['insert', 'delete', 'update'].map((op) => `${r.table}_${op}_${TRIGGER_VERSION}`),
    ...(r.refunds ? ['refund', 'unrefund'].map((op) => `${r.table}_${op}_${TRIGGER_VERSION}`) : []),
  ] as const;

/** Names earlier versions used, dropped before a rebuild. */
const legacyNames = (r: Rollup) => ['insert', 'delete', 'update'].map((op) => `${r.table}_${op}`);

const ROLLUP_TRIGGERS = ROLLUPS.flatMap((r) => triggerNames(r));

function triggers(r: Rollup): Trigger[] {
  const columns = Object.keys(r.sums);
  const [insertName, deleteName, updateName, refundName, unrefundName] = triggerNames(r);
  const add = (
    row: 'NEW',
  ) => `INSERT INTO ${r.table} AS t (period, ${r.key}, count${columns.map((c) => `, ${c}`).join('')})
    VALUES (substr(${row}.${r.instant}, 1, ${r.length}), ${row}.${r.key}, 1${Object.values(r.sums)
      .map((value) => `, ${value(row)}`)
      .join('')})
    ON CONFLICT (period, ${r.key}) DO UPDATE SET count = t.count + 1${columns.map((c) => `, ${c} = t.${c} + excluded.${c}`).join('')};`;
  const remove = (row: 'OLD') => `UPDATE ${r.table} SET count = count - 1${Object.entries(r.sums)
    .map(([c, value]) => `, ${c} = ${c} - ${value(row)}`)
    .join('')}
    WHERE period = substr(${row}.${r.instant}, 1, ${r.length}) AND ${r.key} = ${row}.${r.key};`;
  const watched = [r.instant, r.key, ...(r.source === 'sales' ? ['amount_cents'] : [])].join(', ');
  const refund = (row: 'NEW' | 'OLD', sign: '+' | '-') => `UPDATE ${r.table}
    SET refunded_cents = refunded_cents ${sign} ${row}.amount_cents, refunded_count = refunded_count ${sign} 1
    WHERE (period, ${r.key}) = (SELECT substr(s.${r.instant}, 1, ${r.length}), s.${r.key} FROM sales s WHERE s.id = ${row}.sale_id);`;
  return [
    { name: insertName as string, event: `AFTER INSERT ON ${r.source}`, body: add('NEW') },
    { name: deleteName as string, event: `AFTER DELETE ON ${r.source}`, body: remove('OLD') },
    {
      name: updateName as string,
      event: `AFTER UPDATE OF ${watched} ON ${r.source}`,
      body: `${remove('OLD')} ${add('NEW')}`,
    },
    ...(r.refunds
      ? [
          { name: refundName as string, event: 'AFTER INSERT ON sale_refunds', body: refund('NEW', '+') },
          { name: unrefundName as string, event: 'AFTER DELETE ON sale_refunds', body: refund('OLD', '-') },
        ]
      : []),
  ];
}

/** Which table each of a rollup's triggers is on, to drop them. */
const triggerTables = (r: Rollup): Record<string, string> =>
  Object.fromEntries(triggers(r).map((t) => [t.name, t.event.split(' ON ')[1] as string]));

/** The rollup computed from its rows at once (the same sums the triggers keep). */
async function fill(db: DbExecutor, r: Rollup): Promise<void> {
  await runStatements(db, `DELETE FROM ${r.table}`);
  const columns = Object.keys(r.sums);
  const from = r.refunds ? `${r.source} s LEFT JOIN sale_refunds f ON f.sale_id = s.id` : `${r.source} s`;
  const values: Record<string, string> = {
    revenue_cents: 'sum(s.amount_cents)',
    refunded_cents: 'coalesce(sum(f.amount_cents), 0)',
    refunded_count: 'count(f.sale_id)',
  };
  await runStatements(
    db,
    `INSERT INTO ${r.table} (period, ${r.key}, count${columns.map((c) => `, ${c}`).join('')})
     SELECT substr(s.${r.instant}, 1, ${r.length}), s.${r.key}, count(*)${columns.map((c) => `, ${values[c]}`).join('')}
     FROM ${from} GROUP BY 1, 2`,
  );
}

/**
 * Sales recorded before sales had their own kinds and refunds: a lost-card fee was a 'manual' sale
 * and a staff refund only marked the invoice. Idempotent; run before the sales rollups are rebuilt.
 */
async function backfillSaleKinds(db: DbExecutor): Promise<void> {
  await runStatements(
    db,
    `
    UPDATE sales SET type = 'item'
      WHERE type = 'manual' AND invoice_id IN (SELECT id FROM invoices WHERE concept LIKE 'Loss fee%');
    INSERT INTO sale_refunds (sale_id, amount_cents, refunded_at)
      SELECT s.id, s.amount_cents, coalesce(i.paid_at, s.sold_at)
      FROM invoices i JOIN sales s ON s.invoice_id = i.id WHERE i.status_key = 'refunded'
      ON CONFLICT DO NOTHING;`,
  );
}

/** Creates missing triggers and rebuilds each rollup whose triggers were missing (one transaction). */
export async function ensureRollups(db: Database): Promise<void> {
  const present = new Set<string>();
  for (const name of ROLLUP_TRIGGERS) if (await hasTrigger(db, name)) present.add(name);
  const stale = ROLLUPS.filter((r) => !triggerNames(r).every((name) => present.has(name)));
  if (stale.length === 0) return;
  await inTransaction(
    db,
    async (tx) => {
      if (stale.some((r) => r.source === 'sales')) await backfillSaleKinds(tx);
      for (const r of stale) {
        const tables = triggerTables(r);
        for (const name of legacyNames(r)) await dropTrigger(tx, name, r.source);
        for (const name of triggerNames(r)) await dropTrigger(tx, name, tables[name] as string);
        await createTriggers(tx, triggers(r));
        await fill(tx, r);
      }
    },
    { behavior: 'immediate' },
  );
}

/** Drops the rollups' triggers, for a bulk load that rebuilds the rollups once at its end (ensureRollups). */
export async function dropRollupTriggers(db: Database): Promise<void> {
  for (const r of ROLLUPS) {
    const tables = triggerTables(r);
    for (const name of triggerNames(r)) await dropTrigger(db, name, tables[name] as string);
  }
}
