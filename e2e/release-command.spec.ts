import { execFile, execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { startStaticServer } from '../scripts/lib/static-server';
import { historyFileFor } from '../scripts/release/remote-map-file';
import { readRemoteMap, remoteMapFile, writeRemoteMap } from './support/app';
import { test } from './support/client-address';

const root = path.resolve(import.meta.dirname, '..');
// One port past the four front ends and the API: the builds this spec releases are served there.
const buildsPort = Number(process.env.API_PORT ?? 8787) + 1;

/**
 * `pnpm release…` as a team would run it, against this run's remote map. Asynchronous: the builds it
 * fetches are served from this very process.
 */
function releaseCommand(...args: string[]): Promise<{ status: number; output: string }> {
  return new Promise((resolve) => {
    execFile('pnpm', ['-s', ...args, '--map', remoteMapFile()], { cwd: root }, (error, stdout, stderr) =>
      resolve({ status: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

test.describe('releasing one remote with the command', () => {
  const original = readRemoteMap();
  let server: Server | undefined;
  test.afterAll(() => {
    writeRemoteMap(original);
    rmSync(historyFileFor(remoteMapFile()), { force: true });
    server?.close();
  });

  test('a new build is released, a build with an incompatible shared major is refused, rollback restores', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const version = `signup-release-${Date.now()}`;
    const builds = mkdtempSync(path.join(tmpdir(), 'release-e2e-'));
    execFileSync('pnpm', ['--filter', './mfe-signup', 'run', 'build'], {
      cwd: root,
      env: { ...process.env, OUT_DIR: path.join(builds, 'next'), APP_VERSION: version },
      stdio: 'ignore',
    });
    // The same build, its manifest claiming it needs a React major the shell does not have.
    cpSync(path.join(builds, 'next'), path.join(builds, 'incompatible'), { recursive: true });
    const badManifest = path.join(builds, 'incompatible', 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(badManifest, 'utf8')) as {
      shared: { name: string; requiredVersion: unknown }[];
    };
    for (const shared of manifest.shared) if (shared.name === 'react') shared.requiredVersion = '^99.0.0';
    writeFileSync(badManifest, JSON.stringify(manifest));
    server = (await startStaticServer({
      root: builds,
      port: buildsPort,
      apiOrigin: `http://127.0.0.1:${process.env.API_PORT ?? 8787}`,
    })) as Server;
    const nextUrl = `http://localhost:${buildsPort}/next/mf-manifest.json`;

    await page.goto('/status');
    const signupRow = page.getByRole('row', { name: /Sign-up/ });
    await expect(signupRow.getByText('Loaded')).toBeVisible();
    const before = (await signupRow.textContent()) ?? '';
    expect(before).not.toContain(version);

    // 1. Released: the next page load serves it, and /status says which build it is and from where.
    const released = await releaseCommand('release', 'signup', nextUrl);
    expect(released.output).toContain(`Released signup ${version}`);
    expect(released.status).toBe(0);
    await page.reload();
    await expect(signupRow).toContainText(version);
    await expect(signupRow).toContainText(nextUrl);
    await expect(signupRow.getByText('Loaded')).toBeVisible();
    await expect(signupRow).toContainText(/Built /);

    // 2. Refused with the reason; the map file is byte for byte as it was.
    const mapBefore = readFileSync(remoteMapFile(), 'utf8');
    const refused = await releaseCommand(
      'release',
      'signup',
      `http://localhost:${buildsPort}/incompatible/mf-manifest.json`,
    );
    expect(refused.status).not.toBe(0);
    expect(refused.output).toMatch(/shared: react — the remote requires \^99\.0\.0, the shell provides 19\./);
    expect(readFileSync(remoteMapFile(), 'utf8')).toBe(mapBefore);

    // 3. Rolled back: the next load is on the previous build again; the history has both changes.
    const rolledBack = await releaseCommand('release:rollback', 'signup');
    expect(rolledBack.status).toBe(0);
    await page.reload();
    await expect(signupRow.getByText('Loaded')).toBeVisible();
    await expect(signupRow).not.toContainText(version);
    const list = await releaseCommand('release:list', 'signup');
    expect(list.output).toMatch(new RegExp(`release +${version}`));
    expect(list.output).toMatch(/rollback/);
  });
});
