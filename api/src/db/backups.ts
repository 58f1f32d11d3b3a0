import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';

// Online backups of the SQLite file (docs/decisions/database-backups.md). better-sqlite3's backup API
// copies pages while the app keeps serving, and the copy is one consistent snapshot even with writers.

const PREFIX = 'parking-';
const SUFFIX = '.db';

export type BackupPolicy = {
  /** Folder the copies go to (DATA_DIR/backups by default). */
  dir: string;
  /** Copies kept; older ones are deleted after each successful backup. */
  keep: number;
  /** A new copy once the newest is at least this old. */
  intervalMs: number;
};

/** `parking-20261123T120000Z.db`: sorts by time, readable, no characters a file system dislikes. */
export function backupFileName(at: Date): string {
  return `${PREFIX}${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')}${SUFFIX}`;
}

/** The copies in `dir`, newest first. */
export function listBackups(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.startsWith(PREFIX) && name.endsWith(SUFFIX))
    .sort()
    .reverse()
    .map((name) => join(dir, name));
}

/** Checks a database file the way a restore would rely on it: opens read-only, integrity_check 'ok'. */
export function verifyDatabaseFile(path: string): void {
  const db = new BetterSqlite3(path, { readonly: true, fileMustExist: true });
  try {
    const result = db.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new Error(`integrity_check of ${basename(path)} says: ${String(result)}`);
  } finally {
    db.close();
  }
}

/**
 * Copies the live database into `dir`, verifies the copy and only then gives it its final name, so a
 * crash mid-backup never leaves a half file that looks like a backup. Prunes beyond `keep`.
 */
export async function backupDatabase(
  client: BetterSqlite3.Database,
  policy: Pick<BackupPolicy, 'dir' | 'keep'>,
  at: Date = new Date(),
): Promise<string> {
  mkdirSync(policy.dir, { recursive: true });
  const target = join(policy.dir, backupFileName(at));
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  await client.backup(partial);
  verifyDatabaseFile(partial);
  renameSync(partial, target);
  for (const old of listBackups(policy.dir).slice(Math.max(1, policy.keep))) rmSync(old, { force: true });
  return target;
}

/** The scheduler's job: a backup when the newest copy is older than the interval (or there is none). */
export async function backupIfDue(
  client: BetterSqlite3.Database,
  policy: BackupPolicy,
  now: Date = new Date(),
): Promise<string | null> {
  const [newest] = listBackups(policy.dir);
  if (newest && now.getTime() - statSync(newest).mtimeMs < policy.intervalMs) return null;
  return backupDatabase(client, policy, now);
}

/**
 * Puts a backup in place of the database file. The API must be stopped: the current file (and its
 * WAL) is kept beside it as `<name>.before-restore-<time>` rather than deleted, so a wrong restore
 * can itself be undone.
 */
export function restoreDatabase(
  backupPath: string,
  databasePath: string,
  at: Date = new Date(),
): string | null {
  verifyDatabaseFile(backupPath);
  let keptAs: string | null = null;
  if (existsSync(databasePath)) {
    keptAs = `${databasePath}.before-restore-${backupFileName(at).slice(PREFIX.length, -SUFFIX.length)}`;
    // Fold the WAL into the file first so the kept copy is complete on its own.
    const current = new BetterSqlite3(databasePath);
    current.pragma('wal_checkpoint(TRUNCATE)');
    current.close();
    renameSync(databasePath, keptAs);
  }
  for (const suffix of ['-wal', '-shm']) rmSync(`${databasePath}${suffix}`, { force: true });
  mkdirSync(join(databasePath, '..'), { recursive: true });
  const source = new BetterSqlite3(backupPath, { readonly: true });
  try {
    // VACUUM INTO writes a fresh, self-contained file (no WAL), which is what we want in place.
    source.prepare('VACUUM INTO ?').run(databasePath);
  } finally {
    source.close();
  }
  verifyDatabaseFile(databasePath);
  return keptAs;
}
