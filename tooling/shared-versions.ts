// The version each app provides a shared module at, and the range it requires of the copy it is handed
// (docs/decisions/shared-module-versions.md). Both land in mf-manifest.json, where a release can compare
// a remote with the shell before it goes live.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

type PackageJson = { name?: string; version?: string; dependencies?: Record<string, string> };

function readPackage(file: string): PackageJson {
  return JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
}

/** The version of `pkg` the app in `appDir` is built with: the package.json of the copy it resolves. */
export function installedVersion(appDir: string, pkg: string): string {
  // node_modules looked up as Node does, without going through the package's `exports`.
  for (let dir = path.resolve(appDir); ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', pkg, 'package.json');
    if (existsSync(file)) {
      const version = readPackage(file).version;
      if (!version) throw new Error(`${file} has no version`);
      return version;
    }
    if (path.dirname(dir) === dir) throw new Error(`${pkg} is not installed for ${appDir}`);
  }
}

/**
 * The range the app declares for `pkg` in its package.json. A workspace package's `workspace:^` or
 * `workspace:~` becomes the range pnpm would publish (`^1.0.0`); `workspace:*` pins nothing a remote
 * built later could be compared with, so it is refused.
 */
export function requiredRange(appDir: string, pkg: string): string {
  const range = readPackage(path.join(appDir, 'package.json')).dependencies?.[pkg];
  if (!range) throw new Error(`${appDir}/package.json must depend on ${pkg}`);
  if (!range.startsWith('workspace:')) return range;
  const spec = range.slice('workspace:'.length);
  if (spec === '^' || spec === '~') return `${spec}${installedVersion(appDir, pkg)}`;
  if (/^[\^~]?\d/.test(spec)) return spec;
  throw new Error(
    `${appDir}/package.json: depend on ${pkg} as "workspace:^" (or a semver range), not "${range}"`,
  );
}

/**
 * One singleton as the app shares it. `strictVersion` makes a copy outside the range an error that
 * stops the remote (its area shows "unavailable") instead of a console warning and a crash later.
 */
export function versionedSingleton(appDir: string, pkg: string, strictVersion: boolean) {
  return {
    singleton: true,
    version: installedVersion(appDir, pkg),
    requiredVersion: requiredRange(appDir, pkg),
    strictVersion,
  } as const;
}
