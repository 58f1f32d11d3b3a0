import type { Page } from '@playwright/test';

/**
 * Scrolls down a screen at a time to the end, as a person reading the page does, then back to the top:
 * parts built only when they near the viewport (the landing's calculator form, its map) exist afterwards,
 * so width and axe checks see them too.
 */
export async function scrollThroughPage(page: Page) {
  for (let step = 0; step < 40; step += 1) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    // One frame for the IntersectionObserver to report and React to build what it asked for.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
    if (atEnd) break;
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
