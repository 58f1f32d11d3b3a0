// Root postinstall. The app runs on the Node LTS that the root package installs from the npm registry
// (optionalDependencies node-linux-*; docs/decisions/node-lts-from-npm.md), but `pnpm install` itself may run
// on an older machine Node, which built better-sqlite3 for that one. Package scripts put the installed Node
// first on PATH, so this script runs on it: when the addon does not load here, rebuild it against this
// Node's own headers (shipped in the same package: no download, which a closed network refuses).
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const apiDir = path.resolve(import.meta.dirname, '../api');

// In a child process: a shared library that failed to load stays mapped, so a second try in this
// process would see the old build again.
function loads() {
  try {
    execFileSync(process.execPath, ['-e', "new (require('better-sqlite3'))(':memory:').close()"], {
      cwd: apiDir,
      stdio: 'ignore',
    });
    return true;
  } catch {
    return false;
  }
}

if (!loads()) {
  const nodeDir = path.resolve(path.dirname(process.execPath), '..');
  console.log(`Building better-sqlite3 for Node ${process.version} (headers from ${nodeDir})…`);
  execFileSync('pnpm', ['--filter', './api', 'rebuild', 'better-sqlite3'], {
    stdio: 'inherit',
    env: { ...process.env, npm_config_nodedir: nodeDir },
  });
  if (!loads()) {
    console.error(`better-sqlite3 still does not load on Node ${process.version}.`);
    process.exit(1);
  }
}
