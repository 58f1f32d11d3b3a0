// Prints what a visitor's browser downloads for the first view of a page: request count and the
// gzipped size of its JavaScript. Needs the app served as `pnpm start` serves it (bench/run.ts does that).
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../tooling/chromium';
import { type BenchStaffSession, giveBrowserSession } from './staff-session';

export interface FirstView {
  path: string;
  requests: number;
  jsRequests: number;
  jsGzipBytes: number;
}

async function measure(page: Page, url: string, path: string, ready: string): Promise<FirstView> {
  const pending: Promise<number>[] = [];
  let requests = 0;
  let jsRequests = 0;
  const onResponse = (response: import('@playwright/test').Response) => {
    requests += 1;
    const isJs = (response.headers()['content-type'] ?? '').includes('javascript');
    if (!isJs) return;
    jsRequests += 1;
    // Sizes are recomputed with gzip so the figure does not depend on how the server compressed.
    pending.push(
      response.body().then(
        (body) => gzipSync(body).length,
        () => 0,
      ),
    );
  };
  page.on('response', onResponse);
  await page.goto(`${url}${path}`, { waitUntil: 'networkidle' });
  await page
    .getByRole('heading', { name: new RegExp(ready, 'i') })
    .first()
    .waitFor();
  page.off('response', onResponse);
  const sizes = await Promise.all(pending);
  return { path, requests, jsRequests, jsGzipBytes: sizes.reduce((sum, size) => sum + size, 0) };
}

export interface ThrottledView {
  path: string;
  /** First paint: when the page stops being white (the HTML's app-shell outline counts, it has no text). */
  firstPaintMs: number;
  /** When the landing's hero heading and the live spaces count are both on screen. */
  mainContentMs: number;
}

/** A phone at the border: 150 ms round trip, about 1.6 Mbit/s down, a CPU four times slower. */
export const phoneProfile = {
  latencyMs: 150,
  downloadBytesPerSecond: 200_000,
  uploadBytesPerSecond: 90_000,
  cpuSlowdown: 4,
};

// Runs in the page before any of its scripts: records the moment the main content is first visible,
// so the figure does not include the time Playwright needs to notice it under a throttled CPU. A string,
// not a function: tsx would wrap a function's inner helpers in `__name()`, which the page lacks.
const watchMainContent = `(() => {
  const isShown = (element) => element instanceof HTMLElement && element.getClientRects().length > 0;
  const check = () => {
    if (window.__mainContentAt !== undefined) return;
    const heading = document.querySelector('main h1');
    const spaces = document.querySelector('[data-testid="spaces-status"]');
    if (isShown(heading) && heading.textContent.trim() && isShown(spaces) && /\\d/.test(spaces.textContent))
      window.__mainContentAt = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
})();`;

/** Cold-cache load of `/` under the phone profile; the time until the hero and the count show. */
export async function measureThrottledLanding(baseUrl: string): Promise<ThrottledView> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript({ content: watchMainContent });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: phoneProfile.latencyMs,
      downloadThroughput: phoneProfile.downloadBytesPerSecond,
      uploadThroughput: phoneProfile.uploadBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: phoneProfile.cpuSlowdown });
    await page.goto(`${baseUrl}/`, { waitUntil: 'commit' });
    await page.waitForFunction(
      () => (window as { __mainContentAt?: number }).__mainContentAt !== undefined,
      null,
      {
        timeout: 60_000,
        polling: 200,
      },
    );
    return await page.evaluate(() => ({
      path: '/',
      mainContentMs: Math.round((window as unknown as { __mainContentAt: number }).__mainContentAt),
      firstPaintMs: Math.round(performance.getEntriesByName('first-paint')[0]?.startTime ?? Number.NaN),
    }));
  } finally {
    await browser.close();
  }
}

export async function measureFirstViews(baseUrl: string, admin: BenchStaffSession): Promise<FirstView[]> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const landing = await browser.newContext();
    const landingView = await measure(await landing.newPage(), baseUrl, '/', 'monthly');
    const signedIn = await browser.newContext();
    await giveBrowserSession(signedIn, baseUrl, admin);
    const plansView = await measure(await signedIn.newPage(), baseUrl, '/admin/plans', 'plans');
    return [landingView, plansView];
  } finally {
    await browser.close();
  }
}
