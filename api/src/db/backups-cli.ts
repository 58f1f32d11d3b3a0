// `pnpm db:backup` (a copy now), `pnpm db:backups` (list) and `pnpm db:restore <file>` (stop the API first).
import BetterSqlite3 from 'better-sqlite3';
import { loadConfig } from '../config';
import { backupDatabase, listBackups, restoreDatabase } from './backups';

const config = loadConfig();
const [command, file] = process.argv.slice(2);

async function apiIsRunning(): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${config.port}/api/health`, { signal: AbortSignal.timeout(1_000) });
    return true;
  } catch {
    return false;
  }
}

if (command === 'backup') {
  const client = new BetterSqlite3(config.databasePath, { fileMustExist: true });
  try {
    console.log(`Backed up to ${await backupDatabase(client, config.backups)}`);
  } finally {
    client.close();
  }
} else if (command === 'list') {
  const backups = listBackups(config.backups.dir);
  console.log(backups.length ? backups.join('\n') : `No backups in ${config.backups.dir}`);
} else if (command === 'restore' && file) {
  if (await apiIsRunning()) {
    console.error(`The API answers on port ${config.port}: stop it (Ctrl+C on pnpm start) before restoring.`);
    process.exit(1);
  }
  const keptAs = restoreDatabase(file, config.databasePath);
  console.log(`Restored ${file} into ${config.databasePath}.`);
  if (keptAs) console.log(`The database it replaced is kept as ${keptAs}.`);
} else {
  console.error('Usage: db:backup | db:backups | db:restore <backup file>');
  process.exit(2);
}
