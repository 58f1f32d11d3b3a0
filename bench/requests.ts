// `pnpm exec tsx bench/requests.ts [path]`: every request of a cold first view against a running
// `pnpm start` (SHELL_PORT), in order, with each JavaScript file's gzipped size: where the bytes are.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../tooling/chromium';

const baseUrl = `http://localhost:${process.env.SHELL_PORT ?? 3000}`;
const target = process.argv[2] ?? '/';
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage();
  const rows: Promise<string>[] = [];
  const started = Date.now();
  page.on('response', (response) => {
    const at = Date.now() - started;
    const type = response.headers()['content-type'] ?? '';
    rows.push(
      response.body().then(
        (body) =>
          `${String(at).padStart(6)} ms ${String(response.status())} ${(gzipSync(body).length / 1024).toFixed(1).padStart(6)} kB  ${(type.split(';')[0] ?? '').padEnd(24)} ${response.url()}`,
        () => `${String(at).padStart(6)} ms ${response.status()} ${response.url()}`,
      ),
    );
  });
  page.on('console', (message) => {
    if (message.type() === 'error') console.error(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  await page.goto(`${baseUrl}${target}`, { waitUntil: 'networkidle' });
  for (const row of await Promise.all(rows)) console.log(row);
  console.log(`body: ${((await page.locator('body').textContent()) ?? '').slice(0, 200)}`);
} finally {
  await browser.close();
}
