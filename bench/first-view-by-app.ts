// `pnpm exec tsx bench/first-view-by-app.ts`: against a running `pnpm start` (its ports from the same
// variables), the gzipped JavaScript a cold first view downloads from each app's origin, for one page of
// each remote. Shows which bundle a change made heavier. ADMIN_PASSWORD signs in for the admin page.
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { ports } from '../scripts/lib/ports';
import { chromiumLaunchOptions } from '../tooling/chromium';

const baseUrl = `http://localhost:${ports.shell}`;
const apps = [
  ['shell', ports.shell],
  ['signup', ports.signup],
  ['portal', ports.portal],
  ['admin', ports.admin],
] as const;

async function bytesByApp(page: Page, path: string, heading: RegExp): Promise<Record<string, number>> {
  const pending: Promise<[string, number]>[] = [];
  page.on('response', (response) => {
    if (!(response.headers()['content-type'] ?? '').includes('javascript')) return;
    const port = Number(new URL(response.url()).port);
    const app = apps.find(([, appPort]) => appPort === port)?.[0] ?? 'other';
    pending.push(
      response.body().then(
        (body) => [app, gzipSync(body).length],
        () => [app, 0],
      ),
    );
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: heading }).first().waitFor();
  const totals: Record<string, number> = {};
  for (const [app, size] of await Promise.all(pending)) totals[app] = (totals[app] ?? 0) + size;
  return totals;
}

async function adminToken(): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: process.env.ADMIN_PASSWORD ?? '' }),
  });
  return ((await response.json()) as { token: string }).token;
}

const views: [string, RegExp, string | null][] = [
  ['/', /monthly/i, null],
  ['/payments', /payments/i, null],
  ['/admin/plans', /plans/i, await adminToken()],
];
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  console.log('| first view | shell | signup | portal | admin | all JS (gzipped) |');
  console.log('|---|---|---|---|---|---|');
  for (const [path, heading, token] of views) {
    const context = await browser.newContext();
    if (token) await context.addInitScript((jwt) => localStorage.setItem('jwt', jwt), token);
    const totals = await bytesByApp(await context.newPage(), path, heading);
    const kb = (bytes = 0) => `${(bytes / 1024).toFixed(1)} kB`;
    const all = Object.values(totals).reduce((sum, size) => sum + size, 0);
    console.log(`| \`${path}\` | ${apps.map(([app]) => kb(totals[app])).join(' | ')} | ${kb(all)} |`);
    await context.close();
  }
} finally {
  await browser.close();
}
