import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The Node that `pnpm install` brings (docs/decisions/node-lts-from-npm.md) is the one tests, and so the
// app, run on; on a machine whose CPU has no such package the machine's own Node runs everything.
const root = path.resolve(import.meta.dirname, '..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  optionalDependencies: Record<string, string>;
};
const nodePackage = `node-${process.platform}-${process.arch}`;
const pinned = manifest.optionalDependencies[nodePackage];
const installed = existsSync(path.join(root, 'node_modules', nodePackage, 'bin', 'node'));

describe.runIf(pinned && installed)('the Node LTS from the npm registry', () => {
  it('runs these tests', () => {
    expect(process.versions.node).toBe(pinned);
  });

  it('loads the native SQLite addon the API needs', () => {
    const answer = execFileSync(
      process.execPath,
      [
        '-e',
        "process.stdout.write(new (require('better-sqlite3'))(':memory:').prepare('select 1 + 1 as two').get().two + '')",
      ],
      { cwd: path.join(root, 'api') },
    );
    expect(answer.toString()).toBe('2');
  });
});
