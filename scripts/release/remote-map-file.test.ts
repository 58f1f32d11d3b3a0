import { promises as fs, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { historyFileFor, withMapLock, writeFileAtomic } from './remote-map-file';

const folder = () => mkdtempSync(path.join(tmpdir(), 'remote-map-file-'));

describe('writeFileAtomic', () => {
  it('replaces the file and leaves nothing else behind', async () => {
    const dir = folder();
    const file = path.join(dir, 'app-config.json');
    writeFileSync(file, 'old');
    await writeFileAtomic(file, 'new');
    expect(readFileSync(file, 'utf8')).toBe('new');
    expect(readdirSync(dir)).toEqual(['app-config.json']);
  });

  it('leaves the old file whole when the write fails half-way', async () => {
    const dir = folder();
    const file = path.join(dir, 'app-config.json');
    writeFileSync(file, 'old');
    const failing = {
      writeFile: async (temp: string, data: string) => {
        await fs.writeFile(temp, data.slice(0, 2));
        throw new Error('disk full');
      },
      rename: (from: string, to: string) => fs.rename(from, to),
      rm: (temp: string) => fs.rm(temp, { force: true }),
    };
    await expect(writeFileAtomic(file, 'new contents', failing)).rejects.toThrow('disk full');
    expect(readFileSync(file, 'utf8')).toBe('old');
    expect(readdirSync(dir)).toEqual(['app-config.json']);
  });

  it('leaves the old file when the rename fails', async () => {
    const dir = folder();
    const file = path.join(dir, 'app-config.json');
    writeFileSync(file, 'old');
    const failing = {
      writeFile: (temp: string, data: string) => fs.writeFile(temp, data),
      rename: async () => {
        throw new Error('EXDEV');
      },
      rm: (temp: string) => fs.rm(temp, { force: true }),
    };
    await expect(writeFileAtomic(file, 'new', failing)).rejects.toThrow('EXDEV');
    expect(readFileSync(file, 'utf8')).toBe('old');
    expect(readdirSync(dir)).toEqual(['app-config.json']);
  });
});

describe('the history file and the lock', () => {
  it('keeps the history beside the map', () => {
    expect(historyFileFor('/srv/data/app-config.json')).toBe('/srv/data/app-config.history.jsonl');
  });

  it('lets one change run at a time', async () => {
    const file = path.join(folder(), 'app-config.json');
    let release: () => void = () => undefined;
    const first = withMapLock(file, () => new Promise<void>((resolve) => (release = resolve)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    await expect(withMapLock(file, async () => 'second')).rejects.toThrow(/another release is changing/);
    release();
    await first;
    await expect(withMapLock(file, async () => 'third')).resolves.toBe('third');
  });
});
