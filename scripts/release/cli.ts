// `pnpm release <remote> <manifest-url> [--canary <percent>]`, `pnpm release:promote <remote>`,
// `pnpm release:rollback <remote>`, `pnpm release:list [remote]` (README "Deploying one remote on its own").
// Options: --map <file> (default: APP_CONFIG_FILE, else <DATA_DIR or data>/app-config.json, as `pnpm start`),
// --shell <url|file> (the shell's mf-manifest.json; default SHELL_MANIFEST, else shell/dist/mf-manifest.json).
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkEntryLoads } from './entry-load-check';
import { formatHistory } from './history-format';
import { promote, ReleaseRefused, release, rollback } from './release-actions';
import { historyFileFor, readHistory } from './remote-map-file';

const root = path.resolve(import.meta.dirname, '../..');
const [command, ...rest] = process.argv.slice(2);
const { values, positionals } = parseArgs({
  args: rest,
  allowPositionals: true,
  options: { canary: { type: 'string' }, map: { type: 'string' }, shell: { type: 'string' } },
});

const mapFile = path.resolve(
  values.map ??
    (process.env.APP_CONFIG_FILE ||
      path.join(path.resolve(root, process.env.DATA_DIR ?? 'data'), 'app-config.json')),
);
const shellManifest =
  values.shell ?? process.env.SHELL_MANIFEST ?? path.join(root, 'shell', 'dist', 'mf-manifest.json');
const by = process.env.RELEASED_BY || safeUser();

function safeUser(): string {
  try {
    return os.userInfo().username;
  } catch {
    return 'unknown';
  }
}

async function getJson(source: string, optional: boolean): Promise<unknown | null> {
  if (!/^https?:\/\//.test(source)) {
    const file = source.startsWith('file:') ? new URL(source) : source;
    const text = await readFile(file, 'utf8').catch(() => {
      throw new Error(`${source} cannot be read`);
    });
    return JSON.parse(text);
  }
  const response = await fetch(source, { cache: 'no-store', signal: AbortSignal.timeout(15_000) }).catch(
    (error: Error) => {
      throw new Error(error.cause instanceof Error ? error.cause.message : error.message);
    },
  );
  if (optional && response.status === 404) return null;
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json().catch(() => {
    throw new Error('not JSON');
  });
}

const deps = {
  fetchJson: (url: string) => getJson(url, false),
  fetchOptionalJson: (url: string) => getJson(url, true),
  entryLoads: checkEntryLoads,
  by,
  log: (line: string) => console.log(line),
};

function usage(): never {
  console.error(
    'usage: pnpm release <remote> <manifest-url> [--canary <percent>] | release:promote <remote> | release:rollback <remote> | release:list [remote]',
  );
  process.exit(2);
}

function whereOf(entry: unknown): string {
  if (entry === null || entry === undefined) return '(none)';
  if (typeof entry === 'string') return entry;
  const { manifest, canary } = entry as { manifest: string; canary?: { manifest: string; percent: number } };
  return canary ? `${manifest} (canary ${canary.percent}%: ${canary.manifest})` : manifest;
}

try {
  switch (command) {
    case 'release': {
      const [remote, manifestUrl] = positionals;
      if (!remote || !manifestUrl) usage();
      const canaryPercent = values.canary === undefined ? undefined : Number(values.canary);
      console.log(`Checking ${manifestUrl} for ${remote} (map ${mapFile})…`);
      const record = await release({ remote, manifestUrl, mapFile, shellManifest, canaryPercent }, deps);
      console.log(
        record.action === 'canary'
          ? `Released ${remote} ${record.version ?? ''} as a canary to ${canaryPercent}% of browsers: ${whereOf(record.to)}`
          : `Released ${remote} ${record.version ?? ''}: ${whereOf(record.to)} (was ${whereOf(record.from)})`,
      );
      break;
    }
    case 'promote': {
      const [remote] = positionals;
      if (!remote) usage();
      const record = await promote(remote, mapFile, deps);
      console.log(
        `Promoted the ${remote} canary ${record.version ?? ''}: every browser now gets ${whereOf(record.to)}`,
      );
      break;
    }
    case 'rollback': {
      const [remote] = positionals;
      if (!remote) usage();
      const record = await rollback(remote, mapFile, deps);
      console.log(
        `Rolled ${remote} back to ${whereOf(record.to)} ${record.version ?? ''} (was ${whereOf(record.from)})`,
      );
      break;
    }
    case 'list': {
      const [remote] = positionals;
      const history = (await readHistory(mapFile)).filter((record) => !remote || record.remote === remote);
      if (history.length === 0)
        console.log(`No releases${remote ? ` of ${remote}` : ''} in ${historyFileFor(mapFile)}`);
      for (const line of formatHistory(history)) console.log(line);
      break;
    }
    default:
      usage();
  }
} catch (error) {
  if (error instanceof ReleaseRefused) {
    console.error(`Refused, the remote map is unchanged (${mapFile}):`);
    for (const reason of error.reasons) console.error(`  ✗ ${reason}`);
  } else {
    console.error(`Failed: ${(error as Error).message}`);
  }
  process.exit(1);
}
