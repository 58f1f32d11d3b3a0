import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { insertCard, insertInvoice, insertPass } from '../../test/fixtures';
import { freshPostgresDatabase, testPostgresServer } from '../../test/test-database';
import { loadConfig } from '../config';
import { prepareDatabase } from '../prepare-database';
import { CopyRefused, copyReport, copyToPostgres } from './copy-to-postgres';
import { closeDatabase } from './open-database';
import { sales } from './schema';

// Runs on the PostgreSQL pass of the suite (GARAGE_TEST_POSTGRES). The SQLite garage is built first: a
// process speaks SQLite through the app's tables until it opens PostgreSQL (db/schema.ts).
const server = testPostgresServer();
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function sqliteGarage(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'garage-copy-'));
  dirs.push(dataDir);
  const config = loadConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'copy-admin-password', NODE_ENV: 'test' });
  const db = await prepareDatabase(config, () => {});
  for (let i = 0; i < 5; i++) {
    const pass = await insertPass(db, { nextRenewalDate: '2027-01-01' });
    const invoice = await insertInvoice(db, pass, { amountCents: 9900 + i });
    await db.insert(sales).values({
      customerId: pass.customerId,
      subscriptionId: pass.id,
      invoiceId: invoice.id,
      type: 'manual',
      amountCents: 9900 + i,
      soldAt: invoice.createdAt,
    });
    if (i % 2 === 0) await insertCard(db, `C-${i}`, { pass });
  }
  await closeDatabase(db);
  return config.databasePath;
}

describe.skipIf(!server)('pnpm db:copy', () => {
  it('copies every row, proves counts and money sums equal, and the copy takes new rows after the old ids', async () => {
    const file = await sqliteGarage();
    const target = await freshPostgresDatabase(server as string, { template: false });
    try {
      const tables = await copyToPostgres(file, target.url);
      const { equal, lines } = copyReport(tables);
      expect(equal, lines.join('\n')).toBe(true);
      const salesRow = tables.find((table) => table.table === 'sales');
      expect(salesRow?.rows).toEqual([5, 5]);
      expect(salesRow?.sums).toContainEqual({ column: 'amount_cents', values: [49510, 49510] });
      expect(tables.find((table) => table.table === 'cards')?.rows).toEqual([3, 3]);

      const client = new pg.Client({ connectionString: target.url });
      await client.connect();
      try {
        // The rollups were copied as rows, not counted again by their triggers.
        const { rows } = await client.query('SELECT sum(count) AS n FROM sales_daily');
        expect(Number(rows[0].n)).toBe(5);
        // Foreign keys are back and checked.
        await expect(
          client.query(
            `INSERT INTO vehicles (customer_id, type, make, model, year, plate) VALUES (999, 'car', 'Kia', 'Rio', 2020, 'X1')`,
          ),
        ).rejects.toThrow(/foreign key/);
        const inserted = await client.query(
          `INSERT INTO customers (first_name, email) VALUES ('New', 'new@example.com') RETURNING id`,
        );
        expect(Number(inserted.rows[0].id)).toBe(6);
      } finally {
        await client.end();
      }
      // A second copy into the same database is refused, not merged.
      await expect(copyToPostgres(file, target.url)).rejects.toBeInstanceOf(CopyRefused);
    } finally {
      await target.drop();
    }
  });
});
