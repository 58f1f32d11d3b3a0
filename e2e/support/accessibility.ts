import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The narrowest phone still sold, in CSS pixels: every screen must fit it without sideways scrolling. */
export const PHONE_WIDTH = 320;

/** axe's rule tags for WCAG 2.2 level AA (and the A/AA levels it builds on). */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function expectNoAxeViolations(page: Page) {
  // Colours are judged as they settle: a button just enabled fades from its disabled colours (120 ms),
  // and axe would measure the contrast of a frame of that fade.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const axe = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(axe.violations.map(({ id, nodes }) => `${id}: ${nodes.map((n) => n.target).join(', ')}`)).toEqual(
    [],
  );
}

/** The page is no wider than a phone (320 px, or the width given): nothing scrolls sideways. */
export async function expectFitsPhoneWidth(page: Page, what = 'page width', width = PHONE_WIDTH) {
  const { scrollWidth, widest } = await page.evaluate((limit) => {
    // Name what sticks out, so a failure says where to look.
    const widest = [...document.querySelectorAll('body *')]
      .filter(
        (element) =>
          element.getBoundingClientRect().right > limit &&
          (element.parentElement?.getBoundingClientRect().right ?? 0) <= limit,
      )
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
    return { scrollWidth: document.documentElement.scrollWidth, widest };
  }, width);
  expect(scrollWidth, `${what} (wider: ${widest.join(', ')})`).toBeLessThanOrEqual(width);
}
