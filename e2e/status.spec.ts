import { expect } from '@playwright/test';
import { test } from './support/client-address';

test.describe('status page', () => {
  test('shows uptime, latency and every service up', async ({ page }) => {
    await page.goto('/status');
    await expect(page.getByRole('heading', { name: 'System status' })).toBeVisible();
    await expect(page.getByText('All systems operational')).toBeVisible();
    await expect(page.getByText(/^\d+ min$/)).toBeVisible();
    await expect(page.getByText(/^\d+ ms$/)).toBeVisible();
    await expect(page.getByRole('row', { name: /Database/ }).getByText('Up')).toBeVisible();
  });

  test('/health is the same page', async ({ page }) => {
    await page.goto('/health');
    await expect(page.getByRole('heading', { name: 'System status' })).toBeVisible();
  });

  test('says services are down when the API reports 503', async ({ page }) => {
    await page.route('**/api/health', (route) =>
      route.fulfill({
        status: 503,
        json: {
          ok: false,
          uptime: 120,
          latency: 3,
          services: { db: 'down' },
          error: 'One or more services are down',
        },
      }),
    );
    await page.goto('/status');
    await expect(page.getByText('One or more services are down')).toBeVisible();
    await expect(page.getByRole('row', { name: /Database/ }).getByText('Down')).toBeVisible();
  });

  test('shows the client down when the API cannot be reached', async ({ page }) => {
    await page.route('**/api/health', (route) => route.abort('connectionrefused'));
    await page.goto('/status');
    await expect(page.getByText('One or more services are down')).toBeVisible();
    await expect(page.getByRole('row', { name: /Client/ }).getByText('Down')).toBeVisible();
  });
});
