import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { queryRow, runQuery, runStatements } from './db/raw-sql';
import { redactedField } from './domain/audit/audit-chain';

// Issue 33: someone with the database file changes or removes a row of the record directly in SQLite
// (dropping the append-only triggers first, as anyone holding the file can). `pnpm audit:verify`
// must name the row and exit 1; an erasure's redaction, the one edit the triggers allow, still verifies.

const CLI = fileURLToPath(new URL('./audit-verify-cli.ts', import.meta.url));

let t: TestApp;
afterEach(() => t?.cleanup());

function verify() {
  const run = spawnSync(process.execPath, ['--import', 'tsx', CLI], {
    env: {
      ...process.env,
      DATA_DIR: t.config.dataDir,
      DATABASE_PATH: t.config.databasePath,
      ...(t.config.databaseUrl ? { DATABASE_URL: t.config.databaseUrl } : {}),
    },
    encoding: 'utf8',
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

async function threeStaffWrites() {
  for (const name of ['First rename', 'Second rename', 'Third rename']) {
    const res = await t.call('PUT', '/api/plans/1', {
      token: t.tokens.admin,
      body: { name, description: '', price_cents: 25000, autopay: false, duration_months: 1 },
    });
    expect(res.status).toBe(200);
  }
}

const sql = (statement: string) => runStatements(t.db, statement);
// What an attacker with the database's own rights does to get past the append-only guard.
const dropGuard = (name: string) =>
  sql(t.config.databaseUrl ? `DROP TRIGGER ${name} ON audit_log` : `DROP TRIGGER ${name}`);

describe('pnpm audit:verify', () => {
  it('passes an untouched record and prints its rows and last hash', async () => {
    t = await createTestApp();
    await threeStaffWrites();
    const last = (await queryRow(t.db, 'SELECT hash FROM audit_log ORDER BY id DESC LIMIT 1')) as {
      hash: string;
    };
    const run = verify();
    expect(run.output).toContain('Rows: 3');
    expect(run.output).toContain(`Last hash: ${last.hash}`);
    expect(run.output).toContain('OK');
    expect(run.status).toBe(0);
  });

  it('finds a row changed directly in the database', async () => {
    t = await createTestApp();
    await threeStaffWrites();
    // The app cannot: the trigger refuses.
    await expect(sql(`UPDATE audit_log SET actor = 'someone-else' WHERE id = 2`)).rejects.toThrow(
      /append-only/,
    );
    await dropGuard('audit_log_no_update');
    await sql(`UPDATE audit_log SET actor = 'someone-else' WHERE id = 2`);
    const run = verify();
    expect(run.status).toBe(1);
    expect(run.output).toContain('row 2: hash_mismatch');
  });

  it('finds a row whose hash was recomputed to hide the change: the next row no longer follows it', async () => {
    t = await createTestApp();
    await threeStaffWrites();
    await dropGuard('audit_log_no_update');
    await sql(
      `UPDATE audit_log SET after = '{"name":"Nothing to see"}', hash = '${'f'.repeat(64)}' WHERE id = 2`,
    );
    const run = verify();
    expect(run.status).toBe(1);
    expect(run.output).toContain('row 2: hash_mismatch');
    expect(run.output).toContain('row 3: chain_broken');
  });

  it('finds a removed middle row', async () => {
    t = await createTestApp();
    await threeStaffWrites();
    await expect(sql('DELETE FROM audit_log WHERE id = 2')).rejects.toThrow(/append-only/);
    await dropGuard('audit_log_no_delete');
    await sql('DELETE FROM audit_log WHERE id = 2');
    const run = verify();
    expect(run.status).toBe(1);
    expect(run.output).toContain('row 3: id_gap');
    expect(run.output).toContain('row 3: chain_broken');
  });

  it('still verifies a row whose fields an erasure redacted', async () => {
    t = await createTestApp();
    await threeStaffWrites();
    const row = (await queryRow(t.db, 'SELECT before, after FROM audit_log WHERE id = 2')) as {
      before: string;
      after: string;
    };
    // Allowed by the trigger as it stands: only before/after, only to a redaction marker.
    await runQuery(t.db, 'UPDATE audit_log SET before = @before, after = @after WHERE id = 2', {
      before: redactedField(row.before),
      after: redactedField(row.after),
    });
    const run = verify();
    expect(run.output).toContain('OK');
    expect(run.status).toBe(0);
  });

  it('exits 2 when there is no database, or no record in it, to check', async () => {
    t = await createTestApp();
    const run = spawnSync(process.execPath, ['--import', 'tsx', CLI], {
      env: { ...process.env, DATA_DIR: t.config.dataDir, DATABASE_PATH: `${t.config.dataDir}/missing.db` },
      encoding: 'utf8',
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('No garage database to check');
    const unmigrated = join(t.config.dataDir, 'old.db');
    new BetterSqlite3(unmigrated).close();
    const old = spawnSync(process.execPath, ['--import', 'tsx', CLI], {
      env: { ...process.env, DATA_DIR: t.config.dataDir, DATABASE_PATH: unmigrated },
      encoding: 'utf8',
    });
    expect(old.status).toBe(2);
    expect(old.stderr).toContain('has no audit record yet');
  });
});
