// `pnpm start`: builds whatever front end is missing, then runs the API and serves the four front ends
// on their own origins, exactly as they deploy (ARCHITECTURE.md, Run time). `--rebuild` rebuilds all.
// The API runs as built JavaScript under plain node (docs/decisions/api-built-for-production.md).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { frontEnds, ports } from './lib/ports';
import { startStaticServer } from './lib/static-server';
import { supervise } from './lib/supervise';
import { historyFileFor } from './release/remote-map-file';

/** The API's exit status for a start refused by its configuration (api/src/config.ts CONFIG_EXIT_CODE). */
const API_CONFIG_EXIT_CODE = 78;

const root = path.resolve(import.meta.dirname, '..');
const rebuild = process.argv.includes('--rebuild');
const host = process.env.PUBLIC_HOST ?? 'localhost';
const dataDir = path.resolve(root, process.env.DATA_DIR ?? 'data');
const apiOrigin = `http://127.0.0.1:${ports.api}`;

for (const app of frontEnds) {
  if (rebuild || !existsSync(path.join(root, app.dir, 'dist', 'index.html'))) {
    console.log(`Building ${app.dir}…`);
    execFileSync('pnpm', ['--filter', `./${app.dir}`, 'run', 'build'], { cwd: root, stdio: 'inherit' });
  }
}

// The API build takes about a second, so unlike the front ends it is also rebuilt when its source changed:
// starting yesterday's server after a pull would be a silent surprise.
const apiDir = path.join(root, 'api');
const apiServer = path.join(apiDir, 'dist', 'server.js');
if (
  rebuild ||
  !existsSync(apiServer) ||
  newestMtime(path.join(apiDir, 'src')) > statSync(apiServer).mtimeMs
) {
  console.log('Building api…');
  execFileSync('pnpm', ['--filter', './api', 'run', 'build'], { cwd: root, stdio: 'inherit' });
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

// The remote map the shell reads at run time. Point APP_CONFIG_FILE at your own to deploy elsewhere.
const appConfigFile = process.env.APP_CONFIG_FILE || path.join(dataDir, 'app-config.json');
// Once `pnpm release` has changed the map (its history file is beside it), a restart keeps those releases.
const released = existsSync(historyFileFor(appConfigFile));
if (released) console.log(`Remote map ${appConfigFile} has releases: kept as is (pnpm release:list)`);
if (!process.env.APP_CONFIG_FILE && !released) {
  mkdirSync(dataDir, { recursive: true });
  // Each remote declares the path prefixes it owns beside its code (route-prefixes.json); the shell
  // reads them from this map, so a remote with a new route needs no shell deploy.
  const remotes = Object.fromEntries(
    frontEnds
      .filter((app) => app.name !== 'shell')
      .map((app) => [
        app.name,
        {
          manifest: `http://${host}:${app.port}/mf-manifest.json`,
          routes: JSON.parse(
            readFileSync(path.join(root, app.dir, 'route-prefixes.json'), 'utf8'),
          ) as string[],
        },
      ]),
  );
  const appConfig = {
    apiBaseUrl: process.env.API_BASE_URL ?? '/api',
    ...(process.env.MAP_TILE_URL ? { mapTileUrl: process.env.MAP_TILE_URL } : {}),
    ...(process.env.MAP_TILE_ATTRIBUTION ? { mapTileAttribution: process.env.MAP_TILE_ATTRIBUTION } : {}),
    remotes,
  };
  writeFileSync(appConfigFile, `${JSON.stringify(appConfig, null, 2)}\n`);
}

// API_PROCESSES API processes share the port (api/src/server.ts); each is restarted with back-off when
// it dies, and the front ends keep serving meanwhile.
const processes = Number(process.env.API_PROCESSES ?? 1);
const apis = Array.from({ length: Number.isInteger(processes) && processes > 1 ? processes : 1 }, () =>
  supervise({
    command: process.execPath,
    args: [apiServer],
    spawnOptions: {
      cwd: apiDir,
      stdio: 'inherit',
      env: { ...process.env, DATA_DIR: dataDir, API_PORT: String(ports.api) },
    },
    // The API has already said which setting is wrong, in one line; restarting would only repeat it.
    giveUpOn: [API_CONFIG_EXIT_CODE],
    onGiveUp: (code) => process.exit(code),
  }),
);
if (apis.length > 1) console.log(`API: ${apis.length} processes on port ${ports.api}`);

await Promise.all(
  frontEnds.map((app) =>
    startStaticServer({
      root: path.join(root, app.dir, 'dist'),
      port: app.port,
      apiOrigin,
      appConfigFile: app.name === 'shell' ? appConfigFile : undefined,
      frontEndOrigins: frontEnds.map((other) => `http://${host}:${other.port}`),
      tileUrl: process.env.MAP_TILE_URL,
    }),
  ),
);
console.log(`Front ends: ${frontEnds.map((app) => `${app.name} http://${host}:${app.port}`).join(', ')}`);
console.log(`Open http://${host}:${ports.shell}`);
// Said plainly: a garage must not mistake the sandbox for real payments (the API refuses it in production).
const standIns = [
  ...(process.env.STRIPE_SECRET_KEY ? [] : ['payment sandbox with test clock (no real charges)']),
  ...(process.env.TURNSTILE_SECRET_KEY ? [] : ['offline CAPTCHA']),
  ...(process.env.SMTP_URL ? [] : ['mail outbox folder (no e-mail is sent)']),
];
if (standIns.length > 0) console.log(`TEST MODE: ${standIns.join(', ')}. Not for real customers.`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void Promise.all(apis.map((api) => api.stop('SIGTERM'))).then(() => process.exit(0));
    setTimeout(() => process.exit(0), 10_000).unref();
  });
}
