import { expect } from '@playwright/test';
import { expectFitsPhoneWidth, expectNoAxeViolations, PHONE_WIDTH } from './support/accessibility';
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

test.describe('status page on a phone, in Spanish', () => {
  test('lists each front end with its build, fits 320 px and passes axe', async ({ page }) => {
    await page.setViewportSize({ width: PHONE_WIDTH, height: 740 });
    await page.addInitScript(() => localStorage.setItem('lang', 'es'));
    await page.goto('/status');
    const table = page.getByRole('table', { name: 'Módulos de la aplicación' });
    for (const name of ['Contenedor', 'Alta', 'Portal del cliente', 'Administración']) {
      await expect(table.getByRole('row', { name: new RegExp(name) }).getByText('Cargado')).toBeVisible();
    }
    await expect(table.getByRole('row', { name: /Alta/ })).toContainText('/mf-manifest.json');
    await expectFitsPhoneWidth(page);
    await expectNoAxeViolations(page);
  });
});
