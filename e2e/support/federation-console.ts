import { expect, type Page } from '@playwright/test';
import { test as base } from './client-address';

// Module Federation reports a shared module it cannot match (a version outside the required range, a
// singleton provided twice) on the console only; the page still renders. A spec using this `test`
// fails when any page it opened printed such a message (docs/decisions/shared-module-versions.md).

const FEDERATION_MESSAGE = /\[ Federation Runtime \]|does not satisfy|Version \S+ from|shared singleton/i;

/** Starts collecting the page's federation console messages, each prefixed with the page's path. */
export function collectFederationMessages(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (FEDERATION_MESSAGE.test(text)) {
      messages.push(`${new URL(page.url()).pathname} [${message.type()}] ${text}`);
    }
  });
  page.on('pageerror', (error) => {
    if (FEDERATION_MESSAGE.test(error.message)) {
      messages.push(`${new URL(page.url()).pathname} [pageerror] ${error.message}`);
    }
  });
  return messages;
}

/** The suite's `test` whose `page` fails the test on any federation warning or error it printed. */
export const test = base.extend<{ federationMessages: string[] }>({
  federationMessages: [
    async ({ page }, use) => {
      const messages = collectFederationMessages(page);
      await use(messages);
      expect(messages, `federation console messages:\n${messages.join('\n')}`).toEqual([]);
    },
    { auto: true },
  ],
});
