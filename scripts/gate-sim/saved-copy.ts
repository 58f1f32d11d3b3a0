import { promises as fs } from 'node:fs';
import type { AccessCredential } from '../../api/src/contract/gate-access';
import { writeFileAtomic } from '../release/remote-map-file';
import type { GateQuestion } from './gate-controller';

// `--state-file`: the simulator's copy kept between runs, so a restart while the API is down still
// decides from the list it last heard and still sends the events it decided alone.

export type QueuedEvent = GateQuestion & { at: string };

export type SavedCopy = {
  /** The API the copy came from: another garage's cursors mean nothing here. */
  api: string;
  /** The location the list belongs to; a key for another location reloads the full list. */
  location_id: number | null;
  cursor: number;
  credentials: AccessCredential[];
  queued: QueuedEvent[];
  applied_deliveries: string[];
};

/** The saved copy, or null when there is none yet; a file that is not one is an error, not an empty copy. */
export async function readSavedCopy(file: string): Promise<SavedCopy | null> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const saved = JSON.parse(text) as Partial<SavedCopy> | null;
  if (
    typeof saved?.api !== 'string' ||
    typeof saved.cursor !== 'number' ||
    !Array.isArray(saved.credentials) ||
    !Array.isArray(saved.queued)
  )
    throw new Error(`${file} is not a gate simulator state file`);
  return { location_id: null, applied_deliveries: [], ...saved } as SavedCopy;
}

/**
 * Writes one at a time, each write taking the copy as it stands when its turn comes: two writes
 * racing to rename could otherwise leave an older copy on disk last.
 */
export function copyWriter(file: string): (current: () => SavedCopy) => Promise<void> {
  let last: Promise<void> = Promise.resolve();
  return (current) => {
    const next = last.then(() => writeFileAtomic(file, JSON.stringify(current())));
    last = next.catch(() => undefined);
    return next;
  };
}
