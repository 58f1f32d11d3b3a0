// `pnpm audit:verify`: walks the record's hash chain in the garage database of DATA_DIR, or DATABASE_URL's
// (opened read-only: checking never writes, and works beside a running API) and reports every break.
// Exit 0: the chain holds; 1: a row was changed, removed or reordered; 2: no database (or record) to check.
// docs/decisions/audit-record.md says what this can and cannot detect.
import BetterSqlite3 from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import { databaseLocation } from './config';
import { closeDatabase, openDatabase } from './db/open-database';
import { queryRow } from './db/raw-sql';
import * as schema from './db/schema';
import { type AuditVerification, verifyAudit } from './domain/audit/verify-audit';

const PROBLEMS: Record<AuditVerification['breaks'][number]['problem'], string> = {
  hash_mismatch: 'its content does not match its hash (changed after it was written)',
  chain_broken: "its prev_hash is not the previous row's hash (a row before it was changed or removed)",
  id_gap: 'ids jump to it (rows before it were removed)',
};

function verificationReport(databasePath: string, result: AuditVerification): string[] {
  return [
    `Audit record in ${databasePath}`,
    `Rows: ${result.rows}`,
    // Nothing inside the file can show that its newest rows were cut off: keep this line somewhere
    // else (a ticket, an e-mail) and compare it on the next run.
    `Last hash: ${result.lastHash}`,
    ...(result.breaks.length === 0
      ? ['OK: every row matches its hash and follows the one before it.']
      : [
          `BROKEN: ${result.breaks.length} problem(s):`,
          ...result.breaks.map((found) => `  row ${found.id}: ${found.problem}: ${PROBLEMS[found.problem]}`),
        ]),
  ];
}

async function main(): Promise<number> {
  const { databasePath } = databaseLocation();
  const databaseUrl = process.env.DATABASE_URL?.trim();
  if (databaseUrl) return verifyPostgres(databaseUrl);
  let client: BetterSqlite3.Database;
  try {
    client = new BetterSqlite3(databasePath, { readonly: true, fileMustExist: true });
  } catch (error) {
    console.error(`No garage database to check at ${databasePath}: ${(error as Error).message}`);
    return 2;
  }
  try {
    const table = client
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'audit_log'")
      .get();
    if (!table) {
      console.error(
        `${databasePath} has no audit record yet: start the API once so it applies its migrations.`,
      );
      return 2;
    }
    return report(databasePath, await verifyAudit(drizzle({ client, schema })));
  } finally {
    client.close();
  }
}

/** DATABASE_URL: the same walk over PostgreSQL (read only: it runs SELECTs alone). */
async function verifyPostgres(url: string): Promise<number> {
  const db = openDatabase(url);
  try {
    const table = await queryRow(db, `SELECT to_regclass('audit_log') IS NOT NULL AS present`);
    if (!(table as { present?: boolean } | undefined)?.present) {
      console.error(
        'The PostgreSQL database has no audit record yet: start the API once so it applies its migrations.',
      );
      return 2;
    }
    return report('the PostgreSQL database', await verifyAudit(db));
  } finally {
    await closeDatabase(db);
  }
}

function report(where: string, result: AuditVerification): number {
  const lines = verificationReport(where, result);
  if (result.breaks.length) console.error(lines.join('\n'));
  else console.log(lines.join('\n'));
  return result.breaks.length ? 1 : 0;
}

process.exit(await main());
