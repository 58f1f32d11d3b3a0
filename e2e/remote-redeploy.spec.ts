import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { startStaticServer } from '../scripts/lib/static-server';
import { readRemoteMap, withManifest, writeRemoteMap } from './support/app';
import { test } from './support/client-address';

const root = path.resolve(import.meta.dirname, '..');
const shellDist = path.join(root, 'shell', 'dist');
const redeployPort = Number(process.env.SHELL_PORT ?? 3000) + 11;

function snapshot(dir: string) {
  return readdirSync(dir)
    .map((name) => `${name}:${statSync(path.join(dir, name)).mtimeMs}`)
    .sort()
    .join('\n');
}

test.describe('redeploying one remote', () => {
  const original = readRemoteMap();
  let server: Server | undefined;
  test.afterEach(() => {
    writeRemoteMap(original);
    server?.close();
  });

  test('a new signup build goes live by changing one URL, without rebuilding the shell', async ({ page }) => {
    test.setTimeout(180_000);
    const shellBefore = snapshot(shellDist);
    const version = `signup-redeploy-${Date.now()}`;
    const outDir = mkdtempSync(path.join(tmpdir(), 'signup-redeploy-'));

    // 1. Build the remote alone, into its own folder.
    execFileSync('pnpm', ['--filter', './mfe-signup', 'run', 'build'], {
      cwd: root,
      env: { ...process.env, OUT_DIR: outDir, APP_VERSION: version },
      stdio: 'ignore',
    });
    // 2. Serve that folder as a static host would.
    server = (await startStaticServer({
      root: outDir,
      port: redeployPort,
      apiOrigin: `http://127.0.0.1:${process.env.API_PORT ?? 8787}`,
    })) as Server;
    // 3. Point the map's one URL at it.
    writeRemoteMap({
      ...original,
      remotes: {
        ...original.remotes,
        signup: withManifest(original.remotes.signup, `http://localhost:${redeployPort}/mf-manifest.json`),
      },
    });

    await page.goto('/');
    await expect(page.getByText(version)).toBeVisible();
    expect(snapshot(shellDist)).toBe(shellBefore);

    // Rolling back is the same one-URL change.
    writeRemoteMap(original);
    await page.reload();
    await expect(page.getByText(/Version /)).toBeVisible();
    await expect(page.getByText(version)).toHaveCount(0);
  });
});
