import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';

// React reports what it had to recover from (a render thrown away and done again, #520) and what it
// could not on the console only, minified in production builds: the page still renders, so no
// assertion notices. Every spec's `test` (client-address.ts builds on this one) fails a test when a
// page it opened, in its own context or in one it made with `browser.newContext()`, printed one.

const REACT_MESSAGE = /Minified React error #\d+|react\.dev\/errors\/\d+/;

/** Collects, from every page of `context` now and later, the React errors it prints, with its path. */
function watchContext(context: BrowserContext, found: string[]): void {
  const watchPage = (page: Page) => {
    const where = () => {
      const url = new URL(page.url());
      return `${url.pathname}${url.search}`;
    };
    page.on('console', (message) => {
      if (REACT_MESSAGE.test(message.text())) found.push(`${where()} [${message.type()}] ${message.text()}`);
    });
    page.on('pageerror', (error) => {
      const text = `${error.message}\n${error.stack ?? ''}`;
      if (REACT_MESSAGE.test(text)) found.push(`${where()} [pageerror] ${error.message}`);
    });
  };
  for (const page of context.pages()) watchPage(page);
  context.on('page', watchPage);
}

export const test = base.extend<{ reactErrors: string[] }>({
  reactErrors: [
    async ({ context, browser }, use) => {
      const found: string[] = [];
      watchContext(context, found);
      // Specs open other people's browsers (a second visitor, staff beside a customer) with
      // browser.newContext(), directly or through browser.newPage(): those pages count too.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...options) => {
        const made = await newContext(...options);
        watchContext(made, found);
        return made;
      };
      try {
        await use(found);
      } finally {
        browser.newContext = newContext;
      }
      expect(found, `React errors on the console:\n${found.join('\n')}`).toEqual([]);
    },
    { auto: true },
  ],
});
