import type { Database } from './open-database';

// The hourly rollups behind staff's money views (docs/decisions/admin-lists-at-scale.md). Triggers,
// not application code, keep them: every writer of `sales` and `invoices` (checkout, renewals, the
// portal, staff refunds, the demo seeder) is covered without knowing the rollups exist. drizzle-kit
// cannot declare triggers, so they are created here at start-up, idempotently, and a database whose
// rows predate them is rolled up once.

const TRIGGERS = `
CREATE TRIGGER IF NOT EXISTS sales_hourly_insert AFTER INSERT ON sales BEGIN
  INSERT INTO sales_hourly (hour, type, count, revenue_cents)
  VALUES (substr(NEW.sold_at, 1, 13), NEW.type, 1, NEW.amount_cents)
  ON CONFLICT (hour, type) DO UPDATE SET count = count + 1, revenue_cents = revenue_cents + excluded.revenue_cents;
END;
CREATE TRIGGER IF NOT EXISTS sales_hourly_delete AFTER DELETE ON sales BEGIN
  UPDATE sales_hourly SET count = count - 1, revenue_cents = revenue_cents - OLD.amount_cents
  WHERE hour = substr(OLD.sold_at, 1, 13) AND type = OLD.type;
END;
CREATE TRIGGER IF NOT EXISTS sales_hourly_update AFTER UPDATE OF sold_at, type, amount_cents ON sales BEGIN
  UPDATE sales_hourly SET count = count - 1, revenue_cents = revenue_cents - OLD.amount_cents
  WHERE hour = substr(OLD.sold_at, 1, 13) AND type = OLD.type;
  INSERT INTO sales_hourly (hour, type, count, revenue_cents)
  VALUES (substr(NEW.sold_at, 1, 13), NEW.type, 1, NEW.amount_cents)
  ON CONFLICT (hour, type) DO UPDATE SET count = count + 1, revenue_cents = revenue_cents + excluded.revenue_cents;
END;
CREATE TRIGGER IF NOT EXISTS invoices_hourly_insert AFTER INSERT ON invoices BEGIN
  INSERT INTO invoices_hourly (hour, status_key, count)
  VALUES (substr(NEW.created_at, 1, 13), NEW.status_key, 1)
  ON CONFLICT (hour, status_key) DO UPDATE SET count = count + 1;
END;
CREATE TRIGGER IF NOT EXISTS invoices_hourly_delete AFTER DELETE ON invoices BEGIN
  UPDATE invoices_hourly SET count = count - 1
  WHERE hour = substr(OLD.created_at, 1, 13) AND status_key = OLD.status_key;
END;
CREATE TRIGGER IF NOT EXISTS invoices_hourly_update AFTER UPDATE OF created_at, status_key ON invoices BEGIN
  UPDATE invoices_hourly SET count = count - 1
  WHERE hour = substr(OLD.created_at, 1, 13) AND status_key = OLD.status_key;
  INSERT INTO invoices_hourly (hour, status_key, count)
  VALUES (substr(NEW.created_at, 1, 13), NEW.status_key, 1)
  ON CONFLICT (hour, status_key) DO UPDATE SET count = count + 1;
END;
`;

/** Creates the triggers and rolls up rows written before they existed (one transaction). */
export function ensureRollups(db: Database): void {
  const client = db.$client;
  client
    .transaction(() => {
      client.exec(TRIGGERS);
      rebuildIfMissing(
        client,
        'sales',
        'sales_hourly',
        `INSERT INTO sales_hourly (hour, type, count, revenue_cents)
       SELECT substr(sold_at, 1, 13), type, count(*), sum(amount_cents) FROM sales GROUP BY 1, 2`,
      );
      rebuildIfMissing(
        client,
        'invoices',
        'invoices_hourly',
        `INSERT INTO invoices_hourly (hour, status_key, count)
       SELECT substr(created_at, 1, 13), status_key, count(*) FROM invoices GROUP BY 1, 2`,
      );
    })
    .immediate();
}

function rebuildIfMissing(client: Database['$client'], source: string, rollup: string, fill: string) {
  const missing = client
    .prepare(`SELECT EXISTS (SELECT 1 FROM ${source}) AND NOT EXISTS (SELECT 1 FROM ${rollup}) AS missing`)
    .get() as { missing: number };
  if (missing.missing) client.exec(fill);
}
