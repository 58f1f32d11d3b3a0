import { expect } from '@playwright/test';
import { test } from './support/client-address';

// Browsers ask every origin for an icon; a 404 there is noise in every log and a blank browser tab. The
// page carries it inline (no extra request on a first view); the file stays for anything asking by name.
test('every page carries the brand icon, and the shell and each remote serve it', async ({ page }) => {
  await page.goto('/');
  const icon = page.locator('link[rel="icon"]');
  await expect(icon).toHaveAttribute('href', /^data:image\/svg\+xml,.*Border%20Garage/);
  const remoteOrigins = await page.evaluate(async () => {
    const map = (await (await fetch('/app-config.json')).json()) as { remotes: Record<string, unknown> };
    return Object.values(map.remotes).map((entry) => {
      const url = typeof entry === 'string' ? entry : (entry as { manifest: string }).manifest;
      return new URL(url).origin;
    });
  });
  for (const origin of ['', ...remoteOrigins]) {
    const response = await page.request.get(`${origin}/favicon.svg`);
    expect(response.status(), `${origin || 'shell'}/favicon.svg`).toBe(200);
    expect(response.headers()['content-type']).toContain('image/svg+xml');
    expect(response.headers()['cache-control']).toBe('no-cache');
  }
});
