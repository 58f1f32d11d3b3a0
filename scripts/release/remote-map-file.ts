// The remote map on disk and its release history beside it (docs/decisions/release-command.md).
import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';

/** A remote's entry in the map, in the object form `pnpm release` writes. */
export interface StableEntry {
  manifest: string;
  routes?: string[];
}

/** The new build a share of browsers gets while it is tried (scripts/lib/canary.ts). */
export interface CanaryEntry extends StableEntry {
  percent: number;
}

export type MapEntry = string | (StableEntry & { canary?: CanaryEntry });

export interface RemoteMapDocument {
  apiBaseUrl: string;
  remotes: Record<string, MapEntry>;
  [key: string]: unknown;
}

export type HistoryAction = 'release' | 'canary' | 'promote' | 'rollback';

/** One line of the history file. */
export interface HistoryRecord {
  remote: string;
  action: HistoryAction;
  /** The entry before the change (null: the remote was not in the map). */
  from: MapEntry | null;
  /** The entry after it (null: the remote was taken out of the map). */
  to: MapEntry | null;
  at: string;
  by: string;
  /** The build id of the manifest now served to most browsers (or the canary's, for a canary). */
  version: string | null;
}

/** `data/app-config.json` -> `data/app-config.history.jsonl`. */
export function historyFileFor(mapFile: string): string {
  const { dir, name } = path.parse(mapFile);
  return path.join(dir, `${name}.history.jsonl`);
}

export async function readRemoteMapFile(file: string): Promise<RemoteMapDocument> {
  const text = await fs.readFile(file, 'utf8').catch(() => {
    throw new Error(`map: ${file} cannot be read`);
  });
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`map: ${file} is not valid JSON`);
  }
  const candidate = parsed as Partial<RemoteMapDocument> | null;
  if (
    typeof candidate?.apiBaseUrl !== 'string' ||
    typeof candidate.remotes !== 'object' ||
    !candidate.remotes
  )
    throw new Error(`map: ${file} is not a remote map (apiBaseUrl and remotes expected)`);
  return candidate as RemoteMapDocument;
}

export interface AtomicWriteFs {
  writeFile: (file: string, data: string) => Promise<void>;
  rename: (from: string, to: string) => Promise<void>;
  rm: (file: string) => Promise<void>;
}

const realFs: AtomicWriteFs = {
  writeFile: async (file, data) => {
    const handle = await fs.open(file, 'wx');
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
  },
  rename: (from, to) => fs.rename(from, to),
  rm: (file) => fs.rm(file, { force: true }),
};

/**
 * Writes beside the file, then renames over it: a reader (the shell's server reads the map on every
 * page) sees the old map or the new one, never half of one, and a failed write leaves the old file.
 */
export async function writeFileAtomic(file: string, data: string, io: AtomicWriteFs = realFs): Promise<void> {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await io.writeFile(temp, data);
    await io.rename(temp, file);
  } catch (error) {
    await io.rm(temp).catch(() => undefined);
    throw error;
  }
}

export async function writeRemoteMapFile(file: string, map: RemoteMapDocument, io?: AtomicWriteFs) {
  await writeFileAtomic(file, `${JSON.stringify(map, null, 2)}\n`, io);
}

export async function appendHistory(mapFile: string, record: HistoryRecord): Promise<void> {
  await fs.appendFile(historyFileFor(mapFile), `${JSON.stringify(record)}\n`);
}

export async function readHistory(mapFile: string): Promise<HistoryRecord[]> {
  const text = await fs.readFile(historyFileFor(mapFile), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as HistoryRecord);
}

/**
 * One change at a time: two releases read-modify-writing the map at once would lose one of them.
 * The lock is a file created exclusively beside the map.
 */
export async function withMapLock<T>(mapFile: string, work: () => Promise<T>): Promise<T> {
  const lock = `${mapFile}.lock`;
  try {
    await fs.writeFile(lock, String(process.pid), { flag: 'wx' });
  } catch {
    throw new Error(`lock: another release is changing ${mapFile} (remove ${lock} if none is running)`);
  }
  try {
    return await work();
  } finally {
    await fs.rm(lock, { force: true });
  }
}
