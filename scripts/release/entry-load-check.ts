// The last check of `pnpm release`: the remote's entry really loads in a browser. Headless Debian
// Chromium opens an empty page and loads the exposed modules through Module Federation's own runtime,
// the way the shell does: manifest, remoteEntry.js, shared-module negotiation, then each module's code.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../tooling/chromium';

/**
 * Remotes are built with an external runtime (the shell provides it); on their own they ship it as
 * federation-runtime.js beside the manifest, for their standalone page. The check uses that copy.
 */
const runtimeFile = 'federation-runtime.js';

/**
 * An empty page served by the check itself on a loopback port: an origin of its own (the remote is
 * fetched cross-origin, CORS included, as from the shell), and Chromium lets a loopback page load from
 * public hosts and from localhost alike, where a page without an address may reach neither.
 */
async function servePage(): Promise<{ url: string; close: () => void }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><title>release check</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}

/** Null when every module loaded; otherwise the one-line reason. */
export async function checkEntryLoads(
  remote: string,
  manifestUrl: string,
  modules: readonly string[],
  timeoutMs = 30_000,
): Promise<string | null> {
  const browser = await chromium.launch(chromiumLaunchOptions).catch((error: Error) => error);
  if (browser instanceof Error)
    return `entry: no headless Chromium to load it in (${firstLine(browser.message)})`;
  const checkPage = await servePage();
  try {
    const page = await browser.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(firstLine(error.message)));
    const failedRequests: string[] = [];
    page.on('requestfailed', (request) => failedRequests.push(request.url()));
    page.on('response', (response) => {
      if (response.status() >= 400) failedRequests.push(`${response.url()} (${response.status()})`);
    });
    page.setDefaultTimeout(timeoutMs);
    await page.goto(checkPage.url);
    const runtimeUrl = new URL(runtimeFile, manifestUrl).href;
    const runtimeError = await page
      .addScriptTag({ url: runtimeUrl })
      .then(() => null)
      .catch((error: Error) => firstLine(error.message));
    if (runtimeError)
      return `entry: ${runtimeUrl} (the federation runtime for a page without the shell) did not load: ${runtimeError}`;
    const outcome = await Promise.race([
      page.evaluate(
        async ({ remote, manifestUrl, modules }) => {
          const core = (globalThis as { _FEDERATION_RUNTIME_CORE?: Record<string, unknown> })
            ._FEDERATION_RUNTIME_CORE;
          type Instance = { loadRemote: (id: string) => Promise<unknown> };
          const ModuleFederation = core?.ModuleFederation as (new (options: unknown) => Instance) | undefined;
          if (!ModuleFederation) return 'the federation runtime did not start';
          const host = new ModuleFederation({
            name: 'release_check',
            remotes: [{ name: remote, entry: manifestUrl }],
            shared: {},
          });
          for (const name of modules) {
            try {
              const loaded = (await host.loadRemote(`${remote}/${name}`)) as { default?: unknown } | null;
              if (!loaded) return `./${name} loaded as nothing`;
              if (name === 'App' && typeof loaded.default !== 'function')
                return './App has no component as its default export';
            } catch (error) {
              return `./${name} failed: ${error instanceof Error ? error.message : String(error)}`;
            }
          }
          return null;
        },
        { remote, manifestUrl, modules: [...modules] },
      ),
      new Promise<string>((resolve) =>
        setTimeout(() => resolve(`did not finish loading within ${timeoutMs / 1000} s`), timeoutMs),
      ),
    ]);
    if (outcome)
      return `entry: ${firstLine(outcome)}${failedRequests.length ? ` (failed: ${failedRequests[0]})` : ''}`;
    if (pageErrors.length) return `entry: the remote's code threw: ${pageErrors[0]}`;
    return null;
  } finally {
    checkPage.close();
    await browser.close();
  }
}

function firstLine(text: string): string {
  return (text.split('\n')[0] ?? text).slice(0, 300);
}
