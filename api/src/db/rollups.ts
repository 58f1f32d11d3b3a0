import type { Database } from './open-database';

// The rollups behind staff's money views (docs/decisions/admin-lists-at-scale.md): sales and invoices
// counted per UTC day and per UTC hour. Triggers, not application code, keep them, so every writer of
// `sales` and `invoices` (checkout, renewals, the portal, staff refunds, the demo seeder) is covered
// without knowing they exist. drizzle-kit cannot declare triggers: they are created here at start-up,
// idempotently, and rollups found empty beside existing rows are filled once.

type Rollup = {
  table: string;
  source: 'sales' | 'invoices';
  /** Characters of the ISO instant that name the period: 10 (day) or 13 (hour). */
  length: 10 | 13;
  instant: string;
  key: string;
  /** Summed columns beyond `count`: rollup column -> source column. */
  sums: Record<string, string>;
};

const ROLLUPS: readonly Rollup[] = [
  {
    table: 'sales_daily',
    source: 'sales',
    length: 10,
    instant: 'sold_at',
    key: 'type',
    sums: { revenue_cents: 'amount_cents' },
  },
  {
    table: 'sales_hourly',
    source: 'sales',
    length: 13,
    instant: 'sold_at',
    key: 'type',
    sums: { revenue_cents: 'amount_cents' },
  },
  {
    table: 'invoices_daily',
    source: 'invoices',
    length: 10,
    instant: 'created_at',
    key: 'status_key',
    sums: {},
  },
  {
    table: 'invoices_hourly',
    source: 'invoices',
    length: 13,
    instant: 'created_at',
    key: 'status_key',
    sums: {},
  },
];

/** The trigger names, for a bulk loader that drops them and rebuilds the rollups once at the end. */
export const ROLLUP_TRIGGERS = ROLLUPS.flatMap((r) =>
  ['insert', 'delete', 'update'].map((op) => `${r.table}_${op}`),
);

function triggers(r: Rollup): string {
  const sumColumns = Object.keys(r.sums);
  const add = (
    row: 'NEW',
  ) => `INSERT INTO ${r.table} (period, ${r.key}, count${sumColumns.map((c) => `, ${c}`).join('')})
    VALUES (substr(${row}.${r.instant}, 1, ${r.length}), ${row}.${r.key}, 1${Object.values(r.sums)
      .map((s) => `, ${row}.${s}`)
      .join('')})
    ON CONFLICT (period, ${r.key}) DO UPDATE SET count = count + 1${sumColumns.map((c) => `, ${c} = ${c} + excluded.${c}`).join('')};`;
  const remove = (row: 'OLD') => `UPDATE ${r.table} SET count = count - 1${Object.entries(r.sums)
    .map(([c, s]) => `, ${c} = ${c} - ${row}.${s}`)
    .join('')}
    WHERE period = substr(${row}.${r.instant}, 1, ${r.length}) AND ${r.key} = ${row}.${r.key};`;
  const watched = [r.instant, r.key, ...Object.values(r.sums)].join(', ');
  return `
CREATE TRIGGER IF NOT EXISTS ${r.table}_insert AFTER INSERT ON ${r.source} BEGIN ${add('NEW')} END;
CREATE TRIGGER IF NOT EXISTS ${r.table}_delete AFTER DELETE ON ${r.source} BEGIN ${remove('OLD')} END;
CREATE TRIGGER IF NOT EXISTS ${r.table}_update AFTER UPDATE OF ${watched} ON ${r.source} BEGIN ${remove('OLD')} ${add('NEW')} END;`;
}

/** Creates the triggers and fills rollups that are empty while their table has rows (one transaction). */
export function ensureRollups(db: Database): void {
  const client = db.$client;
  client
    .transaction(() => {
      for (const r of ROLLUPS) {
        client.exec(triggers(r));
        const { missing } = client
          .prepare(
            `SELECT EXISTS (SELECT 1 FROM ${r.source}) AND NOT EXISTS (SELECT 1 FROM ${r.table}) AS missing`,
          )
          .get() as { missing: number };
        if (!missing) continue;
        const sums = Object.entries(r.sums);
        client.exec(
          `INSERT INTO ${r.table} (period, ${r.key}, count${sums.map(([c]) => `, ${c}`).join('')})
           SELECT substr(${r.instant}, 1, ${r.length}), ${r.key}, count(*)${sums.map(([, s]) => `, sum(${s})`).join('')}
           FROM ${r.source} GROUP BY 1, 2`,
        );
      }
    })
    .immediate();
}
