import { expect, type Page } from '@playwright/test';
import { expectFitsPhoneWidth, expectNoAxeViolations, PHONE_WIDTH } from './support/accessibility';
import { test } from './support/client-address';

/**
 * Every column of every table is on the screen as laid out: no table is wider than its frame (which
 * would scroll it sideways, cutting columns off), and each row's state sits within the window.
 */
async function expectTablesWhole(page: Page, width: number) {
  const tables = page.getByRole('table');
  await expect(tables).toHaveCount(2);
  for (const table of await tables.all()) {
    const frame = await table.evaluate((node) => {
      const parent = node.parentElement as HTMLElement;
      return { scrollWidth: parent.scrollWidth, clientWidth: parent.clientWidth };
    });
    expect(frame.scrollWidth, 'table wider than its frame').toBeLessThanOrEqual(frame.clientWidth);
    // The body's rows (each starts with its row header); the header row is only for screen readers on a phone.
    for (const row of await table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader') })
      .all()) {
      const box = await row.boundingBox();
      expect(box, 'row laid out').not.toBeNull();
      if (!box) continue;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
  }
}

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
    await expect(page.getByRole('row', { name: /Base de datos/ }).getByText('Disponible')).toBeVisible();
    await expectFitsPhoneWidth(page);
    await expectTablesWhole(page, PHONE_WIDTH);
    await expectNoAxeViolations(page);
  });
});

test.describe('status page on a 1366 px desktop', () => {
  test('shows every column of both tables, in English and Spanish', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/status');
    await expect(
      page.getByRole('table', { name: 'Front ends' }).getByText('Loaded', { exact: true }),
    ).toHaveCount(4);
    await expectTablesWhole(page, 1366);
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(
      page.getByRole('table', { name: 'Módulos de la aplicación' }).getByText('Cargado', { exact: true }),
    ).toHaveCount(4);
    await expectTablesWhole(page, 1366);
  });
});
