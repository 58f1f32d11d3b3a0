// Prints what a visitor's browser downloads for the first view of a page: request count and the
// gzipped size of its JavaScript. Needs the app served as `pnpm start` serves it (bench/run.ts does that).
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../tooling/chromium';

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

export async function measureFirstViews(baseUrl: string, adminToken: string): Promise<FirstView[]> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const landing = await browser.newContext();
    const landingView = await measure(await landing.newPage(), baseUrl, '/', 'monthly');
    const admin = await browser.newContext();
    await admin.addInitScript((token) => localStorage.setItem('jwt', token), adminToken);
    const plansView = await measure(await admin.newPage(), baseUrl, '/admin/plans', 'plans');
    return [landingView, plansView];
  } finally {
    await browser.close();
  }
}
