import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { redactedField } from './domain/audit/audit-chain';

// Issue 33: someone with the database file changes or removes a row of the record directly in SQLite
// (dropping the append-only triggers first, as anyone holding the file can). `pnpm audit:verify`
// must name the row and exit 1; an erasure's redaction, the one edit the triggers allow, still verifies.

const CLI = fileURLToPath(new URL('./audit-verify-cli.ts', import.meta.url));

let t: TestApp;
afterEach(() => t?.cleanup());

function verify() {
  const run = spawnSync(process.execPath, ['--import', 'tsx', CLI], {
    env: { ...process.env, DATA_DIR: t.config.dataDir, DATABASE_PATH: t.config.databasePath },
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

const sql = (statement: string) => t.db.$client.exec(statement);

describe('pnpm audit:verify', () => {
  it('passes an untouched record and prints its rows and last hash', async () => {
    t = await createTestApp();
    await threeStaffWrites();
    const last = t.db.$client.prepare('SELECT hash FROM audit_log ORDER BY id DESC LIMIT 1').get() as {
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
    expect(() => sql(`UPDATE audit_log SET actor = 'someone-else' WHERE id = 2`)).toThrow(/append-only/);
    sql('DROP TRIGGER audit_log_no_update');
    sql(`UPDATE audit_log SET actor = 'someone-else' WHERE id = 2`);
    const run = verify();
    expect(run.status).toBe(1);
    expect(run.output).toContain('row 2: hash_mismatch');
  });

  it('finds a row whose hash was recomputed to hide the change: the next row no longer follows it', async () => {
    t = await createTestApp();
    await threeStaffWrites();
    sql('DROP TRIGGER audit_log_no_update');
    sql(`UPDATE audit_log SET after = '{"name":"Nothing to see"}', hash = '${'f'.repeat(64)}' WHERE id = 2`);
    const run = verify();
    expect(run.status).toBe(1);
    expect(run.output).toContain('row 2: hash_mismatch');
    expect(run.output).toContain('row 3: chain_broken');
  });

  it('finds a removed middle row', async () => {
    t = await createTestApp();
    await threeStaffWrites();
    expect(() => sql('DELETE FROM audit_log WHERE id = 2')).toThrow(/append-only/);
    sql('DROP TRIGGER audit_log_no_delete');
    sql('DELETE FROM audit_log WHERE id = 2');
    const run = verify();
    expect(run.status).toBe(1);
    expect(run.output).toContain('row 3: id_gap');
    expect(run.output).toContain('row 3: chain_broken');
  });

  it('still verifies a row whose fields an erasure redacted', async () => {
    t = await createTestApp();
    await threeStaffWrites();
    const row = t.db.$client.prepare('SELECT before, after FROM audit_log WHERE id = 2').get() as {
      before: string;
      after: string;
    };
    // Allowed by the trigger as it stands: only before/after, only to a redaction marker.
    t.db.$client
      .prepare('UPDATE audit_log SET before = ?, after = ? WHERE id = 2')
      .run(redactedField(row.before), redactedField(row.after));
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
